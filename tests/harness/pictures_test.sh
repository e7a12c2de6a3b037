#!/usr/bin/env bash
# pictures_test.sh: the search pictures of `pfbench run` (traces/) and the default panels of
# `pfbench draw` follow one rule on the registry's columns: every variant except one that
# differs from an earlier pictured one only in its open list.  The expectation is derived
# here from `pfbench list` (variant, algo, heuristic, open), so it holds for any registry.
#
# Usage: tests/harness/pictures_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench

# the rule, on `pfbench list` lines: keep a variant unless an earlier kept one has the same
# algo and heuristic and another open list (both not "-")
"$PFBENCH" list --domain grid > "$tmp/list.txt" 2>&1 || { bad "pfbench list failed"; finish; }
awk 'NR == 1 { next }
     { v = $1; a = $2; h = $3; o = $4; keep = 1
       for (j = 1; j <= n; j++)
           if (o != "-" && O[j] != "-" && o != O[j] && a == A[j] && h == H[j]) keep = 0
       if (keep) { n++; A[n] = a; H[n] = h; O[n] = o; print v } }' "$tmp/list.txt" > "$tmp/want.txt"
nwant=$(wc -l < "$tmp/want.txt" | tr -d ' ')
check "the rule keeps no variant" test "$nwant" -gt 0
check "the rule keeps dijkstra/bucket although dijkstra/heap comes first" test -z "$(grep -x 'dijkstra/bucket' "$tmp/want.txt")"

# --- pfbench run: one trace per pictured variant, in registry order
"$PFBENCH" run --suite quick --maps 'gen-random-64*' --gbench-min-time 0 --quiet --out "$tmp/res" \
    > "$tmp/run.out" 2>&1
rc=$?
check "pfbench run exited with $rc: $(tail -n 3 "$tmp/run.out")" test $rc -eq 0
run=$tmp/res/latest
ls "$run/traces" 2>/dev/null | sed -n 's/^[0-9]*-\(.*\)\.trace$/\1/p' > "$tmp/got.txt"
tr '/' '_' < "$tmp/want.txt" > "$tmp/want_files.txt"
check "traces/: expected $(tr '\n' ' ' < "$tmp/want_files.txt"), got $(tr '\n' ' ' < "$tmp/got.txt")" \
    cmp -s "$tmp/want_files.txt" "$tmp/got.txt"

# --- the preprocessed searches' traces show their work: cells numbered by expansion (the
# subgoals sg and tsg expanded, the nodes the upward searches of ch and ch-sg settled)
for v in ch sg tsg ch-sg; do
    f=$(ls "$run/traces"/*-"$v".trace 2>/dev/null | head -n 1)
    check "no trace of $v in traces/" test -n "$f"
    [ -n "$f" ] || continue
    k=$(awk '!/^#/ { for (i = 1; i <= NF; i++) if ($i >= 0) k++ } END { print k + 0 }' "$f")
    check "$v's trace marks no expanded cell" test "$k" -gt 0
done
# a search stopped by its budget says so in its trace (the panel's "stopped: expansion budget")
f=$(ls "$run/traces"/*-idastar_octile.trace 2>/dev/null | head -n 1)
if [ -n "$f" ] && [ ! -s "$f.path" ]; then
    check "idastar/octile found no path and its trace does not say it stopped: $(head -n 1 "$f")" \
        grep -q ' stopped=budget' "$f"
fi

# --- pfbench draw: the default --algos is the same rule
if command -v gnuplot >/dev/null 2>&1; then
    gen=$tmp/gen
    "$PFBENCH" gen --recipe random:32x32 --out "$gen" > "$tmp/gen.out" 2>&1
    m=$(ls "$gen"/*.map 2>/dev/null | head -n 1)
    s=$(ls "$gen"/*.map.scen 2>/dev/null | head -n 1)
    if [ -n "$m" ] && [ -n "$s" ]; then
        PFBENCH_SCRIPTS=$root/scripts "$PFBENCH" draw --map "$m" --scen "$s" --out "$tmp/draw.png" > "$tmp/draw.out" 2>&1
        check "pfbench draw (default --algos) did not draw $nwant panels: $(tail -n 2 "$tmp/draw.out")" \
            grep -q "wrote $tmp/draw.png ($nwant panels)" "$tmp/draw.out"
    else
        echo "note: pfbench gen gave no map to draw on: $(cat "$tmp/gen.out")"
    fi
fi
# --- jump-based search: scanned cells (-3) and jump points (TRACE.jumps) beside the expansion order
"$PFBENCH" gen --recipe rooms:40x30:r=8:d=2:seed=4 --per-bucket 2 --out "$tmp/jg" > "$tmp/jg.out" 2>&1
jm=$(ls "$tmp"/jg/*.map 2>/dev/null | head -n 1)
if [ -n "$jm" ]; then
    last=$(( $(grep -c . "$jm.scen") - 2 ))
    "$PFBENCH" trace --map "$jm" --scen "$jm.scen" --id "$last" --algo jps --out "$tmp/j.trace" > "$tmp/jt.out" 2>&1
    rc_=$?
    check "pfbench trace --algo jps failed: $(cat "$tmp/jt.out")" test $rc_ -eq 0
    head -n 1 "$tmp/j.trace" > "$tmp/j.head"
    nscan=$(sed -n 's/.* scanned=\([0-9]*\).*/\1/p' "$tmp/j.head")
    njump=$(sed -n 's/.* jump_points=\([0-9]*\)$/\1/p' "$tmp/j.head")
    check "jps trace header has no scanned=/jump_points=: $(cat "$tmp/j.head")" test -n "$nscan" -a -n "$njump"
    check "jps trace: jump_points=$njump but $(wc -l < "$tmp/j.trace.jumps") lines in .jumps" \
        test "$(wc -l < "$tmp/j.trace.jumps" | tr -d ' ')" = "$njump"
    # every scanned cell is -3 in the grid unless it was also expanded
    n3=$(tail -n +2 "$tmp/j.trace" | tr ' ' '\n' | grep -cx -- -3)
    nexp=$(tail -n +2 "$tmp/j.trace" | tr ' ' '\n' | grep -c '^[0-9]')
    check "jps trace: expected scanned cells (-3) in the grid, found $n3 of $nscan" test "$n3" -gt 0 -a "$n3" -le "$nscan"
    check "jps trace: expanded cells $nexp, header says $(sed -n 's/.* expanded=\([0-9]*\).*/\1/p' "$tmp/j.head")" \
        grep -q " expanded=$nexp " "$tmp/j.head"
    # every jump point is a free cell of the grid (not -2)
    bad_j=$(awk 'NR == FNR { j[$2 + 1, $1 + 1] = 1; next } FNR > 1 { for (i = 1; i <= NF; i++) if (((FNR - 1), i) in j && $i == -2) n++ }
                 END { print n + 0 }' "$tmp/j.trace.jumps" "$tmp/j.trace")
    check "jps trace: $bad_j jump points on blocked cells" test "$bad_j" -eq 0
    # jps+ reads its jumps from a table: jump points, every expanded one among them, no scanned cells
    "$PFBENCH" trace --map "$jm" --scen "$jm.scen" --id "$last" --algo jps+ --out "$tmp/p.trace" > "$tmp/pt.out" 2>&1
    rc_=$?
    check "pfbench trace --algo jps+ failed: $(cat "$tmp/pt.out")" test $rc_ -eq 0
    pjump=$(sed -n 's/.* jump_points=\([0-9]*\)$/\1/p' "$tmp/p.trace")
    pexp=$(sed -n '1s/.* expanded=\([0-9]*\).*/\1/p' "$tmp/p.trace")
    check "jps+ trace: jump_points=$pjump, expanded=$pexp" '[ -n "$pjump" ] && [ -n "$pexp" ] && [ "$pjump" -ge "$pexp" ]'
    check "jps+ trace: .jumps has $pjump lines" test "$(wc -l < "$tmp/p.trace.jumps" | tr -d ' ')" = "$pjump"
    check "jps+ trace has scanned cells" test -z "$(tail -n +2 "$tmp/p.trace" | tr ' ' '\n' | grep -x -- -3)"
    # A* marks nothing: no -3, no .jumps, the old header
    "$PFBENCH" trace --map "$jm" --scen "$jm.scen" --id "$last" --algo astar/octile/heap --out "$tmp/a.trace" > /dev/null 2>&1
    check "astar trace has a .jumps file" test ! -e "$tmp/a.trace.jumps"
    check "astar trace has scanned cells" test -z "$(tail -n +2 "$tmp/a.trace" | tr ' ' '\n' | grep -x -- -3)"
    check "astar trace header has jump keys" test -z "$(head -n 1 "$tmp/a.trace" | grep 'scanned=')"
    if command -v gnuplot >/dev/null 2>&1; then
        bash "$root/scripts/draw-search.sh" --out "$tmp/j.png" --data "$tmp/jd" "$tmp/a.trace" "$tmp/j.trace" > "$tmp/jd.out" 2>&1
        rc_=$?
        check "draw-search.sh on the jps trace failed: $(tail -n 2 "$tmp/jd.out")" test $rc_ -eq 0 -a -s "$tmp/j.png"
        check "panel data: PJ[2] = $njump expected in panels.gp" grep -q "PJ\[2\] = $njump;" "$tmp/jd/panels.gp"
        check "panel data: PJ[1] = 0 expected (A*)" grep -q "PJ\[1\] = 0;" "$tmp/jd/panels.gp"
    fi
else
    bad "pfbench gen gave no map for the jps trace: $(cat "$tmp/jg.out")"
fi
finish
