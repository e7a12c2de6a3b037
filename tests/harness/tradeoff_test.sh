#!/usr/bin/env bash
# tradeoff_test.sh: the trade-off chart (chart_tradeoff.c, tradeoff.gp) on a real run of JPS+
# (which preprocesses) beside online searches: which (variant, family) points it draws, that
# the undominated ones are exactly those no other optimal search of the family dominates
# (recomputed here from summary.csv), the floors for searches without preprocessing, and the
# picture itself.
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v gnuplot >/dev/null 2>&1 || { echo "tradeoff_test: gnuplot is not installed" >&2; exit 77; }

"$PFBENCH" run --suite quick --maps 'gen-maze*,gen-rooms*' --algos 'jps,jps+,astar/octile/heap,dijkstra/heap,bfs' \
    --repeat 1 --gbench-min-time 0 --quiet --out "$tmp/res" > /dev/null 2> "$tmp/err"
check "the run exits 0: $(tail -2 "$tmp/err")" '[ -f "$tmp/res/latest/runs.csv" ]'
run=$tmp/res/latest
"$root/scripts/charts.sh" "$run" > "$tmp/charts.out" 2>&1
check "charts.sh drew tradeoff-8: $(tail -3 "$tmp/charts.out")" 'grep -q "drew charts/tradeoff-8.png" "$tmp/charts.out"'
dat=$run/charts/data/tradeoff-8.dat vars=$run/charts/data/tradeoff-8.vars.gp
check "tradeoff-8.dat written" '[ -s "$dat" ]'
check "the picture is a PNG" '[ "$(head -c 4 "$run/charts/tradeoff-8.png" | od -An -tx1 | tr -d " \n")" = 89504e47 ]'
check "gnuplot said nothing about tradeoff-8: $(sed -n "/== tradeoff-8/,/==/p" "$run/charts/data/gnuplot.log" | grep -v "^==" | head -2)" \
    '[ -z "$(sed -n "/== tradeoff-8/,/==/p" "$run/charts/data/gnuplot.log" | grep -v "^==")" ]'

# the points: "variant family prep_ms bytes query_us undominated", one per line
awk '/^# variant /{v=$3; next} /^#/||NF==0{next} {print v, $0}' "$dat" > "$tmp/points"
pfloor=$(sed -n 's/^prep_floor = //p' "$vars") bfloor=$(sed -n 's/^bytes_floor = //p' "$vars")
check "jps+ stands in both families (it preprocesses): $(grep -c '^jps+ ' "$tmp/points")" \
    '[ "$(grep -c "^jps+ " "$tmp/points")" = 2 ]'
check "bfs is not drawn (not optimal under 8)" '! grep -q "^bfs " "$tmp/points"'
check "jps+ has a preprocessing time and bytes above the floors" \
    '[ -z "$(awk -v p="$pfloor" -v b="$bfloor" "\$1 == \"jps+\" && (\$3 <= p || \$4 <= b)" "$tmp/points")" ]'
check "the online searches stand at the floors" \
    '[ -z "$(awk -v p="$pfloor" -v b="$bfloor" "\$1 != \"jps+\" && (\$3 != p || \$4 != b)" "$tmp/points")" ]'
# domination recomputed from summary.csv: optimal variants, per family
awk -F, 'NR > 1 && $3 == "8" && $13 == 1 && $14 > 0 { print $1, $2, $11, $17, $18 }' "$run/summary.csv" > "$tmp/groups"
awk 'NR == FNR { v[NR] = $1; f[NR] = $2; t[NR] = $3; p[NR] = $4; b[NR] = $5; n = NR; next }
     END {
       for (i = 1; i <= n; i++) {
         u = 1
         for (j = 1; j <= n; j++)
           if (j != i && f[j] == f[i] && t[j] <= t[i] && p[j] <= p[i] && b[j] <= b[i] &&
               (t[j] < t[i] || p[j] < p[i] || b[j] < b[i])) u = 0
         if (u || p[i] > 0 || b[i] > 0) print v[i], f[i], u
       }
     }' "$tmp/groups" /dev/null | sort > "$tmp/want"
awk '{ print $1, $2, $6 }' "$tmp/points" | sort > "$tmp/got"
check "the points and their marks are the preprocessing searches and the undominated ones: $(diff "$tmp/want" "$tmp/got" | head -4 | tr '\n' ' ')" \
    'diff -q "$tmp/want" "$tmp/got" > /dev/null'
check "at least one online search is drawn (the fastest of a family is never dominated in prep)" \
    '[ -n "$(awk "\$1 != \"jps+\"" "$tmp/points")" ]'
check "the index captions the chart" 'grep -q "^tradeoff-8	tradeoff.gp	What preprocessing buys (movement model 8)	One point per" "$run/charts/data/charts.tsv"'
finish
