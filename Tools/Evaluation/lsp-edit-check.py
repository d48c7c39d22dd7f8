#!/usr/bin/env python3
"""Edits real apps through `viper-lint lsp` and checks every incremental update against a
whole-project run.

Usage: Tools/Evaluation/lsp-edit-check.py BINARY [APP_DIR...] [--files N] [--seed S]

For each app (default: every folder of ${EVAL_DIR:-/work/eval/apps}) the server starts with
VIPER_LINT_LSP_VERIFY=1 (after each update it rebuilds the whole project, compares the findings
and the held model, and logs any difference) and VIPER_LINT_TIMING=1 (to count which updates the
held model took). N files per app are chosen (presenters, routers, views, interactors, builders
first, then others, by a seeded shuffle); each is opened and edited the way a user types:
a line inserted at the top (every position moves), a statement typed into a method body, a
half-typed type name, `weak` toggled on a property, a navigation call typed into a body, a character changed in a string, a
type instantiated in a body (the model's view changes), then the original text back. Prints,
per app, the edits, how many the held model took, and every difference; exit status 1 when any
update differed.
"""
import argparse
import importlib.util
import os
import random
import re
import sys
import time


def _load_bench_client():
    """The stdio client of `Benchmarks/lsp-bench.py` (one client for both scripts)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Benchmarks", "lsp-bench.py")
    spec = importlib.util.spec_from_file_location("lsp_bench", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_bench = _load_bench_client()
Client = _bench.Client
uri_of = _bench.uri_of
utf16_position = _bench.utf16_position


ROLE_WORDS = ("Presenter", "Router", "Wireframe", "ViewController", "View", "Interactor", "Builder", "Assembly", "Configurator")


def choose_files(root, count, rng):
    swift = []
    for folder, folders, names in os.walk(root):
        folders[:] = [f for f in folders if f not in (".git", "Pods", "Carthage", ".build", "DerivedData")]
        for name in names:
            if name.endswith(".swift"):
                swift.append(os.path.relpath(os.path.join(folder, name), root))
    swift.sort()
    rng.shuffle(swift)
    parts = [p for p in swift if any(word in os.path.basename(p) for word in ROLE_WORDS)]
    others = [p for p in swift if p not in set(parts)]
    return (parts + others)[:count]


def body_offset(text):
    """Just after the first `{` that opens a function body (else after the first `{`)."""
    match = re.search(r"func [^\n{]*\{\n", text) or re.search(r"\{\n", text)
    return match.end() if match else len(text)


def edits_for(original):
    """The edit sequence: each a function from the current text to (start, end, new text)."""
    def top(text):
        return 0, 0, "\n"

    def in_body(line):
        """Typing `line` at the start of the first function body."""
        def edit(text):
            offset = body_offset(text)
            return offset, offset, line
        return edit

    statement = in_body("        let vlTyped = 1\n")
    partial_name = in_body("        let vlPartial: Strin\n")
    navigation = in_body("        navigationController?.pushViewController(controller, animated: true)\n")
    instantiate = in_body("        let vlMade = VLMadeUpType()\n")

    def toggle_weak(text):
        match = re.search(r"\bweak var ", text)
        if match:
            return match.start(), match.start() + len("weak "), ""
        match = re.search(r"^(\s*)(private |fileprivate )?var \w+: \w", text, re.M)
        if match:
            start = match.start(2) if match.group(2) else match.end(1)
            return start, start, "weak "
        return 0, 0, " "

    def string(text):
        match = re.search(r'"[A-Za-z]', text)
        if match:
            return match.start() + 1, match.start() + 2, "Q"
        return len(text), len(text), "\n"

    def restore(text):
        return 0, len(text), original

    return [top, statement, partial_name, toggle_weak, navigation, string, instantiate, restore]


def check_app(binary, root, count, rng):
    env = dict(os.environ)
    env["VIPER_LINT_LSP_VERIFY"] = "1"
    env["VIPER_LINT_TIMING"] = "1"
    log_path = "/tmp/lsp-edit-check-%d.log" % os.getpid()
    log = open(log_path, "w")
    client = Client([binary, "lsp", "--no-cache"], env, log)
    client.request("initialize", {"processId": os.getpid(), "rootUri": uri_of(root),
                                  "workspaceFolders": [{"uri": uri_of(root), "name": os.path.basename(root)}],
                                  "capabilities": {"textDocument": {"publishDiagnostics": {"relatedInformation": True}}}})
    client.notify("initialized")
    client.request("viper-lint/status")
    edits = 0
    started = time.perf_counter()
    for relative in choose_files(root, count, rng):
        path = os.path.join(root, relative)
        try:
            with open(path, encoding="utf-8") as handle:
                original = handle.read()
        except (UnicodeDecodeError, OSError):
            continue
        uri = uri_of(path)
        client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": original}})
        client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"]["uri"] == uri and m["params"].get("version") == 1)
        text = original
        version = 1
        for edit in edits_for(original):
            start, end, new = edit(text)
            change = {"range": {"start": utf16_position(text, start), "end": utf16_position(text, end)}, "text": new}
            text = text[:start] + new + text[end:]
            version += 1
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri and m["params"].get("version") == version)
            edits += 1
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    client.request("shutdown")
    client.notify("exit")
    client.process.wait(timeout=60)
    log.close()
    with open(log_path) as handle:
        lines = handle.read().splitlines()
    os.unlink(log_path)
    logged = [m["params"]["message"] for m in client.pending if m.get("method") == "window/logMessage"]
    differences = sorted(set(line for line in lines + logged if "differs from the whole project" in line))
    within = sum(1 for line in lines if "update.swap=" in line)
    return edits, within, differences, time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("apps", nargs="*")
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    binary = os.path.realpath(args.binary)
    apps = args.apps
    if not apps:
        base = os.environ.get("EVAL_DIR", "/work/eval/apps")
        apps = sorted(os.path.join(base, name) for name in os.listdir(base) if os.path.isdir(os.path.join(base, name)))
    total_edits = total_within = total_differences = 0
    for app in apps:
        rng = random.Random(args.seed)
        edits, within, differences, seconds = check_app(binary, os.path.realpath(app), args.files, rng)
        total_edits += edits
        total_within += within
        total_differences += len(differences)
        print(f"{os.path.basename(app)}: {edits} edits, {within} taken by the held model, "
              f"{len(differences)} differences ({seconds:.0f} s)")
        for difference in differences[:20]:
            print("  " + difference)
        sys.stdout.flush()
    print(f"total: {total_edits} edits, {total_within} taken by the held model, {total_differences} differences")
    return 1 if total_differences else 0


if __name__ == "__main__":
    sys.exit(main())
