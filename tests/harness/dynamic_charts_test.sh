#!/usr/bin/env bash
# dynamic_charts_test.sh: the charts of maps that change. Two hand-written dynamic scenarios on
# one 5x4 map (a folder: one origin), t with 3 change events in 6 queries (rate 0.5) and u with 1
# (rate 1/6), run by jps (online), jps+, sg and wastar2 (online, suboptimal); the chart data
# checked against runs.csv value by value (dynamic-along-K: each query's time and change time,
# the events; dynamic-rate-1: each variant's total, change and search time per query and the
# rate, as dynamic.csv has them), the caption's crossing sentences, the origin read from
# meta.json's recipe source, a single rate left out with its reason, the yardstick an optimal
# online search even where a suboptimal one is faster, no dynamic chart in a run without dynamic
# rows, the pictures drawn.
#
# Usage: tests/harness/dynamic_charts_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v gnuplot > /dev/null 2>&1 || { echo "$test_name: gnuplot is not installed (run scripts/install-deps.sh)" >&2; exit 1; }
TAB=$(printf '\t')

. "$(dirname "$0")/dynamic_lib.sh"
d=$tmp/data/hand
hand_scenario "$d"
cp "$d/t.patch" "$d/u.patch"
cat > "$d/u.scen" <<'EOS'
version 2
height 4
width 5
cost 1 octile
patch u.patch
commands
Q 0 0 0 4 0 4
Q 0 4 0 0 0 4
Q 0 0 0 1 3 3.41421356
P 1 0 2 0
Q 1 0 0 4 0 8.82842712
Q 1 4 0 0 0 8.82842712
Q 1 0 0 1 3 3.41421356
EOS

"$PFBENCH" run --suite dynamic --data dynamic="$d" --maps 't,u' --algos 'jps,jps+,sg,wastar2/octile/heap' --out "$tmp/res" --repeat 1 --quiet > "$tmp/run.out" 2>&1
rc_=$?
check "run of the two scenarios exits 0: $(tail -1 "$tmp/run.out")" '[ $rc_ -eq 0 ]'
run=$tmp/res/latest
"$root/scripts/charts.sh" "$run" > "$tmp/charts.out" 2>&1
rc_=$?
check "charts.sh exits 0: $(tail -1 "$tmp/charts.out")" '[ $rc_ -eq 0 ]'
data=$run/charts/data
index=$data/charts.tsv
check "charts.tsv: dynamic-along-1 (t), dynamic-along-2 (u), dynamic-rate-1, with their scripts" \
    '[ "$(grep "^dynamic" "$index" | cut -f 1,2 | tr "\t\n" ": ")" = "dynamic-along-1:dynamic_along.gp dynamic-along-2:dynamic_along.gp dynamic-rate-1:dynamic_rate.gp " ]'
for c in dynamic-along-1 dynamic-along-2 dynamic-rate-1; do
    check "$c drawn as PNG and SVG" '[ -s "$run/charts/$c.png" ] && [ -s "$run/charts/$c.svg" ]'
done
dynlog() { awk '/^== / { on = ($2 ~ /^dynamic-/); next } on' "$data/gnuplot.log"; }
check "gnuplot said nothing on the dynamic charts: $(dynlog | head -2)" '[ -z "$(dynlog)" ] && grep -q "^== dynamic-rate-1" "$data/gnuplot.log"'

# --- along: per scenario the variants by total time, each query's time and change time
# (the rows' time_ns and change_ns in µs, query = the place of scen_line in the file)
rows() {   # MAP: "variant scen_line time_ns change_ns patches epoch" of the map's rows
    awk -F, -v m="$1" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        $c["map"] == m { print $c["variant"], $c["scen_line"], $c["time_ns"], $c["change_ns"], $c["patches"], $c["epoch"] }' "$run/runs.csv"
}
along_want() {   # MAP VARIANT: the block's rows as chartdata should print them
    rows "$1" | awk -v v="$2" '$1 == v' | sort -k2,2n |
        awk '{ t = $3 ? $3 / 1e3 : 0.001; if ($5 > 0) printf "%d %.9g %.9g %d\n", NR, t, ($4 ? $4 / 1e3 : 0.001), $5
               else printf "%d %.9g NaN 0\n", NR, t }'
}
along_got() {   # CHART VARIANT: the block of the variant
    awk -v v="$2" '/^# variant / { on = ($3 == v); next } on && NF' "$data/$1.dat"
}
k=0
for m in t u; do
    k=$((k + 1))
    order=$(rows $m | awk '{ s[$1] += $3 } END { for (v in s) print s[v], v }' | sort -n | awk '{ printf "%s%s", (NR > 1 ? " " : ""), $2 }')
    check "dynamic-along-$k: blocks in order of total time ($order)" \
        'grep -qx "blocks = \"$order\"" "$data/dynamic-along-$k.vars.gp"'
    check "dynamic-along-$k: the title names scenario $m" \
        'grep -qx "title = \"Time per query along the dynamic scenario $m\"" "$data/dynamic-along-$k.vars.gp"'
    for v in jps jps+ sg; do
        check "dynamic-along-$k ($m), $v: each query's time and change time as runs.csv has them" \
            '[ "$(along_got dynamic-along-$k $v)" = "$(along_want $m $v)" ] && [ "$(along_got dynamic-along-$k $v | wc -l)" = 6 ]'
    done
done
check "dynamic-along-1: the events at queries 2, 4, 5 (epochs 1-3)" \
    '[ "$(grep -v "^#" "$data/dynamic-along-1-events.dat" | tr "\n" " ")" = "2 1 1 4 1 2 5 1 3 " ]'
check "dynamic-along-2: the event at query 4" '[ "$(grep -v "^#" "$data/dynamic-along-2-events.dat")" = "4 1 1" ]'
check "dynamic-along-1: 6 queries, 3 events" \
    'grep -qx "nqueries = 6" "$data/dynamic-along-1.vars.gp" && grep -qx "nevents = 3" "$data/dynamic-along-1.vars.gp"'

# --- rate: per variant its scenarios by rate, per query: total, change, search (dynamic.csv / queries)
rate_want() {   # VARIANT
    awk -F, -v v="$1" 'NR > 1 && $2 == v { r = $6 / $4; ch = $7 ? sprintf("%.9g", $7 / 1e3 / $4) : "NaN"
        printf "%.9g %.9g %s %.9g %d %s\n", r, $9 / 1e3 / $4, ch, $8 / 1e3 / $4, $4, $1 }' "$run/dynamic.csv" | sort -g
}
for v in jps jps+ sg; do
    check "dynamic-rate-1, $v: rates 1/6 (u) and 1/2 (t), times per query as dynamic.csv has them" \
        '[ "$(along_got dynamic-rate-1 $v)" = "$(rate_want $v)" ] && [ "$(along_got dynamic-rate-1 $v | cut -d " " -f 1,6 | tr "\n" " ")" = "0.166666667 u 0.5 t " ]'
done
check "dynamic-rate-1: a log x axis (every rate above 0)" 'grep -qx "xlog = 1" "$data/dynamic-rate-1.vars.gp"'
check "dynamic-rate-1: the origin is the folder and map size" \
    'grep -qx "title = \"What a change costs against the rate of change: scenarios of hand 5x4\"" "$data/dynamic-rate-1.vars.gp"'
cap=$(grep "^dynamic-rate-1$TAB" "$index" | cut -f 4)
check "dynamic-rate-1 caption: how changes were timed" 'case $cap in *"GPPC'"'"'s count, the change event'"'"'s time counted in the next query'"'"'s"*) true ;; *) false ;; esac'
for v in jps+ sg; do
    # the sentence the caption must hold, worked out here from dynamic.csv
    want=$(awk -F, -v v="$v" 'NR > 1 { t[$2 "|" $1] = $9 / 1e3 / $4; r[$1] = $6 / $4 }
        END { lo = (r["u"] < r["t"]) ? "u" : "t"; hi = (lo == "u") ? "t" : "u"
              d0 = t[v "|" lo] - t["jps|" lo]; d1 = t[v "|" hi] - t["jps|" hi]
              if (d0 > 0) printf "%s is behind jps from the lowest rate run (%.4g)", v, r[lo]
              else if (d1 > 0) printf "%s falls behind jps at about %.4g events per query (between %.4g and %.4g)", v, r[lo] + (r[hi] - r[lo]) * (-d0) / (d1 - d0), r[lo], r[hi]
              else printf "%s stays ahead of jps at every rate run (to %.4g)", v, r[hi] }' "$run/dynamic.csv")
    check "dynamic-rate-1 caption: '$want'" 'case $cap in *"$want"*) true ;; *) false ;; esac'
done
"$root/scripts/report.sh" "$run" > /dev/null 2>&1
check "report.md shows both kinds with their captions" \
    'grep -q "^!\[Time per query along a scenario that changes\](charts/dynamic-along-1.png)" "$run/report.md" &&
     grep -q "^!\[What a change costs against the rate of change\](charts/dynamic-rate-1.png)" "$run/report.md" &&
     grep -q "change_ns in runs.csv), already part of the line" "$run/report.md"'

# --- the yardstick: wastar2 made the fastest online search (its times set to 1 ns): the
# captions still measure jps+ and sg against jps, which must be optimal as they must
cp -RL "$run" "$tmp/fast"
awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print; next }
    $c["variant"] == "wastar2/octile/heap" { $c["time_ns"] = 1; $c["change_ns"] = 0 } { print }' "$run/runs.csv" > "$tmp/fast/runs.csv"
"$PFBENCH" chartdata "$tmp/fast" > /dev/null 2>&1
fcap=$(grep "^dynamic-rate-1$TAB" "$tmp/fast/charts/data/charts.tsv" | cut -f 4)
check "a faster suboptimal online search is no yardstick: jps+ and sg still against jps ($fcap)" \
    'case $fcap in *"jps+ "*" jps "*"sg "*" jps "*) ! echo "$fcap" | grep -q "of wastar2\|behind wastar2" ;; *) false ;; esac'

# --- the origin of a generated scenario: its recipe's map in meta.json (here written by hand)
sed -e 's|"source": *"dyn:[^"]*/t.scen"|"source": "dynamic:open:5x4/rate=0.5:queries=6"|' \
    -e 's|"source": *"dyn:[^"]*/u.scen"|"source": "dynamic:open:5x4/rate=0.17:queries=6:seed=2"|' "$run/meta.json" > "$tmp/m" &&
    cp "$tmp/m" "$run/meta.json"
"$PFBENCH" chartdata "$run" > /dev/null 2>&1
check "recipe sources: the origin is the recipe's map" \
    'grep -qx "title = \"What a change costs against the rate of change: scenarios of open:5x4\"" "$data/dynamic-rate-1.vars.gp"'
sed 's|"dynamic:open:5x4/rate=0.17|"dynamic:rooms:5x4/rate=0.17|' "$run/meta.json" > "$tmp/m" && cp "$tmp/m" "$run/meta.json"
"$PFBENCH" chartdata "$run" > /dev/null 2>&1
check "two origins of one rate each: no rate chart, both skipped with the reason" \
    '[ ! -e "$data/dynamic-rate-1.dat" ] && [ "$(grep -c "^skip${TAB}dynamic-rate${TAB}.*one rate of change only" "$index")" = 2 ]'

# --- a run without dynamic rows: no dynamic chart
cp -R "$root/tests/data/run-a" "$tmp/static"
"$PFBENCH" chartdata "$tmp/static" > /dev/null 2>&1
check "a run without dynamic rows has no dynamic chart" '! grep -q dynamic "$tmp/static/charts/data/charts.tsv"'

finish
