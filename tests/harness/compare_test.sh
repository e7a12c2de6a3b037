#!/usr/bin/env bash
# compare_test.sh: scripts/compare.sh on the fixtures tests/data/run-a and
# run-b, whose times differ by known factors (astar/octile/heap x2,
# dijkstra/heap x0.5, everything else x1).  The fixtures are copied first.
#
# Usage: tests/harness/compare_test.sh [PROJECT_ROOT]   (default: this script's parent folder)
# Exit status 0 when every check passes; otherwise 1 with a message per failure.

. "$(dirname "$0")/../lib.sh"

for r in run-a run-b; do
    [ -f "$root/tests/data/$r/runs.csv" ] || { echo "compare_test: fixture missing: tests/data/$r/runs.csv" >&2; exit 1; }
done
cp -R "$root/tests/data/run-a" "$tmp/run-a"
cp -R "$root/tests/data/run-b" "$tmp/run-b"

out=$tmp/out
if "$root/scripts/compare.sh" "$tmp/run-a" "$tmp/run-b" > "$out" 2> "$tmp/err"; then ok; else
    bad "compare.sh exited with $?:"; sed 's/^/    /' "$tmp/err" >&2; fi

# expect_ratio VARIANT RATIO: every table line of VARIANT (one per family) ends in RATIO
expect_ratio() {
    local lines
    lines=$(awk -v v="$1" '$1 == v && NF == 4' "$out")
    if [ -z "$lines" ]; then bad "no table line for $1"; return; fi
    if printf '%s\n' "$lines" | awk -v r="$2" '$4 != r { exit 1 }'; then ok; else
        bad "ratio for $1 is not $2:"; printf '%s\n' "$lines" | sed 's/^/    /' >&2; fi
    # both families of the fixture are listed
    for fam in dao gen-random; do
        if printf '%s\n' "$lines" | awk -v f="$fam" '$2 == f { found = 1 } END { exit !found }'; then ok; else
            bad "no $1 line for family $fam"; fi
    done
}
expect_ratio astar/octile/heap 2.000
expect_ratio dijkstra/heap 0.500
expect_ratio bfs 1.000
expect_ratio astar/octile/bucket 1.000

if grep -q '^overall geometric mean over [0-9]* matching rows: 1\.000$' "$out"; then ok; else
    bad "overall geometric mean line missing or not 1.000"; fi
# sorted by variant, then family
if awk '/^variant/ { t = 1; next } t && NF == 0 { exit } t { print $1 "\t" $2 }' "$out" | LC_ALL=C sort -c -t "$(printf '\t')" -k1,1 -k2,2 2>/dev/null; then ok; else
    bad "table not sorted by variant then family"; fi
if grep -q -e '^compare.py: skipped' -e '^Google Benchmark compare.py' "$out"; then ok; else
    bad "no line about Google Benchmark's compare.py"; fi

# a geometric mean that is not 1: ratios 2 and 8 give 4; an unmatched row and a budget row
# do not count (the same table from `pfbench compare` and compare.sh)
mkdir "$tmp/ga" "$tmp/gb"
h=map,family,scen_id,variant,moves,status,time_ns
printf '%s\n' "$h" m,f,0,v,8,ok,100 m,f,1,v,8,ok,100 m,f,2,v,8,budget,100 > "$tmp/ga/runs.csv"
printf '%s\n' "$h" m,f,0,v,8,ok,200 m,f,1,v,8,ok,800 m,f,2,v,8,ok,100 m,f,3,v,8,ok,5 > "$tmp/gb/runs.csv"
"$root/scripts/compare.sh" "$tmp/ga" "$tmp/gb" > "$tmp/g.out" 2>&1
if grep -qx 'v        f            2  4.000' "$tmp/g.out" &&
   grep -qx 'overall geometric mean over 2 matching rows: 4.000' "$tmp/g.out"; then ok; else
    bad "expected the ratio 4.000 over 2 rows:"; sed 's/^/    /' "$tmp/g.out" >&2; fi
printf '%s\n' "$h" m,f,9,v,8,ok,100 > "$tmp/gb/runs.csv"
"$root/scripts/compare.sh" "$tmp/ga" "$tmp/gb" > "$tmp/g.out" 2>&1
rc=$?
if [ $rc -eq 1 ] && grep -q '^pfbench compare: no matching rows' "$tmp/g.out"; then ok; else
    bad "no matching rows: expected exit 1 and a message, got $rc: $(cat "$tmp/g.out")"; fi

# runs timed by different methods: a warning naming both (meta.json "timing"; the fixtures
# have no such key, so they count as back-to-back), none when the methods agree
need_pfbench
printf '{"timing": "passes"}\n' > "$tmp/gb/meta.json"
printf '%s\n' "$h" m,f,0,v,8,ok,200 > "$tmp/gb/runs.csv"
printf '{"repeat": 3}\n' > "$tmp/ga/meta.json"
"$PFBENCH" compare "$tmp/ga" "$tmp/gb" > /dev/null 2> "$tmp/t.err"
if grep -qxF 'pfbench compare: warning: the runs were timed differently (A: back-to-back, B: passes; meta.json "timing"): the ratios mix the method with the code; rerun one with --timing back-to-back' "$tmp/t.err"; then ok; else
    bad "no warning for different timing methods: $(cat "$tmp/t.err")"; fi
printf '{"timing": "passes"}\n' > "$tmp/ga/meta.json"
"$PFBENCH" compare "$tmp/ga" "$tmp/gb" > /dev/null 2> "$tmp/t.err"
if [ ! -s "$tmp/t.err" ]; then ok; else bad "a warning although both runs were timed in passes: $(cat "$tmp/t.err")"; fi

# errors
"$root/scripts/compare.sh" "$tmp/run-a" "$tmp/no-such-run" > "$tmp/m.out" 2>&1
rc=$?
if [ $rc -ne 0 ]; then ok; else bad "compare.sh with a missing folder exited 0"; fi
if grep -q '^compare: run folder not found: ' "$tmp/m.out"; then ok; else
    bad "compare.sh with a missing folder: unexpected message: $(cat "$tmp/m.out")"; fi
"$root/scripts/compare.sh" "$tmp/run-a" > "$tmp/one.out" 2>&1
if [ $? -ne 0 ]; then ok; else bad "compare.sh with one folder exited 0"; fi

finish
