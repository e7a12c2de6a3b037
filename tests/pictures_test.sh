#!/usr/bin/env bash
# pictures_test.sh: the search pictures of `pfbench run` (traces/) and the default panels of
# `pfbench draw` follow one rule on the registry's columns: every variant except one that
# differs from an earlier pictured one only in its open list.  The expectation is derived
# here from `pfbench list` (variant, algo, heuristic, open), so it holds for any registry.
#
# Usage: tests/pictures_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/lib.sh"
need_pfbench

# the rule, on `pfbench list` lines: keep a variant unless an earlier kept one has the same
# algo and heuristic and another open list (both not "-")
"$PFBENCH" list > "$tmp/list.txt" 2>&1 || { bad "pfbench list failed"; finish; }
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
finish
