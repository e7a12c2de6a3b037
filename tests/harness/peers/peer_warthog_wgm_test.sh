#!/usr/bin/env bash
# Test for warthog's astar_wgm in the warthog peer (pfbench-warthog --algos astar_wgm, weighted
# terrain; harness/peers/warthog/README.md).
#
# usage: tests/harness/peers/peer_warthog_wgm_test.sh [PROJECT_ROOT]
# ctest sets PFBENCH; pfbench-warthog is looked for beside it (PFBENCH_WARTHOG overrides), and
# pfbench-boost-weighted too for the comparison on a weighted copy of den520d (MOVINGAI_DIR).
# Exit status: 0 pass, 1 fail, 77 skipped (not built: no warthog sources).
. "$(dirname "$0")/../../lib.sh"
. "$(dirname "$0")/peer_weighted_lib.sh"
. "$(dirname "$0")/peer_lib.sh"
find_peer warthog "${PFBENCH_WARTHOG:-}" "(no warthog sources: scripts/build-warthog.sh --help)"

header='map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host,prep_ns,prep_bytes,domain,depth,touched,state_bytes'
weighted_hand_maps
run() {  # run NAME [ARGS...]: astar_wgm on $tmp/NAME.map into $tmp/NAME.csv, $tmp/NAME.err
    local n=$1
    shift
    "$peer" --map "$tmp/$n.map" --scen "$tmp/$n.map.scen" --algos astar_wgm --repeat 2 --host th --family tf "$@" \
        > "$tmp/$n.csv" 2> "$tmp/$n.err" || bad "$n: exit status $?: $(cat "$tmp/$n.err")"
}

# --- hand maps: exact costs under warthog's rule (mean) ---------------------------------------
run road
check "header" '[ "$(head -n 1 "$tmp/road.csv")" = "$header" ]'
check "33 fields on every line" '[ "$(awk -F, "{ print NF }" "$tmp/road.csv" | sort -u)" = 33 ]'
got=$(awk -F, 'NR > 1 { printf "%s %s %.8f %s %s %s %s;", $5, $12, $13, $15, $17, $18, $19 }' "$tmp/road.csv")
check "road: both ways 0.5 + 2.375 sqrt 2, valid, 5 cells ($got)" \
    '[ "$got" = "0 ok 3.85875721 3.85875721 1 1 5;1 ok 3.85875721 3.85875721 1 1 5;" ]'
fixed=$(awk -F, -v OFS=, 'NR > 1 { print $1, $2, $3, $4, $7, $8, $9, $10, $11, $27, $29, $30, $31, $32, $33 }' \
        "$tmp/road.csv" | sort -u)
check "fixed columns ($fixed)" '[ "$fixed" = "road,tf,5,3,warthog/astar_wgm,warthog,octile,-,mean,th,0,weighted,1,0,0" ]'
check "summary: the costs file beside the map, octile x the least cost 0.25" \
    'grep -qF "costs $tmp/road.costs, heuristic octile x 0.25" "$tmp/road.err"'

# warthog stops as soon as it generates the goal: on trap it reaches (2,0) first by the diagonal
# from (1,1), at 2 + 3 sqrt 2, and returns that; the optimum is 4 (the row below)
run trap
got=$(awk -F, 'NR > 1 { printf "%s %.8f %s %s %s", $12, $13, $15, $17, $19 }' "$tmp/trap.csv")
check "trap: warthog returns 2 + 3 sqrt 2 = 6.24264069 (4 cells), optimum 4 ($got)" \
    '[ "$got" = "ok 6.24264069 4 1 4" ]'
check "trap: the summary counts it" \
    'grep -qF "warthog/astar_wgm: 1 costs differ from the scenario optimum" "$tmp/trap.err"'

# --costs FILE instead of the file beside the map; back-to-back gives the same rows
mv "$tmp/road.costs" "$tmp/other.costs"
run road --costs "$tmp/other.costs" --timing back-to-back
check "--costs and back-to-back: the same costs" \
    '[ "$(cut -d, -f13 "$tmp/road.csv" | tail -n 2 | sort -u)" = 3.8587572106361 ]'
mv "$tmp/other.costs" "$tmp/road.costs"

# --- bad input: exit 2, the message names file and line -----------------------------------------
expect_error() {  # expect_error WHAT TEXT ARGS...
    local what=$1 text=$2
    shift 2
    "$peer" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"
    local rc=$?
    if [ "$rc" -eq 2 ] && grep -qF -- "$text" "$tmp/bad.err" && [ ! -s "$tmp/bad.out" ]; then
        ok "$what: '$(head -n 1 "$tmp/bad.err")'"
    else
        bad "$what: exit $rc, stderr: $(cat "$tmp/bad.err")"
    fi
}
w=(--map "$tmp/road.map" --scen "$tmp/road.map.scen" --algos astar_wgm)
expect_error "no costs file" "$tmp/none.costs" "${w[@]}" --costs "$tmp/none.costs"
printf '. 1.5\n' > "$tmp/short.costs"
expect_error "a label without a cost" "road.map:6: label 'r' at (1,1) has no cost" "${w[@]}" --costs "$tmp/short.costs"
printf '. 1.5\nr 0.25\n. 2\n' > "$tmp/dup.costs"
expect_error "a second cost for a label" "dup.costs:3: expected one cost for label '.', found a second (the first on line 1)" \
    "${w[@]}" --costs "$tmp/dup.costs"
printf '. 1.5\nr -1\n' > "$tmp/neg.costs"
expect_error "a negative cost" "neg.costs:2: expected a non-negative cost for label 'r', found '-1'" "${w[@]}" --costs "$tmp/neg.costs"
printf '. 1.5\nr abc\n' > "$tmp/nan.costs"
expect_error "a cost that is not a number" "nan.costs:2: expected a cost (a decimal number such as 2 or 0.5) for label 'r', found 'abc'" "${w[@]}" --costs "$tmp/nan.costs"
expect_error "astar_wgm with another search" "astar_wgm runs alone" --map "$tmp/road.map" \
    --scen "$tmp/road.map.scen" --algos astar,astar_wgm
expect_error "--costs without astar_wgm" "--costs goes with --algos astar_wgm" --map "$tmp/road.map" \
    --scen "$tmp/road.map.scen" --costs "$tmp/road.costs"

# --- den520d with weights: warthog against Boost.Graph's A* on the same integer costs ------------
mai=${MOVINGAI_DIR:-}
boost="$(dirname "$peer")/pfbench-boost-weighted"
if [ -n "$mai" ] && [ -f "$mai/dao/den520d.map" ] && [ -x "$boost" ]; then
    weighted_movingai "$mai/dao/den520d.map" den520d
    run den520d --repeat 1
    "$boost" --map "$tmp/den520d.map" --scen "$tmp/den520d.map.scen" --moves mean --algos astar --repeat 1 \
        > "$tmp/b.csv" 2> "$tmp/b.err" || bad "pfbench-boost-weighted on den520d: exit $?: $(cat "$tmp/b.err")"
    # per line: warthog's cost against Boost's optimum; lines longer, worst excess, lines below
    cmp=$(awk -F, 'FNR == 1 { next }
                   FILENAME == ARGV[1] { opt[$5] = $13; next }
                   { n++; d = $13 / opt[$5] - 1; inv += $17 != 1
                     if (d > 1e-9) { longer++; if (d > worst) { worst = d; at = $5 } }
                     if (d < -1e-9) below++ }
                   END { printf "%d %d %.4f %s %d %d", n, longer, 100 * worst, at, below, inv }' \
              "$tmp/b.csv" "$tmp/den520d.csv")
    check "den520d weighted: 888 lines, warthog longer on 112, worst +4.5060% (line 61), none below, all valid ($cmp)" \
        '[ "$cmp" = "888 112 4.5060 61 0 0" ]'
    line61=$(awk -F, '$5 == 61 { printf "%.6f %s ", $13, $19 }' "$tmp/den520d.csv" "$tmp/b.csv")
    check "line 61: warthog 32.798990 in 22 cells, optimum 31.384776 in 24 ($line61)" \
        '[ "$line61" = "32.798990 22 31.384776 24 " ]'
    # the same map without weights ('.' costs 1): warthog's A* finds every scenario optimum
    cp "$mai/dao/den520d.map" "$tmp/plain.map"
    sed 's/den520d\.map/plain.map/' "$mai/dao/den520d.map.scen" > "$tmp/plain.map.scen"
    cp "$tmp/den520d.costs" "$tmp/plain.costs"
    run plain --repeat 1
    check "den520d unweighted: every cost is the scenario optimum" \
        '! grep -q "differ from the scenario optimum" "$tmp/plain.err" && [ "$(wc -l < "$tmp/plain.csv")" -eq 889 ]'
else
    echo "note: no MOVINGAI_DIR/dao/den520d.map or no pfbench-boost-weighted: the comparison with Boost is not run"
fi

finish
