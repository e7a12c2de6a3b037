#!/usr/bin/env bash
# posthoc_run_test.sh: the Posthoc traces that `pfbench draw --posthoc` and `pfbench run` write,
# read back with jq: draw's trace of a panel is trace --format posthoc's byte for byte (one panel:
# FILE, several: FILE-NN-VARIANT.trace.json), a voxel level's has z and the path solve finds; a
# small run leaves traces/NN-VARIANT.trace.json beside each picture's trace, its expansions those
# of that trace in the same order; --trace-steps cuts a trace, marked truncated and said, and
# its path to as many points as steps.
#
# Usage: tests/harness/posthoc_run_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v jq > /dev/null 2>&1 || skip "jq is not installed"

"$PFBENCH" gen --recipe random:40x40:p=0.2:seed=4 --out "$tmp/g" > /dev/null 2>&1
map=$tmp/g/gen-random-40x40-p0.2-s4.map
check "gen: $map" test -f "$map"

# draw --posthoc, one panel: FILE itself, the same bytes as trace --format posthoc
"$PFBENCH" draw --map "$map" --id 120 --algos jps --out "$tmp/one.png" --posthoc "$tmp/one.trace.json" 2> "$tmp/d.err"
rc_=$?
check "draw --posthoc (one panel) exits 0: $(tail -n 1 "$tmp/d.err")" test $rc_ -eq 0
"$PFBENCH" trace --map "$map" --id 120 --algo jps --format posthoc --out "$tmp/jps.trace.json" 2> /dev/null
check "draw's trace of jps is trace --format posthoc's" cmp -s "$tmp/one.trace.json" "$tmp/jps.trace.json"
check "draw says it wrote the trace" grep -q "pfbench draw: wrote $tmp/one.trace.json (the Posthoc trace of jps)" "$tmp/d.err"

# several panels: FILE-NN-VARIANT.trace.json, in panel order
"$PFBENCH" draw --map "$map" --id 120 --algos 'astar/octile/heap,jps' --out "$tmp/two.png" \
    --posthoc "$tmp/two.trace.json" 2> "$tmp/d.err"
rc_=$?
check "draw --posthoc (two panels) exits 0: $(tail -n 1 "$tmp/d.err")" test $rc_ -eq 0
check "draw --posthoc names a panel's trace FILE-NN-VARIANT.trace.json" \
    test "$(jq -r .pfbench.variant "$tmp/two-00-astar_octile_heap.trace.json" "$tmp/two-01-jps.trace.json" | tr '\n' ' ')" = "astar/octile/heap jps "
check "the second panel's trace is trace --format posthoc's" cmp -s "$tmp/two-01-jps.trace.json" "$tmp/jps.trace.json"
check "no FILE itself for several panels" test ! -e "$tmp/two.trace.json"

# a voxel level (12^3, a sixth blocked, made here): the generic search's trace has z, its end the
# path from start to goal and the cost solve prints
awk 'BEGIN { srand(3); print "voxel 12 12 12"
             for (x = 0; x < 12; x++) for (y = 0; y < 12; y++) for (z = 0; z < 12; z++)
                 if (rand() < 0.17 && !(x == 1 && y == 1 && z == 1) && !(x == 10 && y == 9 && z == 10)) print x, y, z }' > "$tmp/v.3dmap"
printf 'version 1\nv.3dmap\n1 1 1 10 9 10 15.0 1.0\n' > "$tmp/v.3dmap.3dscen"
"$PFBENCH" draw --map "$tmp/v.3dmap" --algos voxel/generic/greedy --out "$tmp/v.png" --posthoc "$tmp/v.trace.json" 2> "$tmp/d.err"
rc_=$?
check "draw --posthoc on a voxel level exits 0: $(tail -n 1 "$tmp/d.err")" test $rc_ -eq 0
check "voxel: version, every event with z" \
    test "$(jq -r '.version + " " + ([.events[] | select(has("z") | not)] | length | tostring)' "$tmp/v.trace.json")" = "1.4.0 0"
check "voxel: the end's path from start to goal" \
    test "$(jq -c '[.events[-1].path[0] | .x, .y, .z] + [.events[-1].path[-1] | .x, .y, .z]' "$tmp/v.trace.json")" = "[1,1,1,10,9,10]"
want=$("$PFBENCH" solve --map "$tmp/v.3dmap" --algo voxel/generic/greedy 2>/dev/null | awk '$1 == 0 { print $2 }')
got=$(jq -r '.events[-1].cost' "$tmp/v.trace.json" | awk '{ printf "%.6f\n", $1 }')
check "voxel: end cost $got, solve says $want" test -n "$want" -a "$got" = "$want"

# a small run: traces/NN-VARIANT.trace.json beside every NN-VARIANT.trace
"$PFBENCH" run --suite quick --maps 'gen-*' --algos 'dijkstra/heap,astar/octile/heap,jps' --gbench-min-time 0 \
    --repeat 1 --quiet --out "$tmp/res" > /dev/null 2> "$tmp/r.err"
rc_=$?
check "run exits 0: $(tail -n 1 "$tmp/r.err")" test $rc_ -eq 0
tr=$tmp/res/latest/traces
check "the run pictures 3 variants" test "$(ls "$tr"/*.trace 2> /dev/null | wc -l)" -eq 3
for t in "$tr"/*.trace; do
    j=$t.json n=$(basename "$t" .trace)
    check "$n: no $j" test -s "$j"
    [ -s "$j" ] || continue
    check "$n: version, variant" test "$(jq -r '.version + " " + .pfbench.variant' "$j" | tr / _)" = "1.4.0 ${n#??-}"
    check "$n: as many expansions as it says" \
        test "$(jq '.pfbench.expanded as $n | [.events[] | select(.type == "expanding")] | length == $n' "$j")" = true
    # the expansions: the cells of the picture's trace, in the same order
    jq -r '[.events[] | select(.type == "expanding")] | to_entries[] | "\(.value.x) \(.value.y) \(.key)"' "$j" |
        LC_ALL=C sort > "$tmp/posthoc.order"
    awk '!/^#/ { for (x = 1; x <= NF; x++) if ($x >= 0) print x - 1, y + 0, $x; y++ }' "$t" | LC_ALL=C sort > "$tmp/own.order"
    check "$n: the expansions differ from the picture's trace" cmp -s "$tmp/posthoc.order" "$tmp/own.order"
    check "$n: the end's path is the picture's" \
        test "$(jq -r '.events[-1].path[] | "\(.x) \(.y)"' "$j")" = "$(cat "$t.path")"
done
check "nothing half-written in traces/: $(ls "$tr" | grep -v '\.trace\(\.json\|\.path\|\.jumps\)\?$' | head -n 1)" \
    test -z "$(ls "$tr" | grep -v '\.trace\(\.json\|\.path\|\.jumps\)\?$')"

# --trace-steps: a run's traces cut at 30 steps, marked truncated and said on stderr
"$PFBENCH" run --suite quick --maps 'gen-*' --algos 'astar/octile/heap' --gbench-min-time 0 --repeat 1 --quiet \
    --trace-steps 30 --out "$tmp/cut" > /dev/null 2> "$tmp/c.err"
j=$(ls "$tmp"/cut/latest/traces/*.trace.json 2> /dev/null | head -n 1)
check "--trace-steps 30: a trace written" test -n "$j"
check "--trace-steps 30: steps, truncated, a lost step" \
    test "$(jq -r '"\(.pfbench.steps) \(.pfbench.truncated) \(.pfbench.steps_lost > 0)"' "${j:-/dev/null}")" = "30 true true"
check "--trace-steps 30: 30 steps among the events" \
    test "$(jq '[.events[] | select(.type == "expanding" or .type == "generating" or .type == "updating")] | length' "${j:-/dev/null}")" = 30
check "--trace-steps 30: said on stderr: $(cat "$tmp/c.err")" grep -q "the Posthoc trace is truncated: its first 30 steps are written" "$tmp/c.err"
check "--trace-steps 30: the end still has the path" test "$(jq '.events[-1].path | length' "${j:-/dev/null}")" -gt 1
# a cut trace keeps at most as many path points as steps: the depth-first search's path (148
# cells whole) cut to the first 20, the rest counted in path_lost and said on stderr
"$PFBENCH" trace --map "$map" --id 120 --algo generic/lifo --format posthoc --out "$tmp/dfs.json" 2> /dev/null
whole=$(jq -r '"\(.pfbench.path_points) \(.pfbench.path_lost) \(.events[-1].path | length)"' "$tmp/dfs.json" 2> /dev/null)
check "the whole trace: path_points the path's length, none lost ($whole)" test "$whole" = "148 0 148"
"$PFBENCH" trace --map "$map" --id 120 --algo generic/lifo --format posthoc --trace-steps 20 --out "$tmp/dfs20.json" 2> "$tmp/p.err"
cut=$(jq -r '"\(.pfbench.steps) \(.pfbench.path_points) \(.pfbench.path_lost) \(.events[-1].path | length)"' "$tmp/dfs20.json" 2> /dev/null)
check "--trace-steps 20: 20 steps, 20 path points, 128 lost ($cut)" test "$cut" = "20 20 128 20"
check "--trace-steps 20: the first points are the whole trace's" \
    test "$(jq -c '.events[-1].path' "$tmp/dfs20.json")" = "$(jq -c '.events[-1].path[0:20]' "$tmp/dfs.json")"
check "--trace-steps 20: the cut path said on stderr: $(tail -n 1 "$tmp/p.err")" \
    grep -q "the end holds the first 20 of the path's 148 points (--trace-steps)" "$tmp/p.err"
"$PFBENCH" draw --map "$map" --out "$tmp/x.png" --trace-steps 0 > /dev/null 2> "$tmp/e.err"
rc_=$?
check "--trace-steps 0: exit $rc_" test $rc_ -eq 2
check "--trace-steps 0: $(cat "$tmp/e.err")" grep -q "option '--trace-steps': expected a whole number from 1 to 4194304, found '0'" "$tmp/e.err"
finish
