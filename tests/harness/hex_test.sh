#!/usr/bin/env bash
# hex_test.sh: the hex domain through pfbench: a hand-made hex map whose optima are worked out
# here, solved by every hex variant; bad hex files refused with file, line and reason; a trace
# (its header, cells and path) and a picture drawn as hexes. Skipped while pfbench knows no hex
# variant (the domain is registered in libpf's and the harness's domain tables).
#
# Usage: tests/harness/hex_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
names=$("$PFBENCH" list --names 2> /dev/null | grep '^hex/')
[ -n "$names" ] || skip "pfbench lists no hex variant"

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
check "its header names the hex trace and the cost" 'head -n 1 "$tmp/t.trace" | grep -q "^# pfbench hex trace map=h width=5 height=3 variant=hex/astar/hex/heap cost=4"'
check "3 rows of 5 cells, the 3 walls -2" '[ "$(tail -n +2 "$tmp/t.trace" | wc -l)" -eq 3 ] && [ "$(tail -n +2 "$tmp/t.trace" | tr " " "\n" | grep -c "^-2$")" -eq 3 ]'
check "the path: 5 cells from (2,0) to (2,2)" '[ "$(cat "$tmp/t.trace.path" | tr "\n" " ")" = "2 0 1 0 0 1 1 2 2 2 " ]'

# --- a picture of hexes
if command -v gnuplot > /dev/null 2>&1; then
    "$PFBENCH" draw --map "$d/h.map" --id 1 --algos 'hex/dijkstra/heap,hex/astar/hex/heap' --out "$tmp/p.png" \
        > /dev/null 2> "$tmp/d.err"
    rc=$?
    check "draw a hex map (exit $rc): $(tail -1 "$tmp/d.err")" '[ $rc -eq 0 ] && [ -s "$tmp/p.png" ]'
fi
finish
