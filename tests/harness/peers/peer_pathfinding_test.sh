#!/usr/bin/env bash
# Test for the PathFinding.js peer runner (harness/peers/pathfinding/run.js).
#
# usage: tests/harness/peers/peer_pathfinding_test.sh [PROJECT_ROOT]
# PROJECT_ROOT defaults to the parent of this script's directory.
# Exit status: 0 pass, 1 fail, 77 skipped (node or the npm package missing).
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/peer_lib.sh"
peer="$root/harness/peers/pathfinding"
runjs="$peer/run.js"

command -v node >/dev/null 2>&1 || skip "node or node_modules missing (no node on PATH)"
if [ ! -f "$runjs" ]; then
    echo "FAIL: $runjs not found" >&2
    exit 1
fi
(cd "$peer" && node -e "require.resolve('pathfinding')") >/dev/null 2>&1 ||
    skip "node or node_modules missing (run 'npm ci' in $peer)"

# tests/data/wall-5x4.map: 5 wide, 4 high, a wall in column 2 on rows 1..3, so the only
# way between the halves is along row 0, through cell (2,0).
#   y0  .....
#   y1  ..@..
#   y2  ..@..
#   y3  ..@..
cp "$root/tests/data/wall-5x4.map" "$tmp/t.map"

# Hand-computed costs (no corner cutting: a diagonal needs both side cells free):
#  id 0: (1,1)->(3,1). (1,1)->(2,0) would cut the wall corner at (2,1), so the
#        path is (1,1)(1,0)(2,0)(3,0)(3,1): 4 cardinal steps = 4
#        (with corner cutting it would be 2*sqrt2 = 2.83).
#  id 1: (0,2)->(3,0). (0,2)->(1,1) diagonal, (1,1)->(1,0), (1,0)->(2,0)->(3,0):
#        3 + sqrt2 = 4.41421356
#  id 2: (0,1)->(3,0). (0,1)->(1,0) diagonal, then 2 cardinal: 2 + sqrt2 = 3.41421356
#  id 3: (4,3)->(4,3): start = goal, cost 0, one cell.
# Every optimal path above also has the fewest steps, so BFS returns the same costs.
printf 'version 1\n' > "$tmp/t.scen"
printf '1\tt.map\t5\t4\t1\t1\t3\t1\t4\n'          >> "$tmp/t.scen"
printf '1\tt.map\t5\t4\t0\t2\t3\t0\t4.41421356\n' >> "$tmp/t.scen"
printf '0\tt.map\t5\t4\t0\t1\t3\t0\t3.41421356\n' >> "$tmp/t.scen"
printf '0\tt.map\t5\t4\t4\t3\t4\t3\t0\n'          >> "$tmp/t.scen"

expected_header='map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host,clone_ns'

# --- normal run ----------------------------------------------------------
if ! node "$runjs" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 2 \
        --host testhost --family gen-test > "$tmp/out.csv" 2> "$tmp/err.txt"; then
    bad "run.js exited non-zero on a valid map"; cat "$tmp/err.txt" >&2
fi

check_table "$tmp/out.csv" "$expected_header" 20 "4 scenarios x 5 finders" 28

# One line per row: scen_id variant status cost valid should_be_optimal path_len
got=$(paste -d' ' <(col "$tmp/out.csv" scen_id) <(col "$tmp/out.csv" variant) \
                  <(col "$tmp/out.csv" status) <(col "$tmp/out.csv" cost) \
                  <(col "$tmp/out.csv" valid) <(col "$tmp/out.csv" should_be_optimal) \
                  <(col "$tmp/out.csv" path_len))
# jps and biastar claim optimality (should_be_optimal 1); on start = goal PathFinding.js 0.4.18
# shows two faults the validator must see: JumpPointFinder returns no path (Util.expandPath
# drops a one-cell path) and BiAStarFinder returns a 3-cell loop of cost 2.
want='0 pathfinding.js/astar ok 4 1 1 5
0 pathfinding.js/dijkstra ok 4 1 1 5
0 pathfinding.js/bfs ok 4 1 0 5
0 pathfinding.js/jps ok 4 1 1 5
0 pathfinding.js/biastar ok 4 1 1 5
1 pathfinding.js/astar ok 4.41421356237309 1 1 5
1 pathfinding.js/dijkstra ok 4.41421356237309 1 1 5
1 pathfinding.js/bfs ok 4.41421356237309 1 0 5
1 pathfinding.js/jps ok 4.41421356237309 1 1 5
1 pathfinding.js/biastar ok 4.41421356237309 1 1 5
2 pathfinding.js/astar ok 3.41421356237309 1 1 4
2 pathfinding.js/dijkstra ok 3.41421356237309 1 1 4
2 pathfinding.js/bfs ok 3.41421356237309 1 0 4
2 pathfinding.js/jps ok 3.41421356237309 1 1 4
2 pathfinding.js/biastar ok 3.41421356237309 1 1 4
3 pathfinding.js/astar ok 0 1 1 1
3 pathfinding.js/dijkstra ok 0 1 1 1
3 pathfinding.js/bfs ok 0 1 0 1
3 pathfinding.js/jps nopath  0 1 0
3 pathfinding.js/biastar ok 2 1 1 3'
if [ "$got" = "$want" ]; then
    ok "costs, status, valid, should_be_optimal, path_len"
else
    bad "rows differ from the hand-computed answer"
    diff <(echo "$want") <(echo "$got") >&2
fi

# Fixed columns.
# map family width height algo open moves dijkstra_cost subopt
# generated reopened pushes decreases max_open host
fixed=$(awk -F, -v OFS=, 'NR > 1 { print $1, $2, $3, $4, $8, $10, $11, $14, $16, $21, $22, $23, $24, $25, $27 }' \
        "$tmp/out.csv" | sort -u)
[ "$fixed" = "t,gen-test,5,4,pathfinding.js,-,8,,,,,,,,testhost" ] && ok "fixed columns" \
    || bad "fixed columns: '$fixed'"

heur=$(paste -d' ' <(col "$tmp/out.csv" variant) <(col "$tmp/out.csv" heuristic) | LC_ALL=C sort -u | tr '\n' ';')
[ "$heur" = "pathfinding.js/astar octile;pathfinding.js/bfs -;pathfinding.js/biastar octile;pathfinding.js/dijkstra zero;pathfinding.js/jps octile;" ] \
    && ok "heuristic column" || bad "heuristic column: $heur"

opt=$(col "$tmp/out.csv" scen_optimum | uniq | tr '\n' ' ')
[ "$opt" = "4 4.41421356 3.41421356 0 " ] && ok "scen_optimum" || bad "scen_optimum: $opt"

bucket=$(col "$tmp/out.csv" bucket | uniq | tr '\n' ' ')
[ "$bucket" = "1 0 " ] && ok "bucket" || bad "bucket: $bucket"

badnum=$(paste -d' ' <(col "$tmp/out.csv" expanded) <(col "$tmp/out.csv" time_ns) \
         <(col "$tmp/out.csv" clone_ns) | grep -Evc '^[1-9][0-9]* [0-9]+ [0-9]+$')
[ "$badnum" -eq 0 ] && ok "expanded, time_ns, clone_ns are integers" \
    || bad "$badnum rows with bad expanded/time_ns/clone_ns"

# --- --timing: passes (the default) and back-to-back give the same rows but for the times -
check_timing "$tmp/out.csv" "$tmp/err.txt" "time_ns and clone_ns" node "$runjs"
node "$runjs" --map "$tmp/t.map" --scen "$tmp/t.scen" --timing bogus > /dev/null 2> "$tmp/bogus.err"
rc=$?
[ $rc -eq 2 ] && grep -qF -- "--timing expects passes or back-to-back, got 'bogus'" "$tmp/bogus.err" &&
    ok "--timing bogus: exit 2, '$(head -n 1 "$tmp/bogus.err")'" ||
    bad "--timing bogus: exit $rc, '$(cat "$tmp/bogus.err")'"

# --- BiAStarFinder on a real map: random512-10-0, scenario line 38 (0-based), optimum
# 19.2426; BiAStarFinder stops when its two searches meet and returns a longer path
# (PathFinding.js issue 28); JumpPointFinder and AStarFinder return the optimum.
mai=${MOVINGAI_DIR:-}
if [ -n "$mai" ] && [ -f "$mai/random/random512-10-0.map" ]; then
    { echo 'version 1'; sed -n '40p' "$mai/random/random512-10-0.map.scen"; } > "$tmp/r.scen"
    node "$runjs" --map "$mai/random/random512-10-0.map" --scen "$tmp/r.scen" --repeat 1 \
        --finders astar,jps,biastar > "$tmp/r.csv" 2> "$tmp/r.err" || bad "random512-10-0: exit $?"
    got=$(awk -F, 'NR > 1 { printf "%s %.4f %.4f %s\n", $7, $13, $15, $17 }' "$tmp/r.csv")
    want='pathfinding.js/astar 19.2426 19.2426 1
pathfinding.js/jps 19.2426 19.2426 1
pathfinding.js/biastar 20.0711 19.2426 1'
    [ "$got" = "$want" ] && ok "random512-10-0 line 38: biastar 20.0711 > optimum 19.2426; jps and astar optimal" ||
        { bad "random512-10-0 line 38 rows differ"; diff <(echo "$want") <(echo "$got") >&2; }
    grep -qF "biastar: 1 costs differ from the scenario optimum" "$tmp/r.err" &&
        ok "the summary counts biastar's suboptimal line" || bad "summary: '$(tail -n 1 "$tmp/r.err")'"
else
    echo "note: MOVINGAI_DIR has no random/random512-10-0.map: the BiAStarFinder check on it is not run"
fi

# --- CRLF input reads the same ------------------------------------------
sed 's/$/\r/' "$tmp/t.map" > "$tmp/crlf.map"
sed 's/$/\r/' "$tmp/t.scen" > "$tmp/crlf.scen"
if node "$runjs" --map "$tmp/crlf.map" --scen "$tmp/crlf.scen" --repeat 1 > "$tmp/crlf.csv" 2>/dev/null \
   && [ "$(col "$tmp/crlf.csv" cost | tr '\n' ' ')" = "$(col "$tmp/out.csv" cost | tr '\n' ' ')" ]; then
    ok "CRLF files"
else
    bad "CRLF files give different results"
fi

# --- --finders and --limit (evenly spaced: 4 lines, limit 2 -> ids 0 and 2) --
node "$runjs" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 1 --finders astar --limit 2 \
    > "$tmp/lim.csv" 2>/dev/null
ids=$(col "$tmp/lim.csv" scen_id | tr '\n' ' ')
[ "$ids" = "0 2 " ] && ok "--finders astar --limit 2" || bad "--limit 2 gave scen_ids '$ids'"

# --- malformed input: non-zero exit, message names file:line ------------
expect_error() {  # expect_error WHAT FILE:LINE ARGS...
    local what=$1 where=$2; shift 2
    if node "$runjs" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"; then
        bad "$what: exit status 0"
    elif ! grep -qF "$where" "$tmp/bad.err"; then
        bad "$what: message does not name $where: $(cat "$tmp/bad.err")"
    else
        ok "$what: non-zero exit, '$(head -n 1 "$tmp/bad.err")'"
    fi
}

# line 7 (third map row) is one cell short
sed '7s/.*/..@./' "$tmp/t.map" > "$tmp/short.map"
expect_error "short map row" "short.map:7" --map "$tmp/short.map" --scen "$tmp/t.scen"

# unknown terrain character on line 6
sed '6s/.*/..@X./' "$tmp/t.map" > "$tmp/char.map"
expect_error "bad terrain" "char.map:6" --map "$tmp/char.map" --scen "$tmp/t.scen"

# missing map row: header says 4 rows, file has 3
head -n 7 "$tmp/t.map" > "$tmp/trunc.map"
expect_error "truncated map" "trunc.map:" --map "$tmp/trunc.map" --scen "$tmp/t.scen"

# scenario line 3 has 8 columns
sed '3s/\t4.41421356$//' "$tmp/t.scen" > "$tmp/cols.scen"
expect_error "short scen line" "cols.scen:3" --map "$tmp/t.map" --scen "$tmp/cols.scen"

# goal outside the map on line 2
sed '2s/^1\tt.map\t5\t4\t1\t1\t3\t1/1\tt.map\t5\t4\t1\t1\t9\t1/' "$tmp/t.scen" > "$tmp/out.scen"
expect_error "goal outside map" "out.scen:2" --map "$tmp/t.map" --scen "$tmp/out.scen"

# bad version line
sed '1s/.*/version 2/' "$tmp/t.scen" > "$tmp/ver.scen"
expect_error "bad version" "ver.scen:1" --map "$tmp/t.map" --scen "$tmp/ver.scen"

finish
