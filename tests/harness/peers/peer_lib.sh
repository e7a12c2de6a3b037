# tests/harness/peers/peer_lib.sh: what the peers' tests share, sourced after lib.sh: finding a
# built peer, the 2D wall map and its hand-worked scenario, the checks of a run's table and of
# its two --timing methods.

# find_peer NAME OVERRIDE [WHY]: $peer, OVERRIDE when not empty, else pfbench-NAME beside
# $PFBENCH; the test is skipped with "pfbench-NAME not built[ WHY]" when it is not there.
find_peer() {
    peer=$2
    if [ -z "$peer" ] && [ -n "${PFBENCH:-}" ]; then
        peer="$(dirname "$PFBENCH")/pfbench-$1"
    fi
    [ -n "$peer" ] && [ -x "$peer" ] || skip "pfbench-$1 not built${3:+ $3}"
}

# wall_scen: $tmp/t.map and $tmp/t.scen.
# tests/data/wall-5x4.map: 5 wide, 4 high, a wall in column 2 on rows 1..3, so the only
# way between the halves is along row 0, through cell (2,0).
#   y0  .....
#   y1  ..@..
#   y2  ..@..
#   y3  ..@..
# Hand-computed optimal costs, no corner cutting (a diagonal needs both side cells free):
#  id 0: (0,2)->(3,0): (0,2)(1,1) diagonal, (1,0), (2,0), (3,0): 3 + sqrt2 = 4.41421356, 5 cells.
#        With corner cutting (1,1)->(2,0) would be allowed: 1 + 2*sqrt2 = 3.83.
#  id 1: (1,1)->(3,1): (1,1)(1,0)(2,0)(3,0)(3,1): 4 cardinal steps = 4, 5 cells.
#        With corner cutting: 2*sqrt2 = 2.83.
#  id 2: (0,3)->(4,3): up the left half, across row 0, down the right half:
#        (0,3)(1,2)(1,1)(1,0)(2,0)(3,0)(3,1)(3,2)(4,3) = 2 diagonals + 6 cardinals
#        = 6 + 2*sqrt2 = 8.82842712, 9 cells.
#  id 3: (4,3)->(4,3): start = goal, cost 0, one cell.
wall_scen() {
    cp "$root/tests/data/wall-5x4.map" "$tmp/t.map"
    printf 'version 1\n' > "$tmp/t.scen"
    printf '1\tt.map\t5\t4\t0\t2\t3\t0\t4.41421356\n' >> "$tmp/t.scen"
    printf '1\tt.map\t5\t4\t1\t1\t3\t1\t4\n'          >> "$tmp/t.scen"
    printf '2\tt.map\t5\t4\t0\t3\t4\t3\t8.82842712\n' >> "$tmp/t.scen"
    printf '0\tt.map\t5\t4\t4\t3\t4\t3\t0\n'          >> "$tmp/t.scen"
}

# check_table CSV HEADER ROWS WHAT FIELDS [NOTE]: CSV's first line is HEADER, then ROWS rows
# ("ROWS rows (WHAT)"), every line of FIELDS fields ("every line has FIELDS fields[ NOTE]").
check_table() {
    [ "$(head -n 1 "$1")" = "$2" ] && ok "header" || bad "header is '$(head -n 1 "$1")'"
    local rows=$(($(wc -l < "$1") - 1))
    [ "$rows" -eq "$3" ] && ok "$3 rows ($4)" || bad "expected $3 rows, got $rows"
    local ncols
    ncols=$(awk -F, '{ print NF }' "$1" | sort -u | tr '\n' ' ')
    [ "$ncols" = "$5 " ] && ok "every line has $5 fields${6:+ $6}" || bad "field counts: $ncols"
}

# check_timing DEFAULT_CSV DEFAULT_ERR TIMES CMD...: CMD --timing passes and back-to-back (on
# t.map, t.scen, --repeat 2) name their method in the summary line, as DEFAULT_ERR (the run
# without --timing) names passes, and give DEFAULT_CSV's rows but for the times (fields 1-25,
# 27 compared; "but for TIMES" in the message).
check_timing() {
    local def=$1 deferr=$2 times=$3 how
    shift 3
    for how in passes back-to-back; do
        "$@" --map "$tmp/t.map" --scen "$tmp/t.scen" --repeat 2 --timing "$how" \
            --host testhost --family gen-test > "$tmp/$how.csv" 2> "$tmp/$how.err" ||
            bad "--timing $how exited non-zero: $(cat "$tmp/$how.err")"
        grep -qF "timed $how x 2," "$tmp/$how.err" && ok "--timing $how: named in the summary line" ||
            bad "--timing $how: summary line is '$(tail -n 1 "$tmp/$how.err")'"
    done
    grep -qF "timed passes x 2," "$deferr" && ok "passes by default" ||
        bad "the default run's summary line is '$(tail -n 1 "$deferr")'"
    if cmp -s <(cut -d, -f1-25,27 "$tmp/passes.csv") <(cut -d, -f1-25,27 "$tmp/back-to-back.csv") &&
       cmp -s <(cut -d, -f1-25,27 "$tmp/passes.csv") <(cut -d, -f1-25,27 "$def"); then
        ok "same rows under both methods (and the default), but for $times"
    else
        bad "the rows differ between --timing passes, back-to-back and the default"
    fi
}
