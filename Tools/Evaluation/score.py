#!/usr/bin/env python3
"""Score a build's findings against the hand judgments.

usage: score.py RESULTS_DIR [--judgments DIR] [--unjudged FILE]

RESULTS_DIR holds <app>.json from run.sh. A finding matches a judgment by (app, rule, file, line).
Per rule: TP = findings judged tp; FP = judged fp; AMB = judged ambiguous (listed apart, not in
precision); NEW = findings with no judgment (judge them, then re-score); FN = judged tp or fn
entries (the truth) that the build no longer reports.
precision = TP / (TP + FP); recall = TP / (TP + FN).
"""
import json, os, sys, glob, collections

def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__); sys.exit(2)
    results = args[0]
    jdir = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'judgments')
    unjudged_out = None
    if '--judgments' in args: jdir = args[args.index('--judgments') + 1]
    if '--unjudged' in args: unjudged_out = args[args.index('--unjudged') + 1]
    truth = {}      # (app, rule, file, line) -> entry
    for path in sorted(glob.glob(os.path.join(jdir, '*.json'))):
        for e in json.load(open(path)):
            key = (e['app'], e['rule'], e['file'], int(e['line']))
            # A judgment of a repeated finding on a line ('duplicate-on-line') judges the repeat,
            # which the loop below counts by itself; it must not stand for the line's first finding.
            if key in truth and e.get('cause') == 'duplicate-on-line': continue
            truth[key] = e
    # Apps with judgments, and apps judged to have nothing (an empty file named after the app).
    judged_apps = {k[0] for k in truth} | {os.path.basename(p)[:-5] for p in glob.glob(os.path.join(jdir, '*.json'))
                                           if os.path.exists(os.path.join(results, os.path.basename(p)))}
    rules = ['weak-view-reference', 'weak-output-reference', 'entity-in-presenter', 'module-has-builder', 'navigation-in-router']
    c = {r: collections.Counter() for r in rules}
    causes = {r: collections.Counter() for r in rules}
    found = set()
    unjudged = []
    for app in sorted(judged_apps):
        path = os.path.join(results, app + '.json')
        if not os.path.exists(path):
            print(f'missing results for {app}', file=sys.stderr); continue
        doc = json.load(open(path))
        seen = set()
        for f in doc.get('findings', []):
            rule = f['ruleId']
            if rule not in c: continue
            key = (app, rule, f['file'], int(f['line']))
            # At most one finding per line (and, for entities, per entity) is promised: a repeat is an FP.
            subject = f['message'].split('`')[1] if rule == 'entity-in-presenter' and '`' in f['message'] else ''
            if (key, subject) in seen:
                c[rule]['FP'] += 1; causes[rule]['duplicate-on-line'] += 1; continue
            seen.add((key, subject))
            found.add(key)
            e = truth.get(key)
            if e is None or e['verdict'] == 'fn':
                if e is not None:
                    c[rule]['TP'] += 1   # a miss of the earlier build that this one finds
                else:
                    c[rule]['NEW'] += 1; unjudged.append(f | {'app': app})
                continue
            v = e['verdict']
            c[rule][{'tp': 'TP', 'fp': 'FP', 'ambiguous': 'AMB'}[v]] += 1
            if v == 'fp': causes[rule][e.get('cause', '?')] += 1
    missed = collections.defaultdict(collections.Counter)
    for key, e in truth.items():
        if e['verdict'] in ('tp', 'fn') and key not in found and key[1] in c:
            c[key[1]]['FN'] += 1
            missed[key[1]][e.get('cause', '?') if e['verdict'] == 'fn' else 'lost-' + e.get('cause', 'tp')] += 1
    print(f"{'rule':24} {'TP':>5} {'FP':>5} {'AMB':>4} {'NEW':>4} {'FN':>4} {'precision':>9} {'recall':>7}")
    total = collections.Counter()
    for r in rules:
        x = c[r]; total.update(x)
        p = x['TP'] / (x['TP'] + x['FP']) if x['TP'] + x['FP'] else float('nan')
        rc = x['TP'] / (x['TP'] + x['FN']) if x['TP'] + x['FN'] else float('nan')
        print(f"{r:24} {x['TP']:5} {x['FP']:5} {x['AMB']:4} {x['NEW']:4} {x['FN']:4} {p:9.3f} {rc:7.3f}")
    # A set with nothing judged yet (every finding NEW) has no precision or recall.
    p = total['TP'] / (total['TP'] + total['FP']) if total['TP'] + total['FP'] else float('nan')
    rc = total['TP'] / (total['TP'] + total['FN']) if total['TP'] + total['FN'] else float('nan')
    print(f"{'all':24} {total['TP']:5} {total['FP']:5} {total['AMB']:4} {total['NEW']:4} {total['FN']:4} {p:9.3f} {rc:7.3f}")
    print('\nFP causes left:')
    for r in rules:
        if causes[r]: print(f'  {r}: ' + ', '.join(f'{k} {v}' for k, v in causes[r].most_common()))
    print('FN causes left:')
    for r in rules:
        if missed[r]: print(f'  {r}: ' + ', '.join(f'{k} {v}' for k, v in missed[r].most_common()))
    if unjudged_out:
        json.dump(unjudged, open(unjudged_out, 'w'), indent=1)
        print(f'\n{len(unjudged)} unjudged findings written to {unjudged_out}')

main()
