#!/usr/bin/env bash
# weighted_test.sh: the weighted-terrain domain through pfbench: a hand-made map whose costs
# under both rules are worked out here (solve), bad files refused with file, line and reason
# and no result folder, a run under each rule of every weighted variant on generated terrain
# (rows, models in meta.json, validate, the suboptimality chart), list's verdicts, and the
# search pictures with their cost shades.
#
# Usage: tests/harness/weighted_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# --- a 4x3 map: a road row (r, 1), a swamp row (s, 7.5) and a wall (@) between
d=$tmp/hand/fam
mkdir -p "$d"
printf 'type octile\nheight 3\nwidth 4\nmap\nrrrr\ns@ss\nssss\n' > "$d/h.map"
printf 'r 1\ns 7.5\n@ 0\n' > "$d/h.costs"
# line 1: (0,0) -> (3,0) along the road; line 2: (0,2) -> (3,0)
printf 'version 1\n0\th.map\t4\t3\t0\t0\t3\t0\t3.00000000\n0\th.map\t4\t3\t0\t2\t3\t0\t14.75000000\n' > "$d/h.map.scen"
"$PFBENCH" solve --map "$d/h.map" --algo weighted/dijkstra/heap > "$tmp/s1.out" 2>&1
rc=$?
check "solve on the hand map exits 0 (got $rc): $(tail -1 "$tmp/s1.out")" '[ $rc -eq 0 ]'
# mean: 3 road moves of (1+1)/2; line 2: up the swamp column (7.5), then the cheapest way
# east: (0,2)->(0,1) 7.5, (0,1)->(0,0) (7.5+1)/2 = 4.25, then 3 road moves = 3: 14.75; the
# diagonal (0,1)->(1,0) needs (1,1), a wall. Under enter: (0,2)->(0,1) 7.5, ->(0,0) 1, +3 = 11.5
check "mean: line 1 costs 3" 'awk "\$1 == 0 { exit !(\$2 == \"3.000000\") }" "$tmp/s1.out"'
check "mean: line 2 costs 14.75 (worked out by hand)" 'awk "\$1 == 1 { exit !(\$2 == \"14.750000\") }" "$tmp/s1.out"'
"$PFBENCH" solve --map "$d/h.map" --algo weighted/jpsw --moves enter > "$tmp/s2.out" 2>&1
check "enter: JPSW's line 2 costs 11.5: $(grep '^1 ' "$tmp/s2.out")" \
    'awk "\$1 == 1 { exit !(\$2 == \"11.500000\") }" "$tmp/s2.out"'
check "the rows name the rule" 'grep -q "moves enter" "$tmp/s2.out"'

# --- bad files: file, line and reason, exit 2
expect_error() {   # DESCRIPTION MESSAGE MAP
    "$PFBENCH" solve --map "$3" --algo weighted/dijkstra/heap > /dev/null 2> "$tmp/e.err"
    local rc=$?
    if [ $rc -eq 2 ] && grep -qF -- "$2" "$tmp/e.err"; then ok "$1"; else bad "$1: exit $rc, stderr: $(cat "$tmp/e.err")"; fi
}
b=$tmp/bad
mkdir -p "$b"
cp "$d/h.map" "$b/nolabel.map"; printf 'r 1\n@ 0\n' > "$b/nolabel.costs"; cp "$d/h.map.scen" "$b/nolabel.map.scen"
sed -i 's/h\.map/nolabel.map/' "$b/nolabel.map.scen"
expect_error "a label without a cost" "nolabel.map:6: label 's' at (0,1) has no cost in $b/nolabel.costs" "$b/nolabel.map"
cp "$d/h.map" "$b/neg.map"; printf 'r 1\ns -2\n@ 0\n' > "$b/neg.costs"
expect_error "a negative cost" "neg.costs:2: expected a non-negative cost for label 's', found '-2'" "$b/neg.map"
cp "$d/h.map" "$b/big.map"; printf 'r 1\ns 99999999\n@ 0\n' > "$b/big.costs"
expect_error "a cost past the integer range" "big.costs:2:" "$b/big.map"
grep -q "overflow" "$tmp/e.err" && ok "the message says the costs overflow" || bad "overflow not said: $(cat "$tmp/e.err")"
cp "$d/h.map" "$b/wall.map"; cp "$d/h.costs" "$b/wall.costs"
printf 'version 1\n0\twall.map\t4\t3\t1\t1\t3\t0\t1\n' > "$b/wall.map.scen"
expect_error "a start on a wall" "wall.map.scen:2: expected the start on a passable cell" "$b/wall.map"

# a run over a folder holding the bad map stops before writing anything
mkdir -p "$tmp/badrun/fam"
cp "$b/nolabel.map" "$b/nolabel.costs" "$b/nolabel.map.scen" "$tmp/badrun/fam/"
WEIGHTED_DIR=$tmp/badrun "$PFBENCH" run --suite weighted-all --algos 'weighted/*' --out "$tmp/rbad" > /dev/null 2> "$tmp/rb.err"
rc=$?
check "a run over a bad weighted map exits 2 (got $rc) naming file and line: $(tail -1 "$tmp/rb.err")" \
    '[ $rc -eq 2 ] && grep -q "nolabel.map:6: label" "$tmp/rb.err"'
check "and leaves no result folder" '[ -z "$(ls -A "$tmp/rbad" 2> /dev/null)" ]'

# --- runs under both rules on generated terrain: every weighted variant, validated
wd=$tmp/wdata
mkdir -p "$wd/gen"
"$PFBENCH" gen terrain --size 48 --seed 5 --lines 30 --out "$wd/gen" > /dev/null 2>&1
check "gen terrain wrote a weighted map" '[ -s "$wd/gen/terrain-48-5.map" ] && [ -s "$wd/gen/terrain-48-5.costs" ]'
nw=$("$PFBENCH" list --names --domain weighted | wc -l)
for rule in mean enter; do
    WEIGHTED_DIR=$wd "$PFBENCH" run --suite weighted-all --algos 'weighted/*' --moves "$rule" --out "$tmp/r-$rule" \
        > "$tmp/r.out" 2> "$tmp/r.err"
    rc=$?
    check "run --moves $rule exits 0 (got $rc): $(tail -2 "$tmp/r.err")" '[ $rc -eq 0 ]'
    run=$(ls -d "$tmp/r-$rule"/2*/ | head -n 1)
    lines=$(($(wc -l < "$wd/gen/terrain-48-5.map.scen") - 1))
    check "$rule: one row per line and variant ($lines x $nw)" '[ "$(tail -n +2 "$run/runs.csv" | wc -l)" -eq $((lines * nw)) ]'
    check "$rule: every row says domain weighted and moves $rule" \
        '[ "$(paste -d" " <(col "$run/runs.csv" domain) <(col "$run/runs.csv" moves) | sort -u)" = "weighted $rule" ]'
    check "$rule: meta.json names the rule" 'grep -q "\"weighted\": \"$rule\"" "$run/meta.json"'
    "$PFBENCH" validate --quiet "$run" > /dev/null
    rc_=$?
    check "$rule: every variant that must be optimal is, every path valid" '[ $rc_ -eq 0 ]'
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
             $c["variant"] == "weighted/jpsw" { print $c["should_be_optimal"], $c["optimal_share"], $c["invalid"] }' \
        "$run/summary.csv" > "$tmp/jpsw"
    check "$rule: JPSW must be optimal and is, on every line: $(cat "$tmp/jpsw")" '[ "$(cat "$tmp/jpsw")" = "1 1.000000 0" ]'
done
"$PFBENCH" chartdata "$run" > /dev/null 2>&1
check "the suboptimality chart lists the 2D A* that ignores costs" \
    'grep -q "weighted/astar-unweighted/octile/heap" "$run/charts/data/subopt-enter.dat"'
check "and leaves out every variant that must be optimal" '! grep -q "weighted/jpsw" "$run/charts/data/subopt-enter.dat"'

# --- list: which variants must be optimal under a rule
"$PFBENCH" list --domain weighted --moves mean > "$tmp/list.out"
check "list: JPSW optimal under mean" 'grep -E "^weighted/jpsw +" "$tmp/list.out" | grep -q " yes "'
check "list: Manhattan A* not optimal (it overestimates diagonals)" \
    'grep -E "^weighted/astar/manhattan/heap +" "$tmp/list.out" | grep -q " no "'

# --- pictures: a trace per variant with its cost shades, the shades as large as the map
"$PFBENCH" trace --map "$d/h.map" --id 1 --algo weighted/jpsw --out "$tmp/t.trace" > /dev/null 2>&1
check "trace writes the trace and its shade file" '[ -s "$tmp/t.trace" ] && [ -s "$tmp/t.trace.shade" ]'
check "the shade file has 3 rows of 4: roads 255, walls 0, swamp 1" \
    '[ "$(cat "$tmp/t.trace.shade")" = "$(printf "255 255 255 255\n1 0 1 1\n1 1 1 1")" ]'
if command -v gnuplot > /dev/null 2>&1; then
    "$PFBENCH" draw --map "$wd/gen/terrain-48-5.map" --id 3 --algos 'weighted/astar/octile/heap,weighted/jpsw' \
        --out "$tmp/p.png" > /dev/null 2> "$tmp/d.err"
    rc=$?
    check "draw a weighted map (exit $rc): $(tail -1 "$tmp/d.err")" '[ $rc -eq 0 ] && [ -s "$tmp/p.png" ]'
fi
finish
