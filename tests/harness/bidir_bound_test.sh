#!/bin/bash
# bidir_bound_test.sh: tests/bidir_bound (the least expansions of any bidirectional Dijkstra):
# exact C*, one-way counts and LB on two small maps, the same rows from CRLF files, its
# messages for bad input, and LB <= min(fwd_only, bwd_only) on 100 lines of a generated map and
# of brc202d (MOVINGAI_DIR, when there).
. "$(dirname "$0")/../lib.sh"
[ -n "${BIDIR_BOUND:-}" ] || skip "BIDIR_BOUND is not set (run through ctest, or set it to the bidir_bound binary)"
data=$root/tests/data
bb() { "$BIDIR_BOUND" "$@"; }

# The corridor, worked by hand (costs in cardinal steps; fixed point x 2378; e = 1):
#  line 1, (0,0) -> (5,0): C* = 5, L = C* - e = 4, gf(x) = x, gb(x) = 5 - x. A pair (x, y) must
#   be covered when x + 5 - y < 4, i.e. y >= x + 2. fwd_only = #{x < 4} = 4, bwd_only =
#   #{5 - y < 4} = 4. The pairs (0,2) (1,3) (2,4) (3,5) share no cell, so any cover has 4:
#   LB = 4, and every threshold a = 0..4 attains it (a_lo = 0, a_hi = 4/5).
#  line 2, (5,0) -> (1,0): C* = 4, L = 3, gf(x) = 5 - x, gb(x) = |x - 1|: fwd_only = #{x >= 3}
#   = 3, bwd_only = #{x <= 3} = 4 (the cell behind the goal counts). By threshold:
#   a = 0: 0 + 4, a = 1: 1 + #{gb < 2} = 1 + 3, a = 2: 2 + #{gb < 1} = 3, a = 3: 3 + 0 = 3,
#   so LB = 3 with a = 2 or 3 (a_lo = 2/4, a_hi = 3/4).
bb "$data/bound-corridor.map" "$data/bound-corridor.map.scen" >"$tmp/c.csv" 2>"$tmp/c.err"
rc_=$?
check "the corridor runs" '[ $rc_ -eq 0 ]' || cat "$tmp/c.err"
cat >"$tmp/c.want" <<'EOF'
id,line,sx,sy,gx,gy,cstar_fixed,cstar,optimum,fwd_only,bwd_only,lb,lb_fwd,lb_bwd,a_lo,a_hi
0,2,0,0,5,0,11890,5.00000000,5.00000000,4,4,4,4,0,0.0000,0.8000
1,3,5,0,1,0,9512,4.00000000,4.00000000,3,4,3,3,0,0.5000,0.7500
EOF
check "the corridor's rows are the hand-derived ones" diff "$tmp/c.want" "$tmp/c.csv"

# The room (tests/data/bound-room.map, a wall, swamp and a tree). The expected values come from
# an independent brute force run once: its own Dijkstra on the map text (hog2's classes, no
# corner cutting, 2378 / 3363), the explicit pairs with gf + gb + 2378 < C*, and the minimum
# vertex cover as a maximum matching (networkx Hopcroft-Karp, Konig's theorem), confirmed by an
# exhaustive search over subsets on the lines with at most 22 candidate nodes (lines 4-6). Line
# 4 is start = goal, line 6 a single step (C* = e): nothing must be expanded.
bb "$data/bound-room.map" "$data/bound-room.map.scen" >"$tmp/r.csv" 2>"$tmp/r.err"
rc_=$?
check "the room runs" '[ $rc_ -eq 0 ]' || cat "$tmp/r.err"
got=$(awk -F, 'NR > 1 { print $7, $10, $11, $12 }' "$tmp/r.csv" | tr '\n' ';')
want="24357 33 34 24;20994 29 20 17;28536 34 31 23;0 0 0 0;8119 11 9 5;2378 0 0 0;21402 18 29 17;"
check "the room's C*, fwd_only, bwd_only, LB per line: $got" '[ "$got" = "$want" ]'
check "the room's two sides of LB add up, on every line" \
    '[ "$(awk -F, "NR > 1 && \$13 + \$14 != \$12" "$tmp/r.csv" | wc -l)" -eq 0 ]'
check "the summary on stderr" grep -qx \
    'bound-room.map.scen: 7 lines, 7 with a path, 0 whose C\* differs from the scenario.s optimum' "$tmp/r.err"
check "the LB median and mean" grep -qE '^  lb +median 17\.0  mean 12\.3  \(7 lines\)$' "$tmp/r.err"

# CRLF map and scenario: the same rows
sed 's/$/\r/' "$data/bound-room.map" >"$tmp/bound-room.map"
sed 's/$/\r/' "$data/bound-room.map.scen" >"$tmp/crlf.scen"
bb "$tmp/bound-room.map" "$tmp/crlf.scen" >"$tmp/crlf.csv" 2>/dev/null
check "CRLF files give the same rows" cmp -s "$tmp/r.csv" "$tmp/crlf.csv"
bb "$data/bound-room.map" "$data/bound-room.map.scen" --limit 3 >"$tmp/l.csv" 2>/dev/null
check "--limit 3 gives the first 3 rows" '[ "$(cat "$tmp/l.csv")" = "$(head -4 "$tmp/r.csv")" ]'
bb "$data/bound-room.map" "$data/bound-room.map.scen" --summary >"$tmp/s.out" 2>"$tmp/s.err"
rc_=$?
check "--summary prints the summary on stdout, no rows" \
    '[ $rc_ -eq 0 ] && [ "$(head -1 "$tmp/s.out" | cut -c1-24)" = "bound-room.map.scen: 7 l" ] && ! grep -q "^id," "$tmp/s.out"'

# an unreachable goal: empty fields, and not counted in the medians
printf 'type octile\nheight 1\nwidth 3\nmap\n.@.\n' >"$tmp/cut.map"
printf 'version 1\n0\tcut.map\t3\t1\t0\t0\t2\t0\t0\n' >"$tmp/cut.scen"
bb "$tmp/cut.map" "$tmp/cut.scen" >"$tmp/u.csv" 2>"$tmp/u.err"
rc_=$?
check "an unreachable goal gives empty fields" \
    '[ $rc_ -eq 0 ] && [ "$(tail -1 "$tmp/u.csv")" = "0,2,0,0,2,0,,,0,,,,,,," ]'
check "and a summary of no lines" grep -q '1 lines, 0 with a path' "$tmp/u.err"

# bad input: exact messages, non-zero exit, no rows
bb "$data/bound-room.map" "$tmp/missing.scen" >"$tmp/m.out" 2>"$tmp/m.err"
rc_=$?
check "a missing scenario file exits 1" '[ $rc_ -eq 1 ] && [ ! -s "$tmp/m.out" ]'
check "and names it" '[ "$(cat "$tmp/m.err")" = "bidir_bound: $tmp/missing.scen: cannot open: No such file or directory" ]'
printf 'version 1\n0\tbound-room.map\t8\t6\t1\t1\t0\t0\t1.41421356\n' >"$tmp/wall.scen"
bb "$data/bound-room.map" "$tmp/wall.scen" >/dev/null 2>"$tmp/w.err"
rc_=$?
check "a start in a wall exits 1" '[ $rc_ -eq 1 ]'
check "with file:line" '[ "$(cat "$tmp/w.err")" = "bidir_bound: $tmp/wall.scen:2: expected the start on a passable cell, found '"'"'@'"'"' at (1,1)" ]'
bb "$data/bound-room.map" "$data/bound-room.map.scen" --limit x >/dev/null 2>"$tmp/x.err"
rc_=$?
check "a bad --limit exits 2" '[ $rc_ -eq 2 ]'
check "and says so" '[ "$(cat "$tmp/x.err")" = "bidir_bound: --limit: expected a count >= 0, found '"'"'x'"'"'" ]'
bb "$data/bound-room.map" >/dev/null 2>"$tmp/n.err"
rc_=$?
check "no scenario: usage, exit 2" '[ $rc_ -eq 2 ] && grep -q "^usage: bidir_bound MAP SCEN" "$tmp/n.err"'
bb --help >"$tmp/h.out"
rc_=$?
check "--help on stdout, exit 0" '[ $rc_ -eq 0 ] && grep -q "^usage: bidir_bound MAP SCEN" "$tmp/h.out"'

# larger maps: on the first 100 lines, LB never exceeds either one-way count, and C* is the
# scenario's optimum: a generated map (pfbench gen) always, brc202d when MOVINGAI_DIR has it
large() {   # NAME MAP SCEN
    bb "$2" "$3" --limit 100 >"$tmp/b.csv" 2>"$tmp/b.err"
    rc_=$?
    check "$1 runs" '[ $rc_ -eq 0 ]' || cat "$tmp/b.err"
    check "$1: 100 rows" '[ "$(tail -n +2 "$tmp/b.csv" | wc -l)" -eq 100 ]'
    check "$1: LB <= min(fwd_only, bwd_only) on every line" \
        '[ "$(awk -F, "NR > 1 && (\$12 > \$10 || \$12 > \$11 || \$7 == \"\")" "$tmp/b.csv" | wc -l)" -eq 0 ]'
    check "$1: C* agrees with the scenario's optima" grep -q '100 lines, 100 with a path, 0 whose C\* differs' "$tmp/b.err"
}
if [ -n "${PFBENCH:-}" ]; then
    "$PFBENCH" gen --recipe rooms:160x160:r=16:d=2:seed=3 --per-bucket 3 --max-buckets 40 --out "$tmp/gen" >/dev/null 2>&1
    rc_=$?
    check "pfbench gen writes a map" '[ $rc_ -eq 0 ] && [ -f "$tmp/gen/gen-rooms-160x160-r16-d2-s3.map" ]'
    large "a generated rooms map" "$tmp/gen/gen-rooms-160x160-r16-d2-s3.map" "$tmp/gen/gen-rooms-160x160-r16-d2-s3.map.scen"
else
    echo "bidir_bound_test: note: PFBENCH is not set: no generated map"
fi
mai=${MOVINGAI_DIR:-}
if [ -n "$mai" ] && [ -f "$mai/dao/brc202d.map" ]; then
    large brc202d "$mai/dao/brc202d.map" "$mai/dao/brc202d.map.scen"
else
    echo "bidir_bound_test: note: no MOVINGAI_DIR with dao/brc202d.map: brc202d not checked"
fi
finish
