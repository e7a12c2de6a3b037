#!/usr/bin/env bash
# Test for the Boost.Graph peer (harness/peers/boost, executable pfbench-boost).
#
# usage: tests/harness/peers/peer_boost_test.sh [PROJECT_ROOT]
# ctest sets PFBENCH to the pfbench binary; pfbench-boost is looked for in the same
# folder (PFBENCH_BOOST overrides). Exit status: 0 pass, 1 fail, 77 skipped (not built).
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/peer_lib.sh"
find_peer boost "${PFBENCH_BOOST:-}"
wall_scen   # tests/data/wall-5x4.map and its four hand-worked queries (peer_lib.sh)

expected_header='map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host'

# --- normal run -------------------------------------------------------------
if ! "$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 2 \
        --host testhost --family gen-test > "$tmp/out.csv" 2> "$tmp/err.txt"; then
    bad "pfbench-boost exited non-zero on a valid map"; cat "$tmp/err.txt" >&2
fi

check_table "$tmp/out.csv" "$expected_header" 8 "4 scenarios x 2 searches" 27

# scen_id variant heuristic status cost(6 decimals) valid should_be_optimal path_len
got=$(awk -F, 'NR > 1 { printf "%s %s %s %s %.6f %s %s %s\n", $5, $7, $9, $12, $13, $17, $18, $19 }' \
      "$tmp/out.csv")
want='0 boost/astar octile ok 4.414214 1 1 5
0 boost/dijkstra zero ok 4.414214 1 1 5
1 boost/astar octile ok 4.000000 1 1 5
1 boost/dijkstra zero ok 4.000000 1 1 5
2 boost/astar octile ok 8.828427 1 1 9
2 boost/dijkstra zero ok 8.828427 1 1 9
3 boost/astar octile ok 0.000000 1 1 1
3 boost/dijkstra zero ok 0.000000 1 1 1'
if [ "$got" = "$want" ]; then
    ok "costs (6 decimals), status, valid, should_be_optimal, path_len"
else
    bad "rows differ from the hand-computed answer"
    diff <(echo "$want") <(echo "$got") >&2
fi

# Fixed columns: map family width height algo open moves dijkstra_cost subopt host
fixed=$(awk -F, -v OFS=, 'NR > 1 { print $1, $2, $3, $4, $8, $10, $11, $14, $16, $27 }' \
        "$tmp/out.csv" | sort -u)
[ "$fixed" = "t,gen-test,5,4,boost,-,8,,,testhost" ] && ok "fixed columns" \
    || bad "fixed columns: '$fixed'"

opt=$(col "$tmp/out.csv" scen_optimum | uniq | tr '\n' ' ')
[ "$opt" = "4.41421356 4 8.82842712 0 " ] && ok "scen_optimum" || bad "scen_optimum: $opt"

bucket=$(col "$tmp/out.csv" bucket | uniq | tr '\n' ' ')
[ "$bucket" = "1 2 0 " ] && ok "bucket" || bad "bucket: $bucket"

# Counters are non-negative integers; start = goal expands nothing and pushes only the start.
badnum=$(awk -F, 'NR > 1 { for (i = 20; i <= 26; i++) if ($i !~ /^[0-9]+$/) bad++ } END { print bad + 0 }' \
         "$tmp/out.csv")
[ "$badnum" -eq 0 ] && ok "counters and time_ns are integers" || bad "$badnum bad counter fields"
same=$(awk -F, '$5 == 3 { print $20, $21, $23, $25 }' "$tmp/out.csv" | sort -u)
[ "$same" = "0 0 1 1" ] && ok "start = goal: expanded 0, generated 0, pushes 1, max_open 1" \
    || bad "start = goal counters: '$same'"

# --- --timing: passes (the default) and back-to-back give the same rows but for time_ns ----
check_timing "$tmp/out.csv" "$tmp/err.txt" time_ns "$peer"

# --- --algos and --limit (evenly spaced: 4 lines, limit 2 -> ids 0 and 2) ------
"$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 1 --algos dijkstra --limit 2 \
    > "$tmp/lim.csv" 2>/dev/null
ids=$(awk -F, 'NR > 1 { print $5 "/" $7 }' "$tmp/lim.csv" | tr '\n' ' ')
[ "$ids" = "0/boost/dijkstra 2/boost/dijkstra " ] && ok "--algos dijkstra --limit 2" \
    || bad "--algos dijkstra --limit 2 gave '$ids'"

# --limit 0 (and a limit above the line count) means every line
for lim in 0 9; do
    n=$("$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 1 --algos astar --limit "$lim" 2>/dev/null |
        awk -F, 'NR > 1 { print $5 }' | tr '\n' ' ')
    [ "$n" = "0 1 2 3 " ] && ok "--limit $lim: all lines" || bad "--limit $lim gave scen_ids '$n'"
done

# --- the other graph type gives the same answers ----------------------------
if "$peer" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 1 --graph adjlist > "$tmp/adj.csv" 2>/dev/null \
   && [ "$(col "$tmp/adj.csv" cost | tr '\n' ' ')" = "$(col "$tmp/out.csv" cost | tr '\n' ' ')" ]; then
    ok "--graph adjlist"
else
    bad "--graph adjlist gives different costs"
fi

# --- unreachable goal: status nopath, valid 0 --------------------------------
cat > "$tmp/u.map" <<'MAP'
type octile
height 3
width 3
map
..@
.@.
@..
MAP
printf 'version 1\n0\tu.map\t3\t3\t0\t0\t2\t2\t0\n' > "$tmp/u.scen"
nop=$("$peer" --map "$tmp/u.map" --scen "$tmp/u.scen" --repeat 1 2>/dev/null |
      awk -F, 'NR > 1 { print $12 "," $13 "," $17 "," $19 }' | sort -u)
[ "$nop" = "nopath,,0,0" ] && ok "unreachable goal: nopath" || bad "unreachable goal gave '$nop'"

# --- malformed input: exit 2, message names file:line --------------------------
expect_error() {  # expect_error WHAT FILE:LINE ARGS...
    local what=$1 where=$2; shift 2
    "$peer" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"
    local rc=$?
    if [ "$rc" -ne 2 ]; then
        bad "$what: exit status $rc, expected 2"
    elif ! grep -qF "$where" "$tmp/bad.err"; then
        bad "$what: message does not name $where: $(cat "$tmp/bad.err")"
    else
        ok "$what: exit 2, '$(head -n 1 "$tmp/bad.err")'"
    fi
}

# line 7 (third map row) is one cell short
sed '7s/.*/..@./' "$tmp/t.map" > "$tmp/short.map"
sed 's/t\.map/short.map/' "$tmp/t.scen" > "$tmp/short.scen"
expect_error "short map row" "short.map:7" --map "$tmp/short.map" --scen "$tmp/short.scen"

# unknown terrain character on line 6
sed '6s/.*/..@X./' "$tmp/t.map" > "$tmp/char.map"
expect_error "bad terrain" "char.map:6" --map "$tmp/char.map" --scen "$tmp/t.scen"

# scenario line 3 has 8 columns
sed '3s/\t4$//' "$tmp/t.scen" > "$tmp/cols.scen"
expect_error "short scen line" "cols.scen:3" --map "$tmp/t.map" --scen "$tmp/cols.scen"

# bad command lines also exit 2
expect_error "unknown option" "unknown argument" --map "$tmp/t.map" --scen "$tmp/t.scen" --bogus
expect_error "bad --algos" "unknown algorithm" --map "$tmp/t.map" --scen "$tmp/t.scen" --algos bfs
expect_error "bad --timing" "pfbench-boost: --timing expects passes or back-to-back, got 'bogus'" \
    --map "$tmp/t.map" --scen "$tmp/t.scen" --timing bogus

finish
