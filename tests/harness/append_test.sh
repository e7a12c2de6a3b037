#!/usr/bin/env bash
# append_test.sh: `pfbench append` joins rows of another program to a run (as bench-peers does with
# the peers' rows): Dijkstra's cost is filled in from the run's rows of the same query, the
# suboptimality is computed from it, the tables count the new rows, and a malformed file changes
# nothing.
. "$(dirname "$0")/../lib.sh"
need_pfbench

"$PFBENCH" run --suite quick --maps 'gen-random-64*' --algos 'dijkstra/heap' --gbench-min-time 0 \
    --variant-seconds 100000 --quiet --out "$tmp/res" > /dev/null 2> "$tmp/err"
rc_=$?
check "run: $(cat "$tmp/err")" '[ $rc_ -eq 0 ]'
run=$tmp/res/latest
map=$(col "$run/runs.csv" map | head -n 1)
# the run's first two scenario lines and Dijkstra's cost for them
s0=$(col "$run/runs.csv" scen_id | sed -n 1p)
s1=$(col "$run/runs.csv" scen_id | sed -n 2p)
d0=$(col "$run/runs.csv" dijkstra_cost | sed -n 1p)
d1=$(col "$run/runs.csv" dijkstra_cost | sed -n 2p)
check "the run has two scenario lines ($s0: $d0, $s1: $d1)" '[ -n "$d0" ] && [ -n "$d1" ] && [ "$s0" != "$s1" ]'
before=$(wc -l < "$run/runs.csv")

# a peer's rows: columns in another order after map and family, no dijkstra_cost, subopt or
# counters; the first line at Dijkstra's cost (printed to 15 digits), the second at 1.5 times
# it, a line of another map
c1=$(awk -v d="$d1" 'BEGIN { printf "%.15g", d * 1.5 }')
{
    echo "map,family,variant,scen_id,moves,status,cost,valid,should_be_optimal,time_ns,algo,heuristic,open"
    echo "$map,gen-random,peer/astar,$s0,8,ok,$(printf '%.15g' "$d0"),1,1,1000,peer,-,-"
    echo "$map,gen-random,peer/astar,$s1,8,ok,$c1,1,1,2000,peer,-,-"
    echo "elsewhere,other,peer/astar,0,8,ok,5,1,0,3000,peer,-,-"
} > "$tmp/peer.csv"
"$PFBENCH" append "$run" "$tmp/peer.csv" > "$tmp/out" 2> "$tmp/err"
rc_=$?
check "append exits 0: $(cat "$tmp/err")" '[ $rc_ -eq 0 ]'
check "append says what it did: $(cat "$tmp/out")" \
    'grep -qxF "pfbench append: 3 rows from 1 file added to $run/runs.csv (now $((before + 2)) rows)" "$tmp/out"'
rows() { paste -d, <(col "$run/runs.csv" variant) <(col "$run/runs.csv" map) <(col "$run/runs.csv" scen_id) \
    <(col "$run/runs.csv" dijkstra_cost) <(col "$run/runs.csv" subopt) | grep '^peer/astar,'; }
check "first line: Dijkstra's cost filled in, subopt 0: $(rows | sed -n 1p)" \
    '[ "$(rows | sed -n 1p)" = "peer/astar,$map,$s0,$d0,0" ]'
check "second line: subopt 0.5: $(rows | sed -n 2p)" \
    '[ "$(rows | sed -n 2p | cut -d, -f 4)" = "$d1" ] && awk -v s="$(rows | sed -n 2p | cut -d, -f 5)" "BEGIN { exit !(s > 0.4999999 && s < 0.5000001) }"'
check "a line no run row has: no Dijkstra cost, no subopt: $(rows | sed -n 3p)" \
    '[ "$(rows | sed -n 3p)" = "peer/astar,elsewhere,0,," ]'
check "validate.txt counts the peer: must yes, not optimal" 'grep -q "^peer/astar  *yes .*FAIL (not optimal)" "$run/validate.txt"'
check "summary.csv: the peer's gen-random row, 1 of 2 solved at Dijkstra's cost" \
    'grep -q "^peer/astar,gen-random,8,2,0.500000," "$run/summary.csv"'

# a malformed file: exit 2, the file and line named, runs.csv and the tables unchanged
cp "$run/runs.csv" "$tmp/runs.before"
cp "$run/summary.csv" "$tmp/summary.before"
printf 'map,family,variant,scen_id\nm,f,peer/x,notanumber\n' > "$tmp/bad.csv"
"$PFBENCH" append "$run" "$tmp/peer.csv" "$tmp/bad.csv" > /dev/null 2> "$tmp/err"
rc_=$?
check "a malformed file: exit 2" '[ $rc_ -eq 2 ]'
check "a malformed file: the message names it and its line: $(cat "$tmp/err")" \
    'grep -q "^pfbench append: $tmp/bad.csv:2: .*(nothing was appended)$" "$tmp/err"'
check "a malformed file: runs.csv unchanged" 'cmp -s "$run/runs.csv" "$tmp/runs.before"'
check "a malformed file: summary.csv unchanged" 'cmp -s "$run/summary.csv" "$tmp/summary.before"'
"$PFBENCH" append "$run" > /dev/null 2> "$tmp/err"
rc_=$?
check "no file: exit 2 and a message" '[ $rc_ -eq 2 ] && grep -q "expected a result folder and at least one CSV file" "$tmp/err"'
finish
