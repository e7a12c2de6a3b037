#!/usr/bin/env bash
# promise_test.sh: the promise that an algorithm is one file and one registration. pfbench_promise
# is pfbench plus tests/harness/promise_alg.c, which registers a plain Dijkstra under a new name and a broken
# copy (it stops when the goal is generated), both declared optimal on every movement model. The new
# algorithm shows in `list` and passes validate; the broken one makes validate exit 1, named.
#
# usage: PFBENCH=/path/to/pfbench PFBENCH_PROMISE=/path/to/pfbench_promise tests/harness/promise_test.sh [ROOT]
# Exit status: 0 pass, 1 fail, 77 skipped (binaries not set).
. "$(dirname "$0")/../lib.sh"
need_pfbench
P=${PFBENCH_PROMISE:-}
[ -n "$P" ] && [ -x "$P" ] || skip "PFBENCH_PROMISE is not set (run through ctest)"
good=plain-dijkstra       # the variant names promise_alg.c registers
broken=broken-dijkstra
ref=dijkstra/heap         # run beside them: the suite's reference
common=(--suite quick --maps 'gen-*' --gbench-min-time 0 --variant-seconds 100000 --quiet)

# list_field NAME COLUMN [list options]: the field of `pfbench_promise list` under COLUMN for NAME
list_field() {
    local name=$1 column=$2
    shift 2
    "$P" list "$@" | awk -v n="$name" -v c="$column" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next }
                                                   $1 == n { print $k }'
}

# 1. list: both are there, with what their descriptors say; pfbench itself does not have them
for v in "$good" "$broken"; do
    check "list: $v algo" '[ "$(list_field "$v" algo)" = "$v" ]'
    check "list: $v optimal under 8" '[ "$(list_field "$v" optimal)" = yes ]'
    check "list: $v optimal under 4" '[ "$(list_field "$v" optimal --moves 4)" = yes ]'
    check "list: $v must-be-optimal" '[ "$(list_field "$v" must-be-optimal)" = 4,8,8-cut,8-any ]'
    check "list: $v heuristic, open" '[ "$(list_field "$v" heuristic)/$(list_field "$v" open)" = -/heap ]'
done
check "pfbench has no test-only variants" '! "$PFBENCH" list --names | grep -qx -e "$good" -e "$broken"'

# 2. a run of the new algorithm: its rows carry its own algo and must be optimal; validate passes
# and its line says must = yes, 100 % in every family, verdict ok. RUN is the result folder
# (more checks of the same run, e.g. report and charts, go below).
"$P" run "${common[@]}" --algos "$good,$ref" --out "$tmp/good" 2> "$tmp/run.err"
rc=$?
check "run $good: $(cat "$tmp/run.err")" '[ $rc -eq 0 ]'
RUN=$tmp/good/latest
check "runs.csv has $good rows" '[ "$(col "$RUN/runs.csv" variant | grep -cx "$good")" -gt 0 ]'
# of_good COLUMN: the distinct values of COLUMN in the rows of $good
of_good() { paste -d, <(col "$RUN/runs.csv" variant) <(col "$RUN/runs.csv" "$1") | sed -n "s|^$good,||p" | sort -u; }
check "$good rows: algo column" '[ "$(of_good algo)" = "$good" ]'
check "$good rows: heuristic and open columns" '[ "$(of_good heuristic)/$(of_good open)" = -/heap ]'
check "$good rows: should_be_optimal 1, all valid" '[ "$(of_good should_be_optimal)/$(of_good valid)" = 1/1 ]'
"$P" validate "$RUN" > "$tmp/validate.out" 2>&1
rc=$?
check "validate passes: $(cat "$tmp/validate.out")" '[ $rc -eq 0 ]'
line=$(awk -v n="$good" '$1 == n' "$tmp/validate.out")
check "validate line of $good: must yes, 100 %, ok: '$line'" \
    'echo "$line" | awk '\''$2 == "yes" && $NF == "ok" { for (i = 3; i <= NF - 3; i++) if ($i != "100%") exit 1; exit 0 } { exit 1 }'\'''
check "validate.txt names $good" 'grep -q "^$good " "$RUN/validate.txt"'

# 2b. the same run in every table and chart it belongs to, with no edit anywhere else: summary,
# speed table and report; the chart data of every chart whose kind it is (all variants: time,
# expanded, speedup, scaling; it takes an open list: openlists) and not of the heuristics chart
# (it takes no heuristic); a search picture of its own (it differs from dijkstra/heap by more
# than the open list)
check "summary.csv has $good rows" 'grep -q "^$good," "$RUN/summary.csv"'
check "speed.csv has $good" 'grep -q "^$good,8," "$RUN/speed.csv"'
"$P" chartdata "$RUN" > "$tmp/chartdata.out" 2>&1
rc=$?
check "chartdata: $(cat "$tmp/chartdata.out")" '[ $rc -eq 0 ]'
data=$RUN/charts/data
for f in time-8.dat expanded-8.dat scaling-8.dat openlists-8-size.dat openlists-8-open.dat; do
    check "chart data $f has a block for $good" 'grep -qx "# variant $good" "$data/$f"'
done
check "speed-up heat map has a row for $good" 'grep -q "\"$good\"" "$data/speedup-8.vars.gp"'
check "heuristics chart leaves $good out (it takes no heuristic)" '! grep -q "$good" "$data/heuristics-exp.dat"'
check "index lists every chart kind for model 8: $(cut -f 1 "$data/charts.tsv" | tr "\n" " ")" \
    '[ "$(cut -f 1 "$data/charts.tsv" | tr "\n" " ")" = "time-8 expanded-8 speedup-8 skip openlists-8 scaling-8 heuristics search " ]'
check "the suboptimality chart is left out: every variant of the run must be optimal" \
    'grep -qxF "skip	subopt-8	every variant with solved rows under movement model 8 must be optimal there" "$data/charts.tsv"'
check "a search picture of $good" '[ -s "$(ls "$RUN"/traces/*-"$good".trace 2> /dev/null | head -n 1)" ]'
if command -v gnuplot > /dev/null; then
    PFBENCH=$P "$root/scripts/charts.sh" "$RUN" > "$tmp/charts.out" 2>&1
    rc_=$?
    check "charts.sh draws the run: $(tail -n 3 "$tmp/charts.out")" '[ $rc_ -eq 0 ] && [ -s "$RUN/charts/time-8.png" ] && [ -s "$RUN/charts/search.png" ]'
fi
"$P" report --quiet "$RUN" > "$tmp/report.out" 2>&1
rc=$?
check "report: $(cat "$tmp/report.out")" '[ $rc -eq 0 ]'
check "report.md: $good in the optimality table" 'grep -q "^$good  *yes .* ok$" "$RUN/report.md"'
check "report.md: $good in the speed table" 'grep -q "^| $good | 8 | " "$RUN/report.md"'

# 3. the broken copy, declared optimal: validate exits 1 and names it
"$P" run "${common[@]}" --algos "$broken,$ref" --out "$tmp/broken" 2> "$tmp/run.err"
rc=$?
check "run $broken: $(cat "$tmp/run.err")" '[ $rc -eq 0 ]'
BROKEN_RUN=$tmp/broken/latest
"$P" validate "$BROKEN_RUN" > "$tmp/validate.out" 2>&1
rc=$?
check "validate exits 1 on $broken (exit $rc)" '[ $rc -eq 1 ]'
check "validate names $broken as not optimal: $(cat "$tmp/validate.out")" \
    'grep -q "^$broken .*FAIL (not optimal)" "$tmp/validate.out"'
check "validate: $ref still ok" 'awk -v n="$ref" '\''$1 == n && $NF == "ok" { f = 1 } END { exit !f }'\'' "$tmp/validate.out"'
check "validate: the verdict line" 'grep -q "^validate: FAILED" "$tmp/validate.out"'

finish
