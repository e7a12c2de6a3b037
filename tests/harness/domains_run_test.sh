#!/usr/bin/env bash
# domains_run_test.sh: the voxel and node-graph domains through `pfbench run` and `pfbench
# draw`: a generated waypoint graph and the Warframe level Complex (when VOXEL_DIR holds it)
# run with their domain's variants only, rows with their domain columns and the published
# voxel optima (a generic search's rows valid and not required to be optimal), a graph heuristic refused on a graph without positions (a note, no rows), the
# 3D pictures, and refusals with their messages.
#
# Usage: tests/harness/domains_run_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# --- a waypoint graph and rome99 written without positions, through the default suite's entries
out=$tmp/res
"$PFBENCH" run --suite quick --maps 'gen-waypoints*' --algos 'graph/*,astar/octile/heap' --gbench-min-time 0 \
    --out "$out" > "$tmp/g.out" 2> "$tmp/g.err"
rc_=$?
check "run on a waypoint graph exits 0: $(tail -2 "$tmp/g.err")" '[ $rc_ -eq 0 ]'
run=$(ls -d "$out"/2*/ | head -n 1)
csv=$run/runs.csv
ngraph=$("$PFBENCH" list --names --domain graph | wc -l)
check "one row per query and graph variant (20 x $ngraph), none of the 2D variant" \
    '[ "$(tail -n +2 "$csv" | wc -l)" -eq $((20 * ngraph)) ] && ! grep -q ",astar/octile/heap," "$csv"'
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
         { print $c["domain"], $c["moves"], $c["depth"], $c["height"], $c["should_be_optimal"], $c["variant"] }' \
    "$csv" | sort -u > "$tmp/cols"
check "graph rows say domain graph, moves graph, depth 1, height 1" \
    '[ -z "$(awk "\$1 != \"graph\" || \$2 != \"graph\" || \$3 != 1 || \$4 != 1" "$tmp/cols")" ]'
check "graph/astar/euclidean/heap must be optimal on the generated graph" \
    'grep -q "^graph graph 1 1 1 graph/astar/euclidean/heap$" "$tmp/cols"'
check "graph/astar/manhattan/heap need not be (its distance exceeds arcs on the slopes)" \
    'grep -q "^graph graph 1 1 0 graph/astar/manhattan/heap$" "$tmp/cols"'
check "validate passes on the graph run" grep -q "validate: all variants that must be optimal are" "$tmp/g.out"
check "the run notes the 2D map it leaves out of no 2D map (none planned)" '! grep -q "not run on" "$tmp/g.err"'

# a DIMACS graph without positions (no .co, like rome99): heuristic variants are not run, with a note
mkdir -p "$tmp/graphs/dimacs"
printf 'c three nodes\np sp 3 3\na 1 2 2\na 2 3 2\na 1 3 5\n' > "$tmp/graphs/dimacs/rome99.gr"
"$PFBENCH" run --suite graphs --graphs "$tmp/graphs" --maps rome99 --algos 'graph/dijkstra/heap,graph/astar/euclidean/heap' \
    --gbench-min-time 0 --out "$tmp/res2" > "$tmp/t.out" 2> "$tmp/t.err"
rc_=$?
check "a graph without positions still runs (exit 0): $(tail -2 "$tmp/t.err")" '[ $rc_ -eq 0 ]'
check "the heuristic variant is noted and not run" \
    grep -q "note: graph/astar/euclidean/heap cannot search this graph: the graph has no node positions (heuristic euclidean needs them): not run on rome99" "$tmp/t.err"
csv2=$(ls -d "$tmp/res2"/2*/ | head -n 1)runs.csv
check "only Dijkstra's rows on it, each at the cost of its pair (2, 4 or 2 from node 1 to 2, 3; 2 to 3)" \
    '[ -z "$(awk -F, "NR > 1 && (\$7 != \"graph/dijkstra/heap\" || (\$13 != 2 && \$13 != 4))" "$csv2")" ] &&
     [ "$(tail -n +2 "$csv2" | wc -l)" -ge 1 ]'

# --- refusals
"$PFBENCH" run --suite quick --moves 26 --out "$tmp/res3" > /dev/null 2> "$tmp/m.err"
rc_=$?
check "--moves 26 refused (exit 2)" '[ $rc_ -eq 2 ]'
check "--moves names the models a run can take" grep -q "unknown movement model '26' (mean, enter (weighted maps); 4, 8, 8-cut, 8-any (2D maps): a 2D model leaves weighted maps under mean" "$tmp/m.err"
"$PFBENCH" list --domain 3d > /dev/null 2> "$tmp/l.err"
check "list --domain 3d refused" grep -q "pfbench list: unknown domain '3d' (weighted, grid, voxel, graph, anyangle" "$tmp/l.err"

# --- the Warframe level Complex (VOXEL_DIR), a few lines
if [ -n "${VOXEL_DIR:-}" ] && [ -f "$VOXEL_DIR/warframe/Complex.3dmap" ]; then
    "$PFBENCH" run --suite quick --maps Complex --algos 'voxel/astar/octile3d/heap,voxel/astar/euclidean/heap,voxel/generic/greedy' \
        --gbench-min-time 0 --out "$tmp/res4" > "$tmp/v.out" 2> "$tmp/v.err"
    rc_=$?
    check "run on Complex exits 0: $(tail -2 "$tmp/v.err")" '[ $rc_ -eq 0 ]'
    csv4=$(ls -d "$tmp/res4"/2*/ | head -n 1)runs.csv
    # every A* row at the published optimum (scen_optimum, the file's) and at Dijkstra's cost
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             $c["variant"] == "voxel/astar/octile3d/heap" {
                 n++; d = $c["cost"] - $c["scen_optimum"]; if (d < 0) d = -d
                 if ($c["status"] != "ok" || $c["valid"] != 1 || d > 1e-4 || $c["domain"] != "voxel" ||
                     $c["moves"] != 26 || $c["depth"] < 2 || $c["touched"] < 1 || $c["state_bytes"] < 1) bad++ }
             END { exit !(n == 4 && bad == 0) }' "$csv4"
    rc_=$?
    check "4 A* rows on Complex: ok, valid, at the published optimum, voxel columns filled" '[ $rc_ -eq 0 ]'
    # the greedy generic search: a valid path, not required to be optimal, never below the optimum
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             $c["variant"] == "voxel/generic/greedy" {
                 n++
                 if ($c["status"] != "ok" || $c["valid"] != 1 || $c["should_be_optimal"] != 0 ||
                     $c["cost"] < $c["scen_optimum"] - 1e-4 || $c["touched"] != $c["pushes"] || $c["state_bytes"] < 1) bad++ }
             END { exit !(n == 4 && bad == 0) }' "$csv4"
    rc_=$?
    check "4 voxel/generic/greedy rows on Complex: ok, valid, need not be optimal, at or above the optimum" '[ $rc_ -eq 0 ]'
    check "validate passes on Complex" grep -q "validate: all variants that must be optimal are" "$tmp/v.out"
    if command -v gnuplot > /dev/null 2>&1; then
        m=$VOXEL_DIR/warframe/Complex.3dmap
        PFBENCH_SCRIPTS=$root/scripts "$PFBENCH" draw --map "$m" --scen "$m.3dscen" --id 3 \
            --algos 'voxel/astar/octile3d/heap,voxel/astar/euclidean/heap' --out "$tmp/vox.png" > "$tmp/d.out" 2>&1
        check "draw on a voxel level: 2 panels: $(tail -1 "$tmp/d.out")" \
            grep -q "pfbench draw: wrote $tmp/vox.png (2 panels, query 3 of" "$tmp/d.out"
        check "the picture is a PNG" '[ "$(head -c 4 "$tmp/vox.png" | od -An -c | tr -d " ")" = "211PNG" ]'
        PFBENCH_SCRIPTS=$root/scripts "$PFBENCH" draw --map "$m" --scen "$m.3dscen" --id 99999 --out "$tmp/x.png" \
            > /dev/null 2> "$tmp/d2.err"
        rc_=$?
        check "draw with a query past the file: exit 2 and the count" \
            '[ $rc_ -eq 2 ] && grep -q "has 10000 queries; --id 99999 is out of range" "$tmp/d2.err"'
    fi
else
    echo "domains_run_test: note: VOXEL_DIR has no warframe/Complex.3dmap: the voxel part is skipped"
fi
finish
