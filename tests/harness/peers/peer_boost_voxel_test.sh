#!/usr/bin/env bash
# Test for the Boost.Graph voxel peer (harness/peers/boost, executable pfbench-boost-voxel).
#
# usage: tests/harness/peers/peer_boost_voxel_test.sh [PROJECT_ROOT]
# ctest sets PFBENCH; pfbench-boost-voxel is looked for beside it (PFBENCH_BOOST_VOXEL
# overrides). The Warframe part reads VOXEL_DIR (or ../shared/voxel beside the tree) and is
# left out, with a note, without it. Exit status: 0 pass, 1 fail, 77 skipped (not built).
. "$(dirname "$0")/../../lib.sh"
PEER_OVERRIDE=${PFBENCH_BOOST_VOXEL:-}
. "$(dirname "$0")/peer_boost_lib.sh" boost-voxel

header='map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host,domain,depth,touched,state_bytes'

# --- hand-computed costs on small volumes, no corner cutting over the move's bounding box ---
# p.3dmap: 3 x 3 x 1 with (1,1,0) blocked. (0,0,0) -> (2,2,0): every diagonal next to the
# block is illegal, so the way round is 4 straight steps, cost 4 (corner cutting: 2 + sqrt 2).
# (0,0,0) -> (2,1,0): (1,0,0), (2,0,0), (2,1,0), cost 3. (0,0,0) -> (0,0,0): cost 0.
printf 'voxel 3 3 1\n1 1 0\n' > "$tmp/p.3dmap"
printf 'version 1\np.3dmap\n0 0 0 2 2 0 4 1.0\n0 0 0 2 1 0 3 1.0\n0 0 0 0 0 0 0 1.0\n' > "$tmp/p.3dmap.3dscen"
# c.3dmap: 2 x 2 x 2 with (1,0,0) blocked. (0,0,0) -> (1,1,1): the corner move's box holds the
# block, so sqrt 2 + 1 = 2.41421356 (via (0,1,1) or (0,1,0)). (0,1,0) -> (1,1,1): sqrt 2.
printf 'voxel 2 2 2\n1 0 0\n' > "$tmp/c.3dmap"
printf 'version 1\nc.3dmap\n0 0 0 1 1 1 2.41421356 1.0\n0 1 0 1 1 1 1.41421356 1.0\n' > "$tmp/c.3dmap.3dscen"

for m in p c; do
    "$peer" --map "$tmp/$m.3dmap" --scen "$tmp/$m.3dmap.3dscen" --repeat 2 --host th --family tf \
        > "$tmp/$m.csv" 2> "$tmp/$m.err" || bad "$m: exit status $?: $(cat "$tmp/$m.err")"
done
check "header" '[ "$(head -n 1 "$tmp/p.csv")" = "$header" ]'
ncols=$(awk -F, '{ print NF }' "$tmp/p.csv" "$tmp/c.csv" | sort -u | tr '\n' ' ')
check "31 fields on every line (got $ncols)" '[ "$ncols" = "31 " ]'
# scen_id variant algo heuristic open moves status cost(8 decimals) valid should_be_optimal path_len domain
got=$(awk -F, 'FNR > 1 { printf "%s %s %s %s %s %s %s %.8f %s %s %s %s\n", $5, $7, $8, $9, $10, $11, $12, $13, $17, $18, $19, $28 }' \
      "$tmp/p.csv" "$tmp/c.csv")
want='0 boost/voxel-astar astar octile3d boost 26 ok 4.00000000 1 1 5 voxel
0 boost/voxel-dijkstra dijkstra zero boost 26 ok 4.00000000 1 1 5 voxel
1 boost/voxel-astar astar octile3d boost 26 ok 3.00000000 1 1 4 voxel
1 boost/voxel-dijkstra dijkstra zero boost 26 ok 3.00000000 1 1 4 voxel
2 boost/voxel-astar astar octile3d boost 26 ok 0.00000000 1 1 1 voxel
2 boost/voxel-dijkstra dijkstra zero boost 26 ok 0.00000000 1 1 1 voxel
0 boost/voxel-astar astar octile3d boost 26 ok 2.41421356 1 1 3 voxel
0 boost/voxel-dijkstra dijkstra zero boost 26 ok 2.41421356 1 1 3 voxel
1 boost/voxel-astar astar octile3d boost 26 ok 1.41421356 1 1 2 voxel
1 boost/voxel-dijkstra dijkstra zero boost 26 ok 1.41421356 1 1 2 voxel'
if [ "$got" = "$want" ]; then ok "hand-computed costs, paths and fixed columns"; else
    bad "rows differ from the hand-computed answers"; diff <(echo "$want") <(echo "$got") >&2; fi
fixed=$(awk -F, -v OFS=, 'NR > 1 { print $1, $2, $3, $4, $14, $16, $27, $29 }' "$tmp/p.csv" | sort -u)
check "map family width height dijkstra_cost subopt host depth: '$fixed'" '[ "$fixed" = "p,tf,3,3,,,th,1" ]'
check "depth of c.3dmap" '[ "$(col "$tmp/c.csv" depth | sort -u)" = 2 ]'
# bucket: the optimum / 4, as pfbench run gives voxel queries (4 -> 1, 3 -> 0, 0 -> 0)
check "bucket" '[ "$(col "$tmp/p.csv" bucket | tr "\n" " ")" = "1 1 0 0 0 0 " ]'
# start = goal: nothing expanded, one push, one voxel touched
same=$(awk -F, '$5 == 2 { print $20, $21, $23, $25, $30 }' "$tmp/p.csv" | sort -u)
check "start = goal counters: '$same'" '[ "$same" = "0 0 1 1 1" ]'
check "summary line names the timing" 'grep -qF "timed passes x 2," "$tmp/p.err"'

# --costs fixed (libpf's integer units) gives the same paths; --algos, --limit, --first
"$peer" --map "$tmp/p.3dmap" --scen "$tmp/p.3dmap.3dscen" --repeat 1 --costs fixed --host th --family tf \
    > "$tmp/pf.csv" 2> /dev/null
check "--costs fixed: same rows but for the times" \
    'cmp -s <(cut -d, -f1-25,27- "$tmp/p.csv") <(cut -d, -f1-25,27- "$tmp/pf.csv")'
ids=$("$peer" --map "$tmp/p.3dmap" --scen "$tmp/p.3dmap.3dscen" --repeat 1 --algos dijkstra --limit 2 2>/dev/null |
      awk -F, 'NR > 1 { print $5 "/" $7 }' | tr '\n' ' ')
check "--algos dijkstra --limit 2: '$ids'" '[ "$ids" = "0/boost/voxel-dijkstra 1/boost/voxel-dijkstra " ]'
ids=$("$peer" --map "$tmp/p.3dmap" --scen "$tmp/p.3dmap.3dscen" --repeat 1 --algos astar --first 2 2>/dev/null |
      awk -F, 'NR > 1 { print $5 }' | tr '\n' ' ')
check "--first 2: '$ids'" '[ "$ids" = "0 1 " ]'

# unreachable goal: nopath, valid 0, empty cost
printf 'voxel 3 1 1\n1 0 0\n' > "$tmp/u.3dmap"
printf 'version 1\nu.3dmap\n0 0 0 2 0 0 2 1.0\n' > "$tmp/u.3dmap.3dscen"
nop=$("$peer" --map "$tmp/u.3dmap" --scen "$tmp/u.3dmap.3dscen" --repeat 1 2>/dev/null |
      awk -F, 'NR > 1 { print $12 "," $13 "," $17 "," $19 }' | sort -u)
check "unreachable goal: '$nop'" '[ "$nop" = "nopath,,0,0" ]'

# --- --help and bad input: exit 2, the message names file:line ---------------------------------
expect_help "usage: pfbench-boost-voxel --map M.3dmap --scen S.3dscen"
printf 'voxel 3 3 1\n1 1\n' > "$tmp/bad.3dmap"
expect_error "bad .3dmap line" \
    "pfbench-boost-voxel: $tmp/bad.3dmap:2: expected a blocked voxel 'x y z' (3 whole numbers), found '1 1'" \
    --map "$tmp/bad.3dmap" --scen "$tmp/p.3dmap.3dscen"
printf 'version 1\np.3dmap\n0 0 0 2 2 0 4\n' > "$tmp/bad.3dscen"
expect_error "bad .3dscen line" "pfbench-boost-voxel: $tmp/bad.3dscen:3: expected 8 columns" \
    --map "$tmp/p.3dmap" --scen "$tmp/bad.3dscen"
printf 'version 1\np.3dmap\n1 1 0 2 2 0 4 1.0\n' > "$tmp/blk.3dscen"
expect_error "start on a blocked voxel" "$tmp/blk.3dscen:3: expected the start on a free voxel" \
    --map "$tmp/p.3dmap" --scen "$tmp/blk.3dscen"
expect_error "bad --costs" "pfbench-boost-voxel: --costs expects double or fixed, got 'float'" \
    --map "$tmp/p.3dmap" --scen "$tmp/p.3dmap.3dscen" --costs float
expect_error "--first with --limit" "--first and --limit exclude each other" \
    --map "$tmp/p.3dmap" --scen "$tmp/p.3dmap.3dscen" --first 1 --limit 1

# --- Warframe: the published optima on a few short lines of two maps --------------------------
vdir=${VOXEL_DIR:-$root/../shared/voxel}
if [ -f "$vdir/warframe/Complex.3dmap" ] && [ -f "$vdir/warframe/DA1.3dmap" ]; then
    for m in Complex DA1; do
        # the first 3 queries with an optimum below 40 (Dijkstra explores the ball of that radius)
        awk 'NR <= 2 || ($7 < 40 && n++ < 3)' "$vdir/warframe/$m.3dmap.3dscen" > "$tmp/$m.3dmap.3dscen"
        "$peer" --map "$vdir/warframe/$m.3dmap" --scen "$tmp/$m.3dmap.3dscen" --repeat 1 \
            > "$tmp/$m.csv" 2> "$tmp/$m.err" || bad "$m: exit status $?"
        # |cost - optimum| within the grid files' tolerance: half a unit of the 8th decimal + 2e-6 of it
        off=$(awk -F, 'NR > 1 { d = $13 - $15; if (d < 0) d = -d;
                                if (!($12 == "ok" && $17 == 1 && d <= 0.5e-8 + 2e-6 * $15)) n++ }
                       END { print n + 0, NR - 1 }' "$tmp/$m.csv")
        check "$m: 6 rows, all valid and the published optimum ($off)" '[ "$off" = "0 6" ]'
        check "$m: summary says no cost differs" '! grep -q "differ" "$tmp/$m.err"'
    done
    want=$(awk 'NR > 2 { printf "%.6f ", $7 }' "$tmp/Complex.3dmap.3dscen")
    got=$(awk -F, '$8 == "dijkstra" { printf "%.6f ", $13 }' "$tmp/Complex.csv")
    check "Complex costs ($got) are the file's ($want)" '[ "$got" = "$want" ]'
else
    echo "note: no Warframe maps under $vdir/warframe: the published-optimum checks are left out"
fi

finish
