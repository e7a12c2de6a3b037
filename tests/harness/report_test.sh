#!/usr/bin/env bash
# report_test.sh: `pfbench report` on hand-made result folders whose figures are known exactly:
# summary.csv's optimal share is optimal / solved when budget rows exist, speed.csv and the
# report's speed table hold the medians, means and geometric-mean speed-ups worked out below,
# the report names the timing method, the charts come from the chart index charts/data/charts.tsv, the warnings
# appear, `--peers` computes the ratio table, and the validate table has no cap.
#
# Usage: tests/harness/report_test.sh [PROJECT_ROOT]   (PFBENCH must name the pfbench binary)

. "$(dirname "$0")/../lib.sh"
need_pfbench

hdr=map,family,scen_id,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,subopt,valid,should_be_optimal,expanded,time_ns,host

# --- a run with budget and nopath rows; the reference (dijkstra/heap) on two families.
# astar/octile/heap, moves 8, solved times: f1 1000 3000, f2 2000 6000 100000 and one budget
# row, slower than every solved one (the nopath row is left out) -> family medians 2000 and
# (6000 + 100000) / 2 = 53000; all six: 1000 2000 3000 6000 100000 budget -> 4500 ns = 4.5 us;
# expanded 10..50 over the solved -> mean 30.
# dijkstra/heap: f1 4000 8000 (median 6000), f2 10000 30000 50000 (median 30000); all: 10000.
# speed-ups: f1 6000/2000 = 3, f2 30000/53000 = 0.566, geometric mean sqrt(1.698) = 1.3031.
# astar on f2: 3 solved, one 10% over the optimum, one budget row -> optimal share 2/3.
run=$tmp/run
mkdir "$run"
cat > "$run/runs.csv" <<EOF
$hdr
m1,f1,0,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,10,1000,h1
m1,f1,1,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,20,3000,h1
m2,f2,0,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,30,2000,h1
m2,f2,1,astar/octile/heap,astar,octile,heap,8,ok,11,10,0.1,1,1,40,6000,h1
m2,f2,2,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,50,100000,h1
m2,f2,3,astar/octile/heap,astar,octile,heap,8,budget,,10,,0,1,900,999999,h1
m2,f2,4,astar/octile/heap,astar,octile,heap,8,nopath,,,,0,1,5,7,h1
m1,f1,0,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,100,4000,h1
m1,f1,1,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,200,8000,h1
m2,f2,0,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,300,10000,h1
m2,f2,1,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,400,30000,h1
m2,f2,2,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,500,50000,h1
m1,f1,0,bfs,bfs,-,-,4,ok,10,10,0,1,1,7,1500000,h1
EOF
cat > "$run/meta.json" <<'EOF'
{
  "pfbench": "0.1",
  "suite": "hand",
  "date": "2026-01-02T03:04:05Z",
  "compiler": "cc \"quoted\" 1.0",
  "cflags": "-O2 | -g",
  "map_list": [{"name": "m1", "host": "not-the-host"}],
  "timing": "passes",
  "repeat": 5,
  "complete": true
}
EOF
"$PFBENCH" report "$run" > "$tmp/out" 2> "$tmp/err"
rc_=$?
check "report exited $rc_ ($(cat "$tmp/err"))" test $rc_ -eq 0
check "report did not say what it wrote: $(cat "$tmp/out")" \
    grep -qxF "pfbench report: wrote $run/report.md (and summary.csv, speed.csv, validate.txt)" "$tmp/out"

# expect_line FILE LINE: FILE holds exactly LINE
expect_line() {
    if grep -qxF -- "$2" "$1"; then ok; else
        bad "$(basename "$1") has no line '$2'; it has:"; sed 's/^/    /' "$1" >&2; fi
}
expect_line "$run/summary.csv" "variant,family,moves,scenarios,optimal_share,worst_subopt,mean_subopt,invalid,budget,mean_expanded,median_time_ns,speedup_vs_dijkstra,should_be_optimal,solved,nopath,errors,median_prep_ns,prep_bytes_per_cell"
expect_line "$run/summary.csv" "astar/octile/heap,f2,8,5,0.666667,0.1,0.0333333333,0,1,40.0,53000,0.5660,1,3,1,0,0,0"
expect_line "$run/summary.csv" "astar/octile/heap,f1,8,2,1.000000,0,0,0,0,15.0,2000,3.0000,1,2,0,0,0,0"
expect_line "$run/summary.csv" "dijkstra/heap,f2,8,3,1.000000,0,0,0,0,400.0,30000,1.0000,1,3,0,0,0,0"
# no reference rows under moves 4: no speed-up, an empty field
expect_line "$run/summary.csv" "bfs,f1,4,1,1.000000,0,0,0,0,7.0,1500000,,1,1,0,0,0,0"
expect_line "$run/speed.csv" "variant,moves,solved,median_time_ns,mean_expanded,speedup_vs_dijkstra,speedup_families,budget,nopath,errors"
expect_line "$run/speed.csv" "astar/octile/heap,8,5,4500,30.0,1.3031,2,1,1,0"
expect_line "$run/speed.csv" "dijkstra/heap,8,5,10000,300.0,1.0000,2,0,0,0"
expect_line "$run/speed.csv" "bfs,4,1,1500000,7.0,,0,0,0,0"
# the speed table of the report: the same figures, formatted
md=$run/report.md
expect_line "$md" "| variant | moves | median µs per query | mean nodes expanded | speedup over dijkstra/heap |"
expect_line "$md" "| astar/octile/heap | 8 | 4.5 | 30 | 1.30× |"
expect_line "$md" "| dijkstra/heap | 8 | 10.0 | 300 | 1.00× |"
expect_line "$md" "| bfs | 4 | 1500 | 7 | – |"
expect_line "$md" "_Note: astar/octile/heap (moves 8): 2 unsolved queries (status budget: 1, status nopath: 1): budget rows count in its median as slower than every solved query, the others are left out; its mean is over solved queries_  "
# the rows come first in the order of runs.csv
check "speed table not in the order of runs.csv" \
    test "$(grep -E '^\| (astar|dijkstra|bfs)' "$md" | cut -d' ' -f2 | tr '\n' ' ')" = "astar/octile/heap dijkstra/heap bfs "
# the optimality table: 66% for astar on f2 (2 of 3 solved; the budget row apart)
check "validate.txt has no 66% cell for astar/octile/heap on f2" \
    grep -qE '^astar/octile/heap +yes +100% +66% \(\+10%\) +0 +1  FAIL \(not optimal\)$' "$run/validate.txt"
check "report.md does not embed validate.txt" grep -qF "$(sed -n 4p "$run/validate.txt")" "$md"
# metadata from meta.json: escapes undone, '|' escaped, nested keys ignored
expect_line "$md" "# pfbench report: suite hand, 2026-01-02T03:04:05Z"
expect_line "$md" '| compiler | cc "quoted" 1.0 |'
expect_line "$md" '| flags | -O2 \| -g |'
expect_line "$md" '| host | h1 |'
expect_line "$md" '| commit | – |'
# the timing method
expect_line "$md" "Timing: **passes**. The scenario list of each map was run 5 times in sequence (passes), each query solved once per pass, and a query's \`time_ns\` in runs.csv is the median of its solves over the passes: no query follows itself, as when a game issues queries."
check "report.md describes gbench.json although there is none" grep -q '^No gbench.json in this folder' "$md"
check "report.md warns about hosts or completeness without cause" test -z "$(grep -i 'warning' "$md")"
check "report.md without charts does not say so" grep -q '^No charts yet: run `scripts/charts.sh run` first' "$md"

# --- back to back, and a run from before the timing key
sed 's/"timing": "passes"/"timing": "back-to-back"/' "$run/meta.json" > "$tmp/m" && mv "$tmp/m" "$run/meta.json"
"$PFBENCH" report --quiet "$run" > "$tmp/q.out"
check "report --quiet printed something: $(cat "$tmp/q.out")" test ! -s "$tmp/q.out"
expect_line "$md" "Timing: **back to back**. Each query was solved 5 times in a row and its \`time_ns\` in runs.csv is the median of those solves. Every solve after the first finds the search state in the caches, so the absolute times are lower than when the queries are interleaved, as a game issues them; the ratios between variants hold."
grep -v '"timing"' "$run/meta.json" > "$tmp/m" && mv "$tmp/m" "$run/meta.json"
"$PFBENCH" report --quiet "$run"
check "report.md of a run without the timing key does not say it timed back to back" \
    grep -qF 'Timing: **back to back** (meta.json has no "timing" key: a run from before the timing option, when every run timed back to back). Each query was solved 5 times in a row' "$md"
echo '{"benchmarks": []}' > "$run/gbench.json"
sed 's/"repeat": 5/"repeat": 5, "gbench_min_time": 0.25/' "$run/meta.json" > "$tmp/m" && mv "$tmp/m" "$run/meta.json"
"$PFBENCH" report --quiet "$run"
check "report.md does not describe the Google Benchmark method" \
    grep -qF 'the library repeats iterations for at least 0.25 s (meta.json `gbench_min_time`)' "$md"

# --- warnings: several hosts (meta.json "hosts" and the host column), an incomplete run
sed 's/"complete": true/"hosts": ["node-a", "node-b"], "complete": false/' "$run/meta.json" > "$tmp/m" && mv "$tmp/m" "$run/meta.json"
"$PFBENCH" report --quiet "$run"
check "no warning naming the 3 hosts" grep -qF '> **Warning: timings mix 3 hosts: node-a, node-b, h1.**' "$md"
expect_line "$md" '| host | node-a, node-b, h1 |'
check "no incomplete-run warning" grep -qF '> **Warning: incomplete run.**' "$md"

# --- charts: the chart index charts/data/charts.tsv captions the charts it lists, in its order;
# others are listed too
mkdir -p "$run/charts/data" "$run/plot"
for f in time-8.png time-8.svg speedup-4.png extra.png; do echo x > "$run/charts/$f"; done
printf 'speedup-4\tspeedup.gp\tSpeed-up, 4 moves\tHeat map of speed-ups.\n# a comment\ntime-8\ttime.gp\tTime, 8 moves\tTime against length.\nmissing-8\ttime.gp\tNot drawn\tNo such file.\nskip\tscaling-4\tno map family with two sizes\n' \
    > "$run/charts/data/charts.tsv"
"$PFBENCH" report --quiet "$run"
check "charts out of the order of charts.tsv" \
    test "$(grep '^### ' "$md" | tr '\n' '|')" = "### Speed-up, 4 moves|### Time, 8 moves|### scaling-4|### extra|"
expect_line "$md" "![Time, 8 moves](charts/time-8.png)"
expect_line "$md" "Time against length. ([SVG](charts/time-8.svg))"
expect_line "$md" "Heat map of speed-ups."
expect_line "$md" "Not drawn: no map family with two sizes"
expect_line "$md" "A chart found in charts/ that the chart index charts/data/charts.tsv does not list."
check "a chart listed but not drawn is in the report" test -z "$(grep 'missing-8' "$md")"
expect_line "$md" "The gnuplot scripts used are in \`plot/\`; \`sh plot/redraw.sh\` redraws the charts from \`charts/data/\`."
printf 'time-8\tonly-a-title\n' > "$run/charts/data/charts.tsv"
cp "$md" "$tmp/before.md"
"$PFBENCH" report --quiet "$run" 2> "$tmp/err"
rc_=$?
check "a bad charts.tsv line did not fail the report" test $rc_ -eq 2
check "unexpected message for a bad charts.tsv: $(cat "$tmp/err")" \
    grep -qxF "pfbench report: $run/charts/data/charts.tsv:1: expected NAME<TAB>SCRIPT<TAB>TITLE<TAB>CAPTION or skip<TAB>NAME<TAB>REASON, found 'time-8$(printf '\t')only-a-title'" "$tmp/err"
check "a failed report replaced report.md" cmp -s "$md" "$tmp/before.md"
check "a failed report left a temporary file" test -z "$(find "$run" -name '*.tmp.*')"
rm "$run/charts/data/charts.tsv"
"$PFBENCH" report --quiet "$run"
check "without charts.tsv the PNG files are not listed in name order" \
    test "$(grep '^### ' "$md" | tr '\n' '|')" = "### extra|### speedup-4|### time-8|"

# --- errors: no runs.csv
mkdir "$tmp/empty"
"$PFBENCH" report "$tmp/empty" > /dev/null 2> "$tmp/err"
rc_=$?
check "report without runs.csv exited $rc_, expected 2" test $rc_ -eq 2
check "unexpected message without runs.csv: $(cat "$tmp/err")" grep -qF "pfbench report: $tmp/empty/runs.csv: cannot open" "$tmp/err"

# --- the validate table has no cap: 40 families and 300 variants all appear
big=$tmp/big
mkdir "$big"
{ echo "$hdr"
  for v in $(seq 1 300); do echo "m1,fam01,0,var$v,x,-,-,8,ok,1,1,0,1,0,1,100,h1"; done
  for f in $(seq -w 1 40); do echo "m$f,fam$f,0,var1,x,-,-,8,ok,1,1,0,1,0,1,100,h1"; done
} > "$big/runs.csv"
"$PFBENCH" validate "$big" > "$tmp/big.out"
rc_=$?
check "validate on 300 variants x 40 families exited $rc_" test $rc_ -eq 0
check "the 300th variant is missing from validate.txt" grep -q '^var300 ' "$big/validate.txt"
check "the 40th family is missing from validate.txt" grep -q ' fam40 ' "$big/validate.txt"
check "validate.txt does not list 300 variants" test "$(grep -c '^var[0-9]* ' "$big/validate.txt")" = 300

# --- --peers: the ratio table from a pairs file
peers=$tmp/peers
mkdir "$peers"
cat > "$peers/runs.csv" <<EOF
$hdr
den,dao,0,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,100,1000,h1
den,dao,1,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,300,3000,h1
den,dao,2,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,200,2000,h1
den,dao,3,astar/octile/heap,astar,octile,heap,8,ok,10,10,0,1,1,200,2000,h1
den,dao,0,peer/astar,peer,-,-,8,ok,10,10,0,1,0,0,2000,h1
den,dao,1,peer/astar,peer,-,-,8,ok,10,10,0,1,0,0,9000,h1
den,dao,2,peer/astar,peer,-,-,8,ok,10,10,0,1,0,0,6000,h1
den,dao,3,peer/astar,peer,-,-,8,budget,,10,,0,0,0,1,h1
EOF
printf '# pairs\npeer/astar astar/octile/heap\n\npeer/astar\tnot/in/the/run\n' > "$tmp/pairs"
"$PFBENCH" report --quiet --peers "$tmp/pairs" "$peers"
rc_=$?
check "report --peers exited $rc_" test $rc_ -eq 0
expect_line "$peers/peers.csv" "map,peer,pfbench_variant,scenarios,median_ratio,peer_median_us,pfbench_median_us"
expect_line "$peers/peers.csv" "den,peer/astar,astar/octile/heap,3,3.000,6.0,2.0"
check "peers.csv has lines for a pair without rows" test "$(wc -l < "$peers/peers.csv")" = 2
expect_line "$peers/peers.md" "| den | peer/astar | astar/octile/heap | 3 | 3.00 | 6.0 | 2.0 |"
# expansions per second of the registry's variants only: 800 expanded in 8000 ns = 100 M/s
expect_line "$peers/peers.md" "| den | astar/octile/heap | 100.00 |"
check "peers.md lists the peer's expansion rate" test -z "$(grep '^| den | peer/astar | [0-9.]* |$' "$peers/peers.md")"
check "--peers wrote report.md" test ! -e "$peers/report.md"
printf 'peer/astar astar/octile/heap\na b c\n' > "$tmp/pairs"
"$PFBENCH" report --peers "$tmp/pairs" "$peers" 2> "$tmp/err"
rc_=$?
check "a bad pairs file exited $rc_, expected 2" test $rc_ -eq 2
check "unexpected message for a bad pairs file: $(cat "$tmp/err")" \
    grep -qxF "pfbench report: $tmp/pairs:2: expected 'PEER_VARIANT PFBENCH_VARIANT', found 'a b c'" "$tmp/err"
# scripts/peers-table.sh passes its pairs file through
rm "$peers/peers.csv"
printf 'peer/astar astar/octile/heap\n' > "$tmp/pairs"
"$root/scripts/peers-table.sh" "$peers" "$tmp/pairs"
check "peers-table.sh did not write peers.csv" grep -qxF "den,peer/astar,astar/octile/heap,3,3.000,6.0,2.0" "$peers/peers.csv"

# --- scripts/report.sh runs `pfbench report`
rm "$run/report.md"
"$root/scripts/report.sh" "$run" > /dev/null
check "scripts/report.sh did not write report.md" test -s "$run/report.md"

# --- a variant whose budget rows reach the middle of one family's times gets no headline
# speed-up: idastar is 10x faster on f1 (600 vs 6000) but stopped on 2 of 3 queries of f2.
run=$tmp/ida
mkdir "$run"
cat > "$run/runs.csv" <<EOF
$hdr
m1,f1,0,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,100,4000,h1
m1,f1,1,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,200,8000,h1
m2,f2,0,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,300,10000,h1
m2,f2,1,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,400,30000,h1
m2,f2,2,dijkstra/heap,dijkstra,zero,heap,8,ok,10,10,0,1,1,500,50000,h1
m1,f1,0,idastar/octile,idastar,octile,-,8,ok,10,10,0,1,1,10,500,h1
m1,f1,1,idastar/octile,idastar,octile,-,8,ok,10,10,0,1,1,30,700,h1
m2,f2,0,idastar/octile,idastar,octile,-,8,budget,,10,,0,1,9000,90000,h1
m2,f2,1,idastar/octile,idastar,octile,-,8,ok,10,10,0,1,1,50,100,h1
m2,f2,2,idastar/octile,idastar,octile,-,8,budget,,10,,0,1,9000,90000,h1
EOF
"$PFBENCH" report "$run" > /dev/null 2> "$tmp/err"
rc_=$?
check "report on the IDA* rows exited $rc_ ($(cat "$tmp/err"))" test $rc_ -eq 0
expect_line "$run/summary.csv" "idastar/octile,f1,8,2,1.000000,0,0,0,0,20.0,600,10.0000,1,2,0,0,0,0"
expect_line "$run/summary.csv" "idastar/octile,f2,8,3,1.000000,0,0,0,2,50.0,0,,1,1,0,0,0,0"
# every query: 100 500 700 budget budget -> 700; no speed-up over the families
expect_line "$run/speed.csv" "idastar/octile,8,3,700,30.0,,0,2,0,0"
expect_line "$run/report.md" "| idastar/octile | 8 | 0.7 | 30 | – |"

# --- the scenario lines: meta.json's map_list says how many of each file's lines ran (evenly
# spaced); a map that ran them all is counted, the others named with N of M
cat > "$run/meta.json" <<'EOF'
{ "suite": "hand", "complete": true, "map_list": [
  {"name": "m1", "scenarios": 201, "file_lines": 201},
  {"name": "m2", "scenarios": 300, "file_lines": 11961},
  {"name": "m3", "scenarios": 20, "file_lines": 1650} ] }
EOF
"$PFBENCH" report "$run" > /dev/null 2> "$tmp/err"
rc_=$?
check "report with file_lines exited $rc_ ($(cat "$tmp/err"))" test $rc_ -eq 0
expect_line "$run/report.md" "A map that runs part of its query file takes N of its M lines evenly spaced over the whole file (line floor(i M / N) for i = 0 .. N - 1): the files are sorted by path length, so every length is in the sample, not only the short lines at the head. 1 map ran every line. Sampled: m2 300 of 11,961; m3 20 of 1,650."

finish
