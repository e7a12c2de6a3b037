#!/usr/bin/env bash
# hex_test.sh: the hex domain through pfbench: a hand-made hex map whose optima are worked out
# here, solved by every hex variant; bad hex files refused with file, line and reason; a trace
# (its header, cells and path) and a picture drawn as hexes; then the domain as a user meets it:
# pfbench gen (a hex recipe; a 2D map converted, generated here and, when present, a Moving AI
# one), list --domain hex, every variant on the generated maps against their optima, an unknown
# variant, and a run of the hex suite on a data folder: validate, report, charts, two shards
# merged.
#
# Usage: tests/harness/hex_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
names=$("$PFBENCH" list --names 2> /dev/null | grep '^hex/')
check "pfbench lists the 12 hex variants" '[ "$(echo "$names" | wc -l)" -eq 12 ]'

# --- a 5x3 hex map, odd rows shifted right by half a cell, a wall in the middle row:
#   row 0   . . . . .
#   row 1    . @ @ @ .
#   row 2   . . . . .
# (0,0) -> (0,2): (0,0) SE (0,1), SW (0,2): 2 steps. (2,0) -> (2,2): around the wall's left
# end, (2,0) W (1,0) SW (0,1) SE (1,2) E (2,2): 4 steps (the right end takes 6).
d=$tmp/hand/fam
mkdir -p "$d"
printf 'type hex\nheight 3\nwidth 5\nmap\n.....\n.@@@.\n.....\n' > "$d/h.map"
printf 'version 1\n0\th.map\t5\t3\t0\t0\t0\t2\t2\n1\th.map\t5\t3\t2\t0\t2\t2\t4\n' > "$d/h.map.scen"
for v in $names; do
    "$PFBENCH" solve --map "$d/h.map" --algo "$v" > "$tmp/s.out" 2>&1
    rc=$?
    check "solve $v on the hand map exits 0 (got $rc): $(tail -1 "$tmp/s.out")" '[ $rc -eq 0 ]'
    case $v in
        hex/generic/*) ;;            # a path, not the best one
        *) check "$v: line 0 costs 2, line 1 costs 4" \
               'awk "\$1 == 0 { a = \$2 } \$1 == 1 { b = \$2 } END { exit !(a == 2 && b == 4) }" "$tmp/s.out"' ;;
    esac
done

# --- bad files: file, line and reason, exit 2
expect_error() {   # DESCRIPTION MESSAGE MAP
    "$PFBENCH" solve --map "$3" --algo hex/dijkstra/heap > /dev/null 2> "$tmp/e.err"
    local rc=$?
    if [ $rc -eq 2 ] && grep -qF -- "$2" "$tmp/e.err"; then ok "$1"; else bad "$1: exit $rc, stderr: $(cat "$tmp/e.err")"; fi
}
b=$tmp/bad
mkdir -p "$b"
printf 'type hex\nheight 3\nwidth 5\nmap\n.....\n.@@@\n.....\n' > "$b/short.map"
cp "$d/h.map.scen" "$b/short.map.scen"
expect_error "a short row" "short.map:6: expected 5 characters in row 1, found 4" "$b/short.map"
printf 'type hex\nheight 3\nwidth 5\nmap\n.....\n.@x@.\n.....\n' > "$b/char.map"
expect_error "a character that is no terrain" "char.map:6: expected a terrain character" "$b/char.map"
cp "$d/h.map" "$b/wall.map"
printf 'version 1\n0\twall.map\t5\t3\t1\t1\t0\t0\t1\n' > "$b/wall.map.scen"
expect_error "a start on a wall" "wall.map.scen:2: expected the start on a passable cell" "$b/wall.map"

# --- a trace: the hex header, H rows of W cells, the path's cells
"$PFBENCH" trace --map "$d/h.map" --id 1 --algo hex/astar/hex/heap --out "$tmp/t.trace" > /dev/null 2> "$tmp/t.err"
rc=$?
check "trace exits 0 (got $rc): $(tail -1 "$tmp/t.err")" '[ $rc -eq 0 ]'
check "its header names the hex trace and the cost" 'head -n 1 "$tmp/t.trace" | grep -q "^# pfbench hex trace map=h.map width=5 height=3 variant=hex/astar/hex/heap cost=4"'
check "3 rows of 5 cells, the 3 walls -2" '[ "$(tail -n +2 "$tmp/t.trace" | wc -l)" -eq 3 ] && [ "$(tail -n +2 "$tmp/t.trace" | tr " " "\n" | grep -c "^-2$")" -eq 3 ]'
check "the path: 5 cells from (2,0) to (2,2)" '[ "$(cat "$tmp/t.trace.path" | tr "\n" " ")" = "2 0 1 0 0 1 1 2 2 2 " ]'

# --- a picture of hexes
if command -v gnuplot > /dev/null 2>&1; then
    "$PFBENCH" draw --map "$d/h.map" --id 1 --algos 'hex/dijkstra/heap,hex/astar/hex/heap' --out "$tmp/p.png" \
        > /dev/null 2> "$tmp/d.err"
    rc=$?
    check "draw a hex map (exit $rc): $(tail -1 "$tmp/d.err")" '[ $rc -eq 0 ] && [ -s "$tmp/p.png" ]'
fi

# --- pfbench gen: a hex recipe (map and .scen with optima), conversions of 2D maps
g=$tmp/gen
"$PFBENCH" gen --recipe hex:64x64:p=0.2:seed=1 --out "$g" > "$tmp/g.out" 2> "$tmp/g.err"
rc=$?
gm=$g/gen-hex-random-64x64-p0.2-s1.map
check "gen hex:64x64 exits 0 (got $rc): $(tail -1 "$tmp/g.err")" '[ $rc -eq 0 ] && [ -s "$gm" ] && [ -s "$gm.scen" ]'
check "gen prints the map and the scenario file" 'grep -qx "$gm" "$tmp/g.out" && grep -qx "$gm.scen" "$tmp/g.out"'
check "the generated map is a hex map of 64 x 64" '[ "$(head -n 3 "$gm" | tr "\n" " ")" = "type hex height 64 width 64 " ]'
check "its scenarios have optima (over 100 lines)" '[ "$(tail -n +2 "$gm.scen" | wc -l)" -gt 100 ]'
"$PFBENCH" gen --recipe random:48x40:p=0.25:seed=3 --out "$tmp/2d" > /dev/null 2>&1
"$PFBENCH" gen --recipe hex:from --from "$tmp/2d/gen-random-48x40-p0.25-s3.map" --out "$tmp/hexdata/conv" \
    > /dev/null 2> "$tmp/c.err"
rc=$?
cm=$tmp/hexdata/conv/gen-random-48x40-p0.25-s3.map
check "a generated 2D map converted (exit $rc): $(tail -1 "$tmp/c.err")" \
    '[ $rc -eq 0 ] && head -n 1 "$cm" | grep -qx "type hex" && [ -s "$cm.scen" ]'
check "the converted map keeps the 2D map's rows" \
    '[ "$(tail -n +5 "$cm" | md5sum)" = "$(tail -n +5 "$tmp/2d/gen-random-48x40-p0.25-s3.map" | md5sum)" ]'
mai=${MOVINGAI_DIR:-$root/../shared/movingai}/bg512/AR0011SR.map
maps="$gm $cm"
if [ -f "$mai" ]; then
    "$PFBENCH" gen --recipe hex:from --from "$mai" --per-bucket 1 --max-buckets 20 --out "$tmp/mai" \
        > /dev/null 2> "$tmp/m.err"
    rc=$?
    check "a Moving AI map converted (exit $rc): $(tail -1 "$tmp/m.err")" '[ $rc -eq 0 ] && [ -s "$tmp/mai/AR0011SR.map.scen" ]'
    maps="$maps $tmp/mai/AR0011SR.map"
fi
"$PFBENCH" gen --recipe hex:from --out "$tmp/x" > /dev/null 2> "$tmp/x.err"
rc=$?
check "hex:from without --from: usage error (exit $rc)" '[ $rc -eq 2 ] && grep -q "needs --from" "$tmp/x.err"'
"$PFBENCH" gen --recipe hex:from --from "$b/short.map" --out "$tmp/x" > /dev/null 2> "$tmp/x.err"
rc=$?
check "converting a malformed hex map names file and line (exit $rc)" \
    '[ $rc -ne 0 ] && grep -qF "short.map:6: expected 5 characters in row 1, found 4" "$tmp/x.err"'

# --- list, and every variant on those maps: valid paths, the optimal ones at the files' optima
"$PFBENCH" list --domain hex > "$tmp/l.out" 2>&1
check "list --domain hex: the 12 hex variants and no other" \
    '[ "$(tail -n +2 "$tmp/l.out" | grep -c "^hex/")" -eq 12 ] && [ "$(tail -n +2 "$tmp/l.out" | grep -vc "^hex/")" -eq 0 ]'
for m in $maps; do
    for v in $names; do
        "$PFBENCH" solve --map "$m" --algo "$v" --quiet > "$tmp/s.out" 2>&1
        rc=$?
        want=" 0 invalid, 0 not matching the optimum,"
        case $v in hex/generic/*) want=" 0 invalid," ;; esac    # a path, not the best one
        check "solve $v on $(basename "$m"): exit $rc, $(tail -1 "$tmp/s.out")" \
            '[ $rc -eq 0 ] && grep -q "$want" "$tmp/s.out"'
    done
done
"$PFBENCH" solve --map "$gm" --algo hex/nope > /dev/null 2> "$tmp/u.err"
rc=$?
check "an unknown variant: exit 2, named (got $rc)" '[ $rc -eq 2 ] && grep -q "unknown algorithm .hex/nope." "$tmp/u.err"'
"$PFBENCH" solve --map "$gm" --algo astar/octile/heap > /dev/null 2> "$tmp/u.err"
rc=$?
check "a 2D variant on a hex map: exit 2 (got $rc)" '[ $rc -eq 2 ] && grep -q "not hex maps" "$tmp/u.err"'

# --- a run of the hex suite (its 64x64 recipe and the data folder's converted map), and what
# reads runs
run() {   # OUT [options]: pfbench run of the hex suite on the data folder
    local out=$1
    shift
    "$PFBENCH" run --suite hex --repeat 1 --data hex="$tmp/hexdata" --maps 'gen-hex-random-64x64*,conv' \
        --out "$out" --quiet "$@" > /dev/null 2> "$tmp/r.err"
}
run "$tmp/res"
rc=$?
r=$tmp/res/latest
check "run --suite hex exits 0 (got $rc): $(tail -1 "$tmp/r.err")" '[ $rc -eq 0 ] && [ -s "$r/runs.csv" ]'
check "its rows are the hex domain's, 2 maps (the recipe's and the data folder's)" \
    '[ "$(col "$r/runs.csv" domain | sort -u)" = hex ] && [ "$(col "$r/runs.csv" map | sort -u | wc -l)" -eq 2 ]'
"$PFBENCH" validate "$r" > "$tmp/v.out" 2>&1
rc=$?
check "validate: exit 0 (got $rc)" '[ $rc -eq 0 ] && grep -q "every path is valid" "$tmp/v.out"'
"$PFBENCH" report "$r" > /dev/null 2>&1
check "report writes report.md" '[ -s "$r/report.md" ]'
check "the run pictured hex traces (traces/hex)" '[ -s "$r/traces/hex/00.trace" ] && [ -s "$r/traces/hex/00.title" ]'
if command -v gnuplot > /dev/null 2>&1; then
    bash "$root/scripts/charts.sh" "$r" > "$tmp/ch.out" 2>&1
    rc=$?
    check "charts.sh exits 0 and draws search-hex (got $rc)" '[ $rc -eq 0 ] && [ -s "$r/charts/search-hex.png" ]'
fi
run "$tmp/sh1" --shard 1/2 && run "$tmp/sh2" --shard 2/2
rc=$?
check "two shards run (exit $rc)" '[ $rc -eq 0 ]'
"$PFBENCH" merge --out "$tmp/merged" "$tmp/sh1/latest" "$tmp/sh2/latest" > /dev/null 2> "$tmp/mg.err"
rc=$?
check "merge of the two shards: exit $rc, the whole run's rows: $(tail -1 "$tmp/mg.err")" \
    '[ $rc -eq 0 ] && [ "$(wc -l < "$tmp/merged/runs.csv")" -eq "$(wc -l < "$r/runs.csv")" ]'
"$PFBENCH" validate "$tmp/merged" > /dev/null 2>&1
rc_=$?
check "the merged run validates" '[ $rc_ -eq 0 ]'
finish
