#!/usr/bin/env python3
"""Drives `viper-lint lsp` over stdio like an editor and measures it.

Usage: Benchmarks/lsp-bench.py DIR [--viper PATH] [--file REL] [--edits N] [--cache-path DIR | --no-cache]
                                   [--verify] [--timing]

Starts the server with DIR as the workspace, waits until the project is loaded (a
`viper-lint/status` request is answered after the load), opens one presenter, then sends N
incremental edits one after another (typing a line into a method body: `viewDidLoad`, else the
first function; making the view reference, else the first typed stored `var`, strong and weak
again; editing the typed line; deleting it; with `--model-edits`, every sixth edit adds or
removes a stored property, which the model reads) and measures, for
each, the time from writing `textDocument/didChange` to reading the `publishDiagnostics` of
that document with the new version. Prints the median, p95 and maximum latency, the server's
CPU time per edit, its peak resident memory (VmHWM) and the startup times. `--timing` passes
VIPER_LINT_TIMING=1 and summarizes the server's phase marks; `--verify` passes
VIPER_LINT_LSP_VERIFY=1 (every incremental update is checked against a whole-project run and
differences are logged: slow, for correctness only).
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time


def uri_of(path):
    from urllib.parse import quote
    return "file://" + quote(path)


class Client:
    def __init__(self, command, env, stderr):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=env)
        self.next_id = 1
        self.pending = []

    def send(self, message):
        body = json.dumps(message, ensure_ascii=False).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        headers = {}
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode().partition(":")
            headers[name.strip().lower()] = value.strip()
        return json.loads(self.process.stdout.read(int(headers["content-length"])))

    def request(self, method, params=None):
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
        while True:
            message = self.read()
            if message.get("id") == request_id and "method" not in message:
                return message
            self.pending.append(message)

    def notify(self, method, params=None):
        self.send({"jsonrpc": "2.0", "method": method, "params": params or {}})

    def wait_for(self, predicate):
        for index, message in enumerate(self.pending):
            if predicate(message):
                del self.pending[index]
                return message
        while True:
            message = self.read()
            if predicate(message):
                return message
            self.pending.append(message)


def utf16_position(text, offset):
    """LSP position (line, UTF-16 character) of a str offset."""
    line = text.count("\n", 0, offset)
    start = text.rfind("\n", 0, offset) + 1
    return {"line": line, "character": len(text[start:offset].encode("utf-16-le")) // 2}


def proc_status(pid):
    values = {}
    try:
        with open(f"/proc/{pid}/status") as handle:
            for line in handle:
                name, _, value = line.partition(":")
                values[name] = value.strip()
    except OSError:
        pass
    return values


def cpu_seconds(pid):
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dir")
    parser.add_argument("--viper", default=os.environ.get("VIPER_LINT", ".build/release/viper-lint"))
    parser.add_argument("--file", help="the document to edit, relative to DIR (default: the first presenter)")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--cache-path")
    parser.add_argument("--no-cache", action="store_true")
    parser.add_argument("--verify", action="store_true")
    parser.add_argument("--timing", action="store_true")
    parser.add_argument("--model-edits", action="store_true",
                        help="every sixth edit adds or removes a stored property (an edit the model reads)")
    args = parser.parse_args()

    root = os.path.realpath(args.dir)
    if args.file:
        relative = args.file
    else:
        presenters = sorted(os.path.relpath(os.path.join(folder, name), root)
                            for folder, _, names in os.walk(root) for name in names if name.endswith("Presenter.swift"))
        relative = next(p for p in presenters if "/.git/" not in p)
    path = os.path.join(root, relative)
    with open(path, encoding="utf-8") as handle:
        original = handle.read()
    files = sum(1 for folder, _, names in os.walk(root) if "/.git" not in folder for name in names if name.endswith(".swift"))

    command = [args.viper, "lsp"]
    if args.no_cache:
        command.append("--no-cache")
    elif args.cache_path:
        command += ["--cache-path", args.cache_path]
    env = dict(os.environ)
    if args.timing:
        env["VIPER_LINT_TIMING"] = "1"
    if args.verify:
        env["VIPER_LINT_LSP_VERIFY"] = "1"
    log_path = "/tmp/lsp-bench-stderr-%d.log" % os.getpid()
    log = open(log_path, "w")
    started = time.perf_counter()
    client = Client(command, env, log)
    pid = client.process.pid
    client.request("initialize", {"processId": os.getpid(), "rootUri": uri_of(root),
                                  "workspaceFolders": [{"uri": uri_of(root), "name": os.path.basename(root)}],
                                  "capabilities": {"textDocument": {"publishDiagnostics": {"relatedInformation": True}}}})
    client.notify("initialized")
    status = client.request("viper-lint/status")["result"]
    loaded = time.perf_counter() - started
    uri = uri_of(path)
    opened_at = time.perf_counter()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": original}})
    first = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri and m["params"].get("version") == 1)
    open_latency = time.perf_counter() - opened_at
    rss_after_load = proc_status(pid).get("VmRSS", "?")

    text = original
    typed_line = None
    latencies = []
    diagnostics_counts = []
    cpu_before = cpu_seconds(pid)
    # A method body: `viewDidLoad` when there is one, else the first function's (a line typed
    # into a type's own braces would be a new property, not typing in a body).
    anchor = re.search(r"func viewDidLoad\(\) \{\n", text) or re.search(r"func [^\n{]*\{\n", text) or re.search(r"\{\n", text)
    # The reference toggled between weak and strong: `view` when there is one, else the first
    # stored `var` with a type.
    reference = re.search(r"var view\b", text) or re.search(r"^[ \t]+(?:private )?var \w+: \w", text, re.M)
    reference_name = re.match(r".*var (\w+)", reference.group(0)).group(1) if reference else None
    for number in range(args.edits):
        version = number + 2
        kind = number % 6 if args.model_edits else number % 5
        if kind == 0:
            # Type a statement into a method body.
            offset = text.find("\n", text.find(anchor.group(0)) if anchor.group(0) in text else 0) + 1
            typed_line = f"        let typed{number} = {number}\n"
            start = end = offset
            new = typed_line
        elif kind in (1, 3):
            # Make the view reference strong, then weak again.
            if reference_name is None:
                start = end = len(text)
                new = "\n"
            elif f"weak var {reference_name}" in text:
                start = text.find(f"weak var {reference_name}")
                end = start + len("weak ")
                new = ""
            else:
                start = end = text.find(f"var {reference_name}")
                new = "weak "
        elif kind == 2:
            # Edit inside the typed line (a character changes).
            start = text.find(typed_line) + len(typed_line) - 2
            end = start + 1
            new = str(number % 10)
        elif kind == 5:
            # A stored property added, or removed again: the model reads it.
            extra = "    var benchExtra: String?\n"
            if extra in text:
                start = text.find(extra)
                end = start + len(extra)
                new = ""
            else:
                opening = re.search(r"(class|struct|actor) \w+[^\n{]*\{\n", text)
                start = end = opening.end() if opening else len(text)
                new = extra
        else:
            # Delete the typed line.
            current = text.find(f"        let typed{number - 4} = ")
            start = current
            end = text.find("\n", current) + 1
            new = ""
        change = {"range": {"start": utf16_position(text, start), "end": utf16_position(text, end)}, "text": new}
        text = text[:start] + new + text[end:]
        sent = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        message = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                  and m["params"]["uri"] == uri and m["params"].get("version") == version)
        latencies.append((time.perf_counter() - sent) * 1000)
        diagnostics_counts.append(len(message["params"]["diagnostics"]))
    cpu_after = cpu_seconds(pid)
    status_after = proc_status(pid)
    client.request("shutdown")
    client.notify("exit")
    code = client.process.wait(timeout=30)
    log.close()

    print(f"input: {root}  files: {files}  loaded files: {status['projects'][0]['files'] if status['projects'] else 0}")
    print(f"server: {args.viper}  load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"startup (initialize → project loaded): {loaded * 1000:.0f} ms;  first diagnostics after didOpen: {open_latency * 1000:.1f} ms")
    print(f"edits: {len(latencies)} to {relative} (diagnostics per publish: {min(diagnostics_counts)}..{max(diagnostics_counts)})")
    print(f"didChange → publishDiagnostics: median {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, "
          f"max {max(latencies):.1f} ms, min {min(latencies):.1f} ms")
    print(f"server CPU per edit: {(cpu_after - cpu_before) * 1000 / max(1, len(latencies)):.1f} ms")
    print(f"server memory: peak {status_after.get('VmHWM', '?')}, after load {rss_after_load}, at the end {status_after.get('VmRSS', '?')}")
    print(f"exit code: {code}")
    with open(log_path) as handle:
        lines = handle.read().splitlines()
    logged = [m["params"]["message"] for m in client.pending if m.get("method") == "window/logMessage"]
    differences = [line for line in lines + logged if "differs from the whole project" in line]
    if args.verify:
        print(f"verify: {len(differences)} differences" + ("".join("\n  " + d for d in differences[:10])))
    if args.timing:
        phases = {}
        for line in lines:
            if "timing:" not in line or " load " in line:
                continue
            for name, value in re.findall(r"(\S+)=([0-9.]+)", line):
                phases.setdefault(name, []).append(float(value) * 1000)
        print("server phases per update (median ms): " + "  ".join(f"{name}={statistics.median(values):.1f}"
                                                             for name, values in phases.items() if name != "files"))
        loads = [line for line in lines if " load " in line]
        if loads:
            print("load phases: " + loads[0].split("timing: ", 1)[-1])
    os.unlink(log_path)
    return 0 if code == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
