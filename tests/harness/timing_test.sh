#!/usr/bin/env bash
# timing_test.sh: `pfbench run` and `pfbench solve` time in passes by default and back to back
# on request, record the method (meta.json "timing", solve's summary line), refuse an unknown
# method (exit 2, message), and give the same answers, counters and statuses either way.
. "$(dirname "$0")/../lib.sh"
need_pfbench

# runs.csv without its time_ns and prep_ns columns (the only ones that change from run to run)
untimed() { awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "time_ns") t = i; if ($i == "prep_ns") p = i } }
                              { $t = ""; if (p) $p = ""; print }' "$1"; }

# --- pfbench run: passes (default) and back-to-back on two small generated maps ------------
# (every variant; a budget of 20,000 expansions, above every search's need on these maps but
# IDA*'s, whose budget rows on mazes are by design and must then be the same under both methods,
# and but the preprocessing of the variants the run says it could not prepare within it)
args=(--suite quick --maps 'gen-random-64x64*,gen-maze-*' --repeat 3 --gbench-min-time 0
      --budget 20000 --variant-seconds 100000)
"$PFBENCH" run "${args[@]}" --out "$tmp/p" > /dev/null 2> "$tmp/p.err"
rc_=$?
check "run exits 0 by default: $(tail -1 "$tmp/p.err")" '[ $rc_ -eq 0 ]'
"$PFBENCH" run "${args[@]}" --timing back-to-back --out "$tmp/b" > /dev/null 2> "$tmp/b.err"
rc_=$?
check "run --timing back-to-back exits 0: $(tail -1 "$tmp/b.err")" '[ $rc_ -eq 0 ]'
p=$(folders "$tmp/p") b=$(folders "$tmp/b")
check "meta.json says \"timing\": \"passes\" by default" grep -qx '  "timing": "passes",' "$p/meta.json"
check "meta.json says \"timing\": \"back-to-back\"" grep -qx '  "timing": "back-to-back",' "$b/meta.json"
check "meta.json keeps \"repeat\": 3 (passes)" grep -qx '  "repeat": 3,' "$p/meta.json"
check "meta.json keeps \"repeat\": 3 (back-to-back)" grep -qx '  "repeat": 3,' "$b/meta.json"
rows=$(($(wc -l < "$p/runs.csv") - 1))
check "every planned row written ($rows = 2 maps x 20 lines x variants)" \
    '[ $rows -eq $((2 * 20 * $("$PFBENCH" list --names --domain grid | wc -l))) ]'
check "same rows, costs, counters and statuses, in the same order, under both methods" \
    cmp -s <(untimed "$p/runs.csv") <(untimed "$b/runs.csv")
budgets() { awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                    $c["status"] == "budget" { print $c["variant"] }' "$1" | sort | uniq -c; }
# the variants whose preprocessing the run refused, from its own words
refused=$(sed -n 's/^pfbench run: \([^ ]*\) on [^ ]*: preparing it failed: .*budget.*/\1/p' "$tmp/p.err" | sort -u)
check "budget rows only where the search has no closed list (IDA*) or was refused preparing \
($(echo $refused)): $(budgets "$p/runs.csv" | tr '\n' ' ')" \
    '[ "$(budgets "$p/runs.csv" | awk "{ print \$2 }" | sort -u | tr "\n" " ")" = "$(printf "%s\n" idastar/octile $refused | sort -u | tr "\n" " ")" ]'
check "the same variants refused preparing under both methods" \
    '[ "$refused" = "$(sed -n "s/^pfbench run: \([^ ]*\) on [^ ]*: preparing it failed: .*budget.*/\1/p" "$tmp/b.err" | sort -u)" ]'
check "the same budget rows under both methods" '[ "$(budgets "$p/runs.csv")" = "$(budgets "$b/runs.csv")" ]'
notimed=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
                   $c["status"] == "ok" && !($c["time_ns"] > 0) { n++ } END { print n + 0 }' "$p/runs.csv")
check "every answered row has a time ($notimed without)" '[ "$notimed" = 0 ]'

# an unknown method is refused before anything is written
"$PFBENCH" run "${args[@]}" --timing bogus --out "$tmp/x" > /dev/null 2> "$tmp/x.err"
rc_=$?
check "run --timing bogus exits 2 (got $rc_)" '[ $rc_ -eq 2 ]'
check "run --timing bogus says why: $(cat "$tmp/x.err")" grep -qxF \
    "pfbench run: option '--timing': expected passes or back-to-back, found 'bogus'" "$tmp/x.err"
check "run --timing bogus writes no result folder" '[ ! -e "$tmp/x" ]'
check "run --help names --timing" '"$PFBENCH" run --help | grep -q -- "--timing METHOD"'
# the help's suites are one block, the very list an unknown --suite prints (pfbench's suite table)
"$PFBENCH" run --help | awk '/^Suites/ { on = 1; next } on && /^$/ { exit } on' > "$tmp/help-suites"
"$PFBENCH" run --suite bogus 2>&1 | tail -n +2 > "$tmp/table-suites"
check "run --help lists every suite together, as the suite table has them ($(wc -l < "$tmp/help-suites") lines)" \
    '[ -s "$tmp/help-suites" ] && cmp -s "$tmp/help-suites" "$tmp/table-suites"'

# --- pfbench solve: same table but for the time column, the method in the summary line -----
"$PFBENCH" gen --recipe random:48x40:p=0.25:seed=3 --out "$tmp/m" --per-bucket 4 > /dev/null
map="$tmp/m/gen-random-48x40-p0.25-s3.map"
for how in passes back-to-back; do
    "$PFBENCH" solve --map "$map" --scen "$map.scen" --algo astar/octile/bucket --repeat 3 \
        --timing "$how" > "$tmp/s-$how.txt" 2> "$tmp/s-$how.err"
    rc_=$?
    check "solve --timing $how exits 0: $(cat "$tmp/s-$how.err")" '[ $rc_ -eq 0 ]'
done
"$PFBENCH" solve --map "$map" --scen "$map.scen" --algo astar/octile/bucket --repeat 3 > "$tmp/s-default.txt"
check "solve's summary line names passes by default" \
    'tail -1 "$tmp/s-default.txt" | grep -qF "us/query (passes, 3),"'
check "solve's summary line names back-to-back" \
    'tail -1 "$tmp/s-back-to-back.txt" | grep -qF "us/query (back-to-back, 3),"'
# columns id cost optimum expanded valid match (time_us is the 7th)
n=$(grep -c '^[0-9]' "$tmp/s-passes.txt")
check "solve printed a row per scenario line ($n)" '[ "$n" -eq $(($(wc -l < "$map.scen") - 1)) ]'
check "solve: same answers under both methods" \
    cmp -s <(awk '/^[0-9]/ { NF = 6; print }' "$tmp/s-passes.txt") <(awk '/^[0-9]/ { NF = 6; print }' "$tmp/s-back-to-back.txt")
"$PFBENCH" solve --map "$map" --scen "$map.scen" --timing bogus > /dev/null 2> "$tmp/sx.err"
rc_=$?
check "solve --timing bogus exits 2 (got $rc_)" '[ $rc_ -eq 2 ]'
check "solve --timing bogus says why: $(cat "$tmp/sx.err")" grep -qxF \
    "pfbench solve: option '--timing': expected passes or back-to-back, found 'bogus'" "$tmp/sx.err"
finish
