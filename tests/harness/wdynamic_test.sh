#!/usr/bin/env bash
# wdynamic_test.sh: weighted dynamic scenarios (a version-2 scenario with a `costs` line: weighted
# terrain that changes by patches of terrain labels) through pfbench: a hand-written 5x4 scenario
# whose distances under the mean rule are worked out here (a column turning to mud, to walls, open
# again), solved by every optimal weighted variant (exact costs by epoch, a -1 line 'nopath');
# generated terrain (64x48) made into a weighted dynamic scenario by `gen --recipe
# dynamic:from --from X.map`, run by every weighted variant and validated (each answer against
# the file and weighted Dijkstra on the map as it stands); the recipe dynamic:terrain-...
# planned by a suite; malformed files refused with file:line and nothing written.
#
# Usage: tests/harness/wdynamic_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# --- the hand scenario: 5x4 cells of '.' (cost 1). Mean rule: a cardinal step costs the mean of
# its two cells, a diagonal sqrt 2 times the mean of its 2x2 square. Epoch 1 pastes mud 'm' (3)
# on column 2: (0,0)-(4,0) along row 0 is 1 + 2 + 2 + 1 = 6, and (2,0)-(4,0) 2 + 1 = 3 (under
# the enter rule 1 + 1 = 2: the file's distances are the mean rule's). Epoch 2 walls rows 0-2 of column 2,
# row 3 stays mud: (0,0)-(1,3) 2+sqrt2, (1,3)-(3,3) 2 + 2, (3,3)-(4,0) 2+sqrt2: 8+2sqrt2 =
# 10.82842712. Epoch 3 walls the whole column (no path; (0,0)-(1,3) 2+sqrt2 = 3.41421356).
# Epoch 4 opens it again ('.'): 4.
d=$tmp/data/hand
mkdir -p "$d"
printf '. 1\nm 3\n@ 0\n' > "$d/t.costs"
printf 'type patch\npatches 4\npatch 0\nheight 4\nwidth 1\nmap\nm\nm\nm\nm\npatch 1\nheight 3\nwidth 1\nmap\n@\n@\n@\npatch 2\nheight 4\nwidth 1\nmap\n@\n@\n@\n@\npatch 3\nheight 4\nwidth 1\nmap\n.\n.\n.\n.\n' > "$d/t.patch"
cat > "$d/t.scen" <<'EOF'
version 2
height 4
width 5
cost 1 octile
patch t.patch
costs t.costs
commands
Q 0 0 0 4 0 4
P 1 0 2 0
Q 1 0 0 4 0 6
Q 1 2 0 4 0 3
P 2 1 2 0
Q 2 0 0 4 0 10.82842712
P 3 2 2 0
Q 3 0 0 4 0 -1
Q 3 0 0 1 3 3.41421356
P 4 3 2 0
Q 4 4 0 0 0 4
EOF
want="0 0 0 4.000000
1 1 1 6.000000
2 1 0 3.000000
3 2 1 10.828427
4 3 1 nopath
5 3 0 3.414214
6 4 1 4.000000"
weighted=$("$PFBENCH" list --names 2> /dev/null | grep '^weighted/')
n=0
for v in $weighted; do
    "$PFBENCH" solve --map "$d/t.scen" --algo "$v" > "$tmp/s.out" 2> "$tmp/s.err" || { echo "$v: $(cat "$tmp/s.err")"; continue; }
    grep -q "not required of this variant" "$tmp/s.out" && continue    # optimality not promised
    n=$((n + 1))
    got=$(awk '$1 ~ /^[0-9]+$/ { print $1, $2, $3, $4 }' "$tmp/s.out")
    check "solve $v on the weighted hand scenario: exact costs by epoch ($(echo $got))" '[ "$got" = "$want" ]'
done
check "solve ran the optimal weighted variants on the hand scenario ($n)" '[ $n -ge 4 ]'
"$PFBENCH" solve --map "$d/t.scen" --algo astar/octile/heap > /dev/null 2> "$tmp/s.err"
rc=$?
check "a 2D variant is refused on a weighted scenario (exit $rc): $(head -1 "$tmp/s.err")" \
    '[ $rc -eq 2 ] && grep -q "astar/octile/heap searches 2D grids, not weighted terrain" "$tmp/s.err"'

# --- trace pictures the weighted map as it stands: query 3 after the walls of epoch 2 (a
# rectangle 1x3 at (2,0) in TRACE.patches), its cells shaded by cost (TRACE.shade)
"$PFBENCH" trace --map "$d/t.scen" --id 3 --algo weighted/jpsw --out "$tmp/t3.trace" > /dev/null 2>&1
check "trace of query 3: the event's rectangle and the shade of mud, walls and open cells" \
    '[ "$(grep -v "^#" "$tmp/t3.trace.patches" | tr "\n" ";")" = "2 0 1 3;" ] &&
     [ "$(sed -n 1p "$tmp/t3.trace.shade")" = "255 255 0 255 255" ] && [ "$(sed -n 4p "$tmp/t3.trace.shade")" = "255 255 1 255 255" ]'

# --- a run of it: domain wdynamic, every weighted variant, validated
"$PFBENCH" run --suite dynamic --maps t --data dynamic="$d/t.scen" --algos 'weighted/*' --out "$tmp/res" \
    --repeat 2 --quiet > "$tmp/run.out" 2>&1
rc=$?
check "run of the weighted hand scenario exits 0 ($rc): $(tail -2 "$tmp/run.out")" '[ $rc -eq 0 ]'
run=$tmp/res/latest
nv=$(col "$run/runs.csv" variant | sort -u | wc -l)
check "7 rows a variant ($nv variants), domain wdynamic" \
    '[ "$nv" -ge 4 ] && [ "$(col "$run/runs.csv" domain | grep -c "^wdynamic$")" = $((7 * nv)) ]'
check "epochs 0 1 1 2 3 3 4 and patches 0 1 0 1 1 0 1 per variant" \
    '[ "$(col "$run/runs.csv" epoch | head -7 | tr "\n" " ")" = "0 1 1 2 3 3 4 " ] &&
     [ "$(col "$run/runs.csv" patches | head -7 | tr "\n" " ")" = "0 1 0 1 1 0 1 " ]'
dij() { col "$1" dijkstra_cost | head -7 | awk '{ printf ($1 == "" ? "none " : "%.6f "), $1 }'; }
check "Dijkstra's answers on the map as it stands: $(dij "$run/runs.csv")" \
    '[ "$(dij "$run/runs.csv")" = "4.000000 6.000000 3.000000 10.828427 none 3.414214 4.000000 " ]'
"$PFBENCH" validate "$run" > "$tmp/v.out" 2>&1
rc=$?
check "validate passes on the weighted hand scenario ($rc): $(grep -m1 FAIL "$tmp/v.out")" '[ $rc -eq 0 ]'
# under the enter rule: Dijkstra's answers are enter's (2 from the mud cell), the file's
# distances (mean) are compared for paths only, and validate passes
"$PFBENCH" run --suite dynamic --maps t --data dynamic="$d/t.scen" --moves enter --algos 'weighted/dijkstra/heap,weighted/jpsw' \
    --out "$tmp/rese" --quiet > /dev/null 2>&1
"$PFBENCH" validate "$tmp/rese/latest" > "$tmp/ve.out" 2>&1
rc=$?
check "under --moves enter: Dijkstra finds $(dij "$tmp/rese/latest/runs.csv"), validate passes ($rc) $(grep -m1 FAIL "$tmp/ve.out")" \
    '[ $rc -eq 0 ] && [ "$(dij "$tmp/rese/latest/runs.csv")" = "4.000000 6.000000 2.000000 10.828427 none 3.414214 4.000000 " ]'
"$PFBENCH" solve --map "$d/t.scen" --moves enter --algo weighted/jpsw > "$tmp/se.out" 2>&1
rc=$?
check "solve under --moves enter compares paths, not the mean rule's costs ($rc): $(tail -1 "$tmp/se.out")" \
    '[ $rc -eq 0 ] && grep -q "0 not matching the file (its distances are of another rule: paths compared, not costs)" "$tmp/se.out"'
sed 's/^Q 2 0 0 4 0 10.82842712$/Q 2 0 0 4 0 10.9/' "$d/t.scen" > "$d/w.scen"
"$PFBENCH" run --suite dynamic --maps w --data dynamic="$d/w.scen" --algos 'weighted/dijkstra/heap' --out "$tmp/resw" \
    --quiet > /dev/null 2>&1
"$PFBENCH" validate "$tmp/resw/latest" > "$tmp/vw.out" 2>&1
rc=$?
check "validate names a wrong distance by file and line ($rc): $(grep -m1 FAIL "$tmp/vw.out")" \
    '[ $rc -ne 0 ] && grep -q "FAIL: .*w.scen:13: the file.s distance is 10.900000 at epoch 2, pfbench.s Dijkstra on the map as it stands finds 10.828427" "$tmp/vw.out"'

# --- generated: terrain, its weighted dynamic scenario, every weighted variant run and validated
"$PFBENCH" gen terrain --size 64x48 --seed 3 --lines 10 --out "$tmp/w" > /dev/null 2>&1
"$PFBENCH" gen --recipe 'dynamic:from/rate=0.1:queries=80:seed=2' --from "$tmp/w/terrain-64x48-3.map" \
    --out "$tmp/g" > "$tmp/g.out" 2> "$tmp/g.err"
rc=$?
check "gen dynamic:from on a weighted map exits 0 and writes .scen, .patch, .costs: $(cat "$tmp/g.out" "$tmp/g.err")" \
    '[ $rc -eq 0 ] && [ "$(grep -c "^/" "$tmp/g.out")" = 3 ] && grep -q "^# a weighted dynamic scenario" "$tmp/g.out"'
s=$(head -1 "$tmp/g.out")
check "its header names the costs file: $(sed -n 6p "$s")" '[ "$(sed -n 6p "$s")" = "costs $(basename "${s%.scen}").costs" ]'
check "its costs file holds the terrain's labels" 'cmp -s "$tmp/w/terrain-64x48-3.costs" "${s%.scen}.costs"'
labels() { grep -vE '^(type|patches|patch|height|width|map)( |$)' "$1" | fold -w1 | sort -u | tr -d "\n"; }
check "its patches paste the terrain's labels (walls 'w', mud '~' among them): $(labels "${s%.scen}.patch") vs $(labels "$tmp/w/terrain-64x48-3.map")" \
    '[ "$(labels "${s%.scen}.patch")" = "$(labels "$tmp/w/terrain-64x48-3.map")" ] && labels "${s%.scen}.patch" | grep -q "w" &&
     labels "${s%.scen}.patch" | grep -q "~"'
"$PFBENCH" gen --recipe 'dynamic:from/rate=0.1:queries=80:seed=2' --from "$tmp/w/terrain-64x48-3.map" --out "$tmp/g2" > /dev/null 2>&1
check "the same seed writes the same scenario" 'cmp -s "$s" "$tmp/g2/$(basename "$s")"'
"$PFBENCH" run --suite dynamic --data dynamic="$s" --maps "$(basename "${s%.scen}")" --algos 'weighted/*' --out "$tmp/resg" --repeat 1 --quiet > "$tmp/rg.out" 2>&1
rc=$?
check "run of the generated weighted scenario exits 0 ($rc): $(tail -2 "$tmp/rg.out")" '[ $rc -eq 0 ]'
rg=$tmp/resg/latest
check "80 rows a variant, with change events ($(col "$rg/runs.csv" patches | awk '$1 > 0' | wc -l) rows after one)" \
    '[ $(( $(wc -l < "$rg/runs.csv") - 1 )) = $((80 * $(col "$rg/runs.csv" variant | sort -u | wc -l))) ] &&
     [ "$(col "$rg/runs.csv" patches | awk "\$1 > 0" | wc -l)" -gt 0 ]'
"$PFBENCH" validate "$rg" > "$tmp/vg.out" 2>&1
rc=$?
check "validate passes on the generated weighted scenario, every answer against the file and Dijkstra ($rc): $(grep -m1 FAIL "$tmp/vg.out")" '[ $rc -eq 0 ]'
check "every Dijkstra answer equals the file's distance" \
    'awk -F, "NR == 1 { for (i = 1; i <= NF; i++) c[\$i] = i; next }
              { f = \$c[\"file_optimum\"]; g = \$c[\"dijkstra_cost\"]
                if (f < 0 ? g != \"\" : (g == \"\" || g - f > 1e-4 || f - g > 1e-4)) bad++; n++ } END { exit bad > 0 || n == 0 }" "$rg/runs.csv"'

# --- the recipe on generated terrain, as a suite entry plans it (weighted: domain wdynamic)
"$PFBENCH" gen --recipe 'dynamic:terrain-32-5/rate=0.2:queries=30:seed=4' --out "$tmp/gr" > "$tmp/gr.out" 2>&1
rc=$?
check "gen --recipe dynamic:terrain-32-5 writes a weighted scenario ($rc): $(tail -1 "$tmp/gr.out")" \
    '[ $rc -eq 0 ] && grep -q "^# a weighted dynamic scenario of terrain-32-5 (32x32): 30 queries" "$tmp/gr.out"'

# --- malformed files: file:line and reason, exit 2, nothing written
bad_case() {   # DESCRIPTION SCEN_SED PATCH_SED COSTS_TEXT MESSAGE
    local b=$tmp/data/bad msg=$5 rc
    rm -rf "$b" "$tmp/resbad"; mkdir -p "$b"
    sed "$2" "$d/t.scen" > "$b/t.scen"
    sed "$3" "$d/t.patch" > "$b/t.patch"
    [ -n "$4" ] && printf "$4" > "$b/t.costs"
    "$PFBENCH" run --suite dynamic --maps t --data dynamic="$b/t.scen" --algos 'weighted/*' --out "$tmp/resbad" \
        --quiet > /dev/null 2> "$tmp/b.err"
    rc=$?
    check "$1: run refuses it ($rc): $(head -1 "$tmp/b.err")" '[ $rc -ne 0 ] && grep -qF "$msg" "$tmp/b.err"'
    check "$1: nothing written" '[ ! -e "$tmp/resbad" ]'
    "$PFBENCH" solve --map "$b/t.scen" > /dev/null 2> "$tmp/b.err"
    rc=$?
    check "$1: solve exits 2 with file:line ($rc): $(head -1 "$tmp/b.err")" '[ $rc -eq 2 ] && grep -qF "$msg" "$tmp/b.err"'
}
bad_case "a costs file missing" 's/^costs t.costs/costs none.costs/' '' '' \
    "$tmp/data/bad/t.scen:6: expected the costs file $tmp/data/bad/none.costs, found no such file"
bad_case "a label without a cost in a patch" '' '9s/^m$/x/' '. 1\nm 3\n@ 0\n' \
    "$tmp/data/bad/t.patch:9: expected a terrain label with a cost in t.costs, found 'x' at column 1"
bad_case "a costs file without '.'" '' '' 'm 3\n@ 0\n' \
    "$tmp/data/bad/t.scen:6: expected a line '. COST' in $tmp/data/bad/t.costs (the start map is every cell '.'), found none"
bad_case "a malformed costs line" '' '' '. 1\nm -3\n' "$tmp/data/bad/t.costs:2: expected"

finish
