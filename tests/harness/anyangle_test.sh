#!/usr/bin/env bash
# anyangle_test.sh: the any-angle domain through `pfbench run`, `validate`, `solve`, `trace` and
# `draw`: the quick suite's generated any-angle map (and GPPC's AcrosstheCape when ANYANGLE_DIR
# or ../shared/anyangle holds it) run with the aa/ variants: every row valid, aa/truth and
# aa/anya at the truth's cost on every line, Theta* above it somewhere, AcrosstheCape's costs at
# its published any-angle optima; a .map searched as the plane when --algo names aa/..., its
# trace's expanded corners (TRACE.corners) and its picture
#
# Usage: tests/harness/anyangle_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

if [ -z "${ANYANGLE_DIR:-}" ] && [ -f "$root/../shared/anyangle/AcrosstheCape.map" ]; then
    export ANYANGLE_DIR=$root/../shared/anyangle
fi
cape=0
[ -n "${ANYANGLE_DIR:-}" ] && [ -f "$ANYANGLE_DIR/AcrosstheCape.map" ] && cape=1

# a generous time budget: a loaded machine must not turn a row into 'budget' (no wall-clock limit in a test)
out=$tmp/res
"$PFBENCH" run --suite quick --maps 'aa-gen-*,AcrosstheCape' --algos 'aa/*' --gbench-min-time 0 --variant-seconds 600 \
    --out "$out" > "$tmp/r.out" 2> "$tmp/r.err"
rc_=$?
check "run --algos 'aa/*' exits 0: $(tail -2 "$tmp/r.err")" '[ $rc_ -eq 0 ]'
run=$(ls -d "$out"/2*/ | head -n 1)
csv=$run/runs.csv
maps=$((1 + cape))
check "20 + 10 rows a variant on the maps present, 5 variants ($maps maps)" \
    '[ "$(tail -n +2 "$csv" | wc -l)" -eq $((5 * (20 + 10 * cape))) ]'
stats() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             { v = $c["variant"]; n[v]++
               if ($c["valid"] != 1 || $c["status"] != "ok" || $c["domain"] != "anyangle" || $c["moves"] != "aa") bad[v]++
               if ($c["cost"] > $c["dijkstra_cost"] * (1 + 1e-9)) above[v]++
               if ($c["scen_optimum"] != "" && ($c["cost"] - $c["scen_optimum"] > 5e-9 || $c["scen_optimum"] - $c["cost"] > 5e-9)) off[v]++ }
             END { for (v in n) print v, n[v], bad[v] + 0, above[v] + 0, off[v] + 0 }' "$csv" | sort
}
stats > "$tmp/stats"
check "every row ok, valid, domain anyangle, model aa: $(tr '\n' ';' < "$tmp/stats")" \
    '[ "$(awk "\$3 != 0" "$tmp/stats" | wc -l)" = 0 ]'
check "aa/truth, aa/anya and aa/polyanya at the truth's cost on every line" \
    '[ "$(awk "(\$1 == \"aa/truth\" || \$1 == \"aa/anya\" || \$1 == \"aa/polyanya\") && \$4 != 0" "$tmp/stats" | wc -l)" = 0 ]'
check "aa/theta above the optimum somewhere" '[ "$(awk "\$1 == \"aa/theta\" { print \$4 }" "$tmp/stats")" -gt 0 ]'
should=$(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next } { print $c["variant"], $c["should_be_optimal"] }' \
    "$csv" | sort -u | tr '\n' ' ')
check "should_be_optimal from the descriptors: $should" \
    '[ "$should" = "aa/anya 1 aa/lazy-theta 0 aa/polyanya 1 aa/theta 0 aa/truth 1 " ]'
if [ $cape = 1 ]; then
    check "AcrosstheCape: truth and Anya at the published any-angle optima" \
        '[ "$(awk "(\$1 == \"aa/truth\" || \$1 == \"aa/anya\") && \$5 != 0" "$tmp/stats" | wc -l)" = 0 ] &&
         [ "$(awk -F, "\$1 == \"AcrosstheCape\" && \$15 == \"\"" "$csv" | wc -l)" = 0 ]'
else
    echo "anyangle_test: note: no AcrosstheCape (set ANYANGLE_DIR): the published optima are not checked"
fi
"$PFBENCH" validate "$run" > "$tmp/v.out" 2>&1
rc_=$?
check "validate exits 0: $(tail -1 "$tmp/v.out")" '[ $rc_ -eq 0 ]'

# a .map is the 2D grid's unless an any-angle variant is named
m=$root/tests/data/bound-room.map
if [ -f "$m" ]; then
    "$PFBENCH" solve --map "$m" --algo aa/anya > "$tmp/s.out" 2> "$tmp/s.err"
    rc_=$?
    check "solve --algo aa/anya on a .map exits 0: $(tail -1 "$tmp/s.err")" '[ $rc_ -eq 0 ]'
    check "solve says model aa and no invalid path" 'grep -q "moves aa" "$tmp/s.out" && grep -q " 0 invalid" "$tmp/s.out"'
    "$PFBENCH" trace --map "$m" --algo aa/theta --out "$tmp/t.trace" > /dev/null 2>&1
    check "trace --algo aa/theta writes the trace and its polyline" \
        'grep -q "variant=aa/theta" "$tmp/t.trace" && [ -s "$tmp/t.trace.path" ]'
    # the expanded corners: Theta* marks one corner per expansion (bound-room has no double
    # corner), orders 0 .. expanded - 1 each once, every one a corner of the 8 x 6 map at the
    # pictures' place (x - 0.5, y - 0.5), the cells only blocked or open
    hdr=$(head -n 1 "$tmp/t.trace")
    key() { printf '%s\n' "$hdr" | tr ' ' '\n' | sed -n "s/^$1=//p"; }
    exp=$(key expanded) cor=$(key corners)
    check "trace header: expanded=$exp corners=$cor, both > 0 and equal (one corner per expansion)" \
        '[ -n "$exp" ] && [ "$exp" -gt 0 ] && [ "$cor" = "$exp" ]'
    check "TRACE.corners: one line per corner of the header" '[ "$(wc -l < "$tmp/t.trace.corners")" -eq "$cor" ]'
    check "TRACE.corners: orders 0 .. expanded - 1, each once, at corners of the map" \
        '[ "$(awk -v n="$exp" "{ x = \$1 + 0.5; y = \$2 + 0.5
               if (x != int(x) || y != int(y) || x < 0 || x > 8 || y < 0 || y > 6 || seen[\$3]++ || \$3 < 0 || \$3 >= n) bad++ }
             END { print bad + 0, NR }" "$tmp/t.trace.corners")" = "0 $exp" ]'
    check "the plane's trace has no expanded cell (-2 and -1 only)" \
        '[ "$(tail -n +2 "$tmp/t.trace" | tr " " "\n" | grep -cv -e "^-2$" -e "^-1$")" = 0 ]'
    check "the path starts on the corner expanded first and ends on the one expanded last" \
        '[ "$(head -n 1 "$tmp/t.trace.path")" = "$(awk "\$3 == 0 { print \$1, \$2 }" "$tmp/t.trace.corners")" ] &&
         [ "$(tail -n 1 "$tmp/t.trace.path")" = "$(awk -v k=$((exp - 1)) "\$3 == k { print \$1, \$2 }" "$tmp/t.trace.corners")" ]'
    # the navigation mesh under the picture: closed outlines, a blank line after each, whose
    # areas add up to the 38 open cells of bound-room (7 polygons of the default builder, merged;
    # the rectangles' builder makes 8)
    check "TRACE.mesh: 7 closed polygons of total area 38" \
        '[ "$(awk "NF == 2 { if (!n) { fx = \$1; fy = \$2 } else a += px * \$2 - \$1 * py; px = \$1; py = \$2; n++ }
                   NF == 0 && n { if (px != fx || py != fy) open++; k++; n = 0 }
                   END { print k, a / 2, open + 0 }" "$tmp/t.trace.mesh")" = "7 38 0" ]'
    # Polyanya fills the mesh polygons it expanded: each a polygon of TRACE.mesh (same closed
    # outline) with the order of its first expansion, 0 first, each below its expansions; the
    # other searches write no TRACE.polys
    "$PFBENCH" trace --map "$m" --algo aa/polyanya --out "$tmp/p.trace" > /dev/null 2>&1
    hdr=$(head -n 1 "$tmp/p.trace")
    pexp=$(key expanded)
    check "aa/polyanya: TRACE.polys: polygons of TRACE.mesh, one order each, 0 first, below expansions ($pexp)" \
        '[ "$(awk -v n="$pexp" "FNR == 1 { f++ } NF >= 2 { o = o \$1 \",\" \$2 \" \"; if (NF == 3) { k = \$3 } }
                   NF == 0 && o != \"\" { if (f == 1) mesh[o] = 1; else { if (!(o in mesh) || k < 0 || k >= n || seen[k]++) bad++
                                                                   if (k == 0) zero = 1; c++ }; o = \"\" }
                   END { print (c > 0), bad + 0, zero + 0 }" "$tmp/p.trace.mesh" "$tmp/p.trace.polys")" = "1 0 1" ]'
    check "aa/theta writes no TRACE.polys" '[ ! -e "$tmp/t.trace.polys" ]'
    # Anya marks the corners of its expanded intervals with their node's order: its last order is
    # its last expansion, which holds the target
    "$PFBENCH" trace --map "$m" --algo aa/anya --out "$tmp/a.trace" > /dev/null 2>&1
    hdr=$(head -n 1 "$tmp/a.trace")
    aexp=$(key expanded)
    check "aa/anya: the corners' last order is its expansions ($aexp) - 1, the target's" \
        '[ "$(awk "\$3 > m { m = \$3 } END { print m + 1 }" "$tmp/a.trace.corners")" = "$aexp" ] &&
         awk -v k=$((aexp - 1)) -v p="$(tail -n 1 "$tmp/a.trace.path")" "\$3 == k && \$1 \" \" \$2 == p { f = 1 } END { exit !f }" "$tmp/a.trace.corners"'
    # the picture of every any-angle variant: drawn, and gnuplot says nothing
    if command -v gnuplot > /dev/null 2>&1; then
        "$PFBENCH" draw --map "$m" --algos 'aa/*' --out "$tmp/aa.png" > "$tmp/d.out" 2> "$tmp/d.err"
        rc_=$?
        check "draw --algos 'aa/*' exits 0 with a picture of 5 panels: $(tail -1 "$tmp/d.err")" \
            '[ $rc_ -eq 0 ] && [ -s "$tmp/aa.png" ] && grep -q "(5 panels" "$tmp/d.out" "$tmp/d.err"'
        check "draw: gnuplot printed nothing: $(grep -v "wrote" "$tmp/d.out" "$tmp/d.err" | head -n 2)" \
            '[ -z "$(grep -hv "wrote" "$tmp/d.out" "$tmp/d.err")" ]'
    else
        echo "anyangle_test: note: no gnuplot: the any-angle picture is not drawn"
    fi
    "$PFBENCH" solve --map "$m" --algo astar/octile/heap > "$tmp/g.out" 2>&1
    check "solve --algo astar/octile/heap on the same file stays on the grid" 'grep -q "moves 8" "$tmp/g.out"'
fi
finish
