#!/usr/bin/env bash
# peer_domains_test.sh: scripts/bench-peers-domains.sh end to end on one generated waypoint
# graph (no data needed): pfbench and Boost.Graph on the same 100 queries, Boost's rows joined
# and valid at Dijkstra's cost, the ratio table with both pairs of that map.
. "$(dirname "$0")/../../lib.sh"
need_pfbench
bin=$(dirname "$PFBENCH")
[ -x "$bin/pfbench-boost-graph" ] || skip "pfbench-boost-graph not built (Boost.Graph headers missing)"

bash "$root/scripts/bench-peers-domains.sh" --pfbench "$PFBENCH" --maps 'gen-waypoints-1024*' --repeat 1 \
    --out "$tmp/res" > "$tmp/out" 2> "$tmp/err"
rc_=$?
check "exit 0: $(tail -3 "$tmp/err")" '[ $rc_ -eq 0 ]'
run=$(ls -d "$tmp/res"/2*/ | head -n 1)
check "a result folder" '[ -n "$run" ] && [ -f "$run/runs.csv" ]'
map=gen-waypoints-1024-n20000-h24-c6-sl60-k6-s4
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         $c["variant"] ~ /^boost\/graph-/ { n[$c["variant"]]++
             d = $c["cost"] - $c["dijkstra_cost"]; if (d < 0) d = -d
             if ($c["status"] != "ok" || $c["valid"] != 1 || d > 1e-9 || $c["map"] != "'$map'" ||
                 $c["domain"] != "graph" || $c["moves"] != "graph") bad++ }
         END { exit !(n["boost/graph-astar"] == 100 && n["boost/graph-dijkstra"] == 100 && bad == 0) }' "$run/runs.csv"
rc_=$?
check "100 Boost rows per search, each ok, valid, at pfbench's Dijkstra cost" '[ $rc_ -eq 0 ]'
check "the table has the A* pair" grep -q "^| $map | boost/graph-astar | graph/astar/euclidean/heap | 100 | " "$run/peers.md"
check "the table has the Dijkstra pair" grep -q "^| $map | boost/graph-dijkstra | graph/dijkstra/heap | 100 | " "$run/peers.md"
check "the table says how both sides were timed" grep -q "^Timing: passes, K = 1, for pfbench and Boost.Graph" "$run/peers.md"
bash "$root/scripts/bench-peers-domains.sh" --pfbench "$PFBENCH" --costs exact > /dev/null 2> "$tmp/err2"
rc_=$?
check "a bad --costs: exit 2 and the choices" '[ $rc_ -eq 2 ] && grep -q "expected fixed or double, found '"'"'exact'"'"'" "$tmp/err2"'
finish
