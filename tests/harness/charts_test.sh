#!/usr/bin/env bash
# charts_test.sh: draw the charts and the report for a copy of the fixture
# tests/data/run-a and check what comes out.  The fixture itself is never
# written to.
#
# Usage: tests/harness/charts_test.sh [PROJECT_ROOT]   (default: this script's parent folder)
# Exit status 0 when every check passes; otherwise 1 with a message per failure.

. "$(dirname "$0")/../lib.sh"
need_pfbench
fixture=$root/tests/data/run-a
# the fixture has movement models 4 and 8: every kind per model, heuristics once for both
charts="time-4 expanded-4 time-8 expanded-8 speedup-4 speedup-8 subopt-4 subopt-8 openlists-4 openlists-8 scaling-4 scaling-8 heuristics search"
scripts="common.gp panels.gp binned.gp time.gp expanded.gp speedup.gp subopt.gp openlists.gp heuristics.gp scaling.gp search.gp"

[ -f "$fixture/runs.csv" ] || { echo "charts_test: fixture missing: $fixture/runs.csv" >&2; exit 1; }
command -v gnuplot >/dev/null 2>&1 || {
    echo "charts_test: gnuplot is not installed (run scripts/install-deps.sh)" >&2; exit 1; }

stamp=$tmp/stamp
touch "$stamp"
sleep 1   # so that a write into the fixture would be newer than the stamp

run=$tmp/run
cp -R "$fixture" "$run"

# --- charts.sh and report.sh on the copy
if "$root/scripts/charts.sh" "$run" > "$tmp/charts.out" 2>&1; then ok; else
    bad "charts.sh exited with $? on the fixture copy:"; sed 's/^/    /' "$tmp/charts.out" >&2; fi
if "$root/scripts/report.sh" "$run" > "$tmp/report.out" 2>&1; then ok; else
    bad "report.sh exited with $?:"; sed 's/^/    /' "$tmp/report.out" >&2; fi

# the index lists exactly these charts, in this order, with their gnuplot script
index=$run/charts/data/charts.tsv
check "charts.tsv names: expected '$charts', got '$(cut -f 1 "$index" | tr '\n' ' ')'" \
    test "$(cut -f 1 "$index" | tr '\n' ' ')" = "$charts "
check "charts.tsv: time-4 is not drawn by time.gp" grep -q "^time-4${TAB:=$(printf '\t')}time.gp${TAB}" "$index"
check "charts.tsv: a line without 4 tab-separated fields" \
    awk -F '\t' 'NF != 4 { exit 1 }' "$index"

png_sig() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }
for c in $charts; do
    png=$run/charts/$c.png svg=$run/charts/$c.svg
    check "charts/$c.png missing or empty" test -s "$png"
    if [ -s "$png" ]; then check "charts/$c.png does not start with the PNG signature" png_sig "$png"; fi
    check "charts/$c.svg missing or empty" test -s "$svg"
    if [ -s "$svg" ]; then check "charts/$c.svg has no <svg element" grep -q '<svg' "$svg"; fi
    if [ -f "$run/report.md" ]; then
        check "report.md does not embed charts/$c.png" grep -qF "](charts/$c.png)" "$run/report.md"
        # the report captions each chart with the title and caption of the chart index
        title=$(awk -F '\t' -v c="$c" '$1 == c { print $3 }' "$index")
        caption=$(awk -F '\t' -v c="$c" '$1 == c { print $4 }' "$index")
        check "report.md has no heading '### $title' for $c" grep -qxF "### $title" "$run/report.md"
        check "report.md has not the index caption of $c" grep -qF "$caption" "$run/report.md"
    fi
done
check "report.md missing" test -s "$run/report.md"
if [ -f "$run/report.md" ]; then
    check "report.md has no metadata (compiler)" grep -q 'gcc 12.2.0' "$run/report.md"
    check "report.md has no speed table" grep -q '^| astar/octile/heap | 8 | [0-9.]* | [0-9]* | [0-9.]*× |$' "$run/report.md"
    check "report.md speed table has no dijkstra/heap reference row" grep -q '^| dijkstra/heap | 8 | .* | 1.00× |$' "$run/report.md"
    check "report.md warns about hosts although the fixture has one" test -z "$(grep 'timings mix' "$run/report.md")"
    check "report.md warns about an incomplete run although the fixture is complete" test -z "$(grep -i 'incomplete run' "$run/report.md")"
    check "report.md does not embed validate.txt" grep -q 'pfbench validate' "$run/report.md"
fi
for s in $scripts; do
    check "plot/$s was not copied" test -s "$run/plot/$s"
done
check "plot/redraw.sh missing" test -s "$run/plot/redraw.sh"
check "plot/redraw.sh does not redraw time-4.svg" grep -qF "chart='time-4'; outfile='charts/time-4.svg'" "$run/plot/redraw.sh"
check "charts.sh did not report drawing the search pictures" grep -q 'drew charts/search.png' "$tmp/charts.out"
check "gnuplot printed warnings or errors: $(grep -v -e '^==' -e '^draw-search: wrote' "$run/charts/data/gnuplot.log" | head -n 3)" \
    test -z "$(grep -v -e '^==' -e '^draw-search: wrote' "$run/charts/data/gnuplot.log")"
check "search: expected 3 panels (every trace), got: $(grep 'search.png' "$run/charts/data/gnuplot.log")" \
    grep -q 'search.png (3 panels)' "$run/charts/data/gnuplot.log"

# --- which variants each chart holds, from runs.csv columns alone
blocks() { sed -n 's/^blocks = "\(.*\)"$/\1/p' "$1" | tr ' ' '\n' | LC_ALL=C sort | tr '\n' ' '; }
# variants of runs.csv (file $1) whose column $2 is not "-" (or every one without $2)
want() {
    awk -F, -v col="${2:-}" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
        (col == "" || $c[col] != "-") && !($c["variant"] in s) { s[$c["variant"]] = 1; print $c["variant"] }' "$1" |
        LC_ALL=C sort | tr '\n' ' '
}
all_v=$(want "$fixture/runs.csv")
open_v=$(want "$fixture/runs.csv" open)
heur_v=$(want "$fixture/runs.csv" heuristic)
d=$run/charts/data
for m in 4 8; do
    check "time-$m: expected every variant ($all_v), got $(blocks "$d/time-$m.vars.gp")" test "$(blocks "$d/time-$m.vars.gp")" = "$all_v"
    check "scaling-$m: expected every variant, got $(blocks "$d/scaling-$m.vars.gp")" test "$(blocks "$d/scaling-$m.vars.gp")" = "$all_v"
    check "openlists-$m: expected the variants with an open list ($open_v), got $(blocks "$d/openlists-$m-open.vars.gp")" \
        test "$(blocks "$d/openlists-$m-open.vars.gp")" = "$open_v"
    check "openlists-$m: the size ladder is not gen-random" grep -qx 'ladder = "gen-random"' "$d/openlists-$m-size.vars.gp"
    check "speedup-$m: not 11 variant rows" grep -qx 'nvar = 11' "$d/speedup-$m.vars.gp"
    # the left margin's width: the longest row label, in characters
    ylabw=$(sed -n 's/^ylabw = //p' "$d/speedup-$m.vars.gp")
    longest=$(sed -n 's/^set ytics (//p' "$d/speedup-$m.vars.gp" | grep -o '"[^"]*"' |
        awk '{ l = length($0) - 2; if (l > w) w = l } END { print w + 0 }')
    check "speedup-$m: ylabw ($ylabw) is not the longest row label's length ($longest)" \
        test -n "$ylabw" -a "$ylabw" = "$longest" -a "$longest" -gt 0
    # the geo. mean column is speed.csv's figure, the same numbers (rounded to 2 digits)
    nfam=$(sed -n 's/^nfam = //p' "$d/speedup-$m.vars.gp")
    gm_chart=$(awk -v x="$nfam" '$1 == x + 1.25 { printf "%.2f\n", 10 ^ $3 }' "$d/speedup-$m.dat" | LC_ALL=C sort | tr '\n' ' ')
    gm_csv=$(awk -F, -v m="$m" '$2 == m && $6 != "" { printf "%.2f\n", $6 }' "$run/speed.csv" | LC_ALL=C sort | tr '\n' ' ')
    check "speedup-$m: geo. mean column ($gm_chart) is not speed.csv's ($gm_csv)" test -n "$gm_csv" -a "$gm_chart" = "$gm_csv"
done
check "heuristics: expected the variants that take one ($heur_v), got $(awk 'NR > 1 { print $1 }' "$d/heuristics-exp.dat" | LC_ALL=C sort | tr '\n' ' ')" \
    test "$(awk 'NR > 1 { print $1 }' "$d/heuristics-exp.dat" | LC_ALL=C sort | tr '\n' ' ')" = "$heur_v"
check "heuristics: not one bar per movement model (4 and 8)" grep -qx 'variant "moves 4" "moves 8"' "$d/heuristics-exp.dat"
check "time-8 chart: the bins are not ordered by optimal cost" \
    awk '/^#/ { p = ""; next } NF >= 2 { if (p != "" && $1 + 0 < p + 0) exit 1; p = $1 }' "$d/time-8.dat"

# --- CHART_VARIANTS narrows the time, expanded, speedup and scaling charts
all=$tmp/all
cp -R "$fixture" "$all"
if CHART_VARIANTS='bfs, astar/*/heap' "$root/scripts/charts.sh" "$all" > "$tmp/sel.out" 2>&1; then ok; else
    bad "CHART_VARIANTS with a glob failed:"; sed 's/^/    /' "$tmp/sel.out" >&2; fi
sel_v="astar/chebyshev/heap astar/euclidean/heap astar/manhattan/heap astar/octile/heap bfs "
check "CHART_VARIANTS='bfs, astar/*/heap': time-8 holds $(blocks "$all/charts/data/time-8.vars.gp")" \
    test "$(blocks "$all/charts/data/time-8.vars.gp")" = "$sel_v"
check "CHART_VARIANTS='bfs, astar/*/heap': speedup-8 not 5 rows" grep -qx 'nvar = 5' "$all/charts/data/speedup-8.vars.gp"
check "CHART_VARIANTS='bfs, astar/*/heap': time-8 has no selection note" grep -qx 'sel_note = "5 of 11 variants shown"' "$all/charts/data/time-8.vars.gp"
check "CHART_VARIANTS narrowed the open-lists chart" test "$(blocks "$all/charts/data/openlists-8-open.vars.gp")" = "$open_v"

# --- each time chart's note counts the variants of its own movement model: with bfs's
# model-4 rows taken out, time-4 draws 10 variants and time-8 still 11
fewer=$tmp/fewer
cp -R "$fixture" "$fewer"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print; next }
    !($c["variant"] == "bfs" && $c["moves"] == "4")' "$fixture/runs.csv" > "$fewer/runs.csv"
if "$root/scripts/charts.sh" "$fewer" > "$tmp/fewer.out" 2>&1; then ok; else
    bad "charts.sh failed without bfs under model 4:"; sed 's/^/    /' "$tmp/fewer.out" >&2; fi
check "time-4 without bfs: $(grep sel_note "$fewer/charts/data/time-4.vars.gp")" \
    grep -qx 'sel_note = "all 10 variants of movement model 4"' "$fewer/charts/data/time-4.vars.gp"
check "expanded-8 with bfs: $(grep sel_note "$fewer/charts/data/expanded-8.vars.gp")" \
    grep -qx 'sel_note = "all 11 variants of movement model 8"' "$fewer/charts/data/expanded-8.vars.gp"

# --- without a size ladder (one map of each family: the voxel and graph runs are like this)
# the open-lists chart draws its right panel alone, scaling is skipped with its reason, and
# gnuplot says nothing
noladder=$tmp/noladder
cp -R "$fixture" "$noladder"
awk -F, 'NR == 1 || $1 == "gen-random-64-s1" || $1 == "arena"' "$fixture/runs.csv" > "$noladder/runs.csv"
if "$root/scripts/charts.sh" "$noladder" > "$tmp/noladder.out" 2>&1; then ok; else
    bad "charts.sh failed without a ladder:"; sed 's/^/    /' "$tmp/noladder.out" >&2; fi
check "no ladder: openlists-8 not drawn" test -s "$noladder/charts/openlists-8.png"
check "no ladder: scaling-8 not skipped with its reason" grep -q 'skipping scaling-8: no map family has two or more map sizes' "$tmp/noladder.out"
check "no ladder: gnuplot printed: $(grep -v -e '^==' -e '^draw-search: wrote' "$noladder/charts/data/gnuplot.log" | head -n 2)" \
    test -z "$(grep -v -e '^==' -e '^draw-search: wrote' "$noladder/charts/data/gnuplot.log")"

# --- a variant added to runs.csv by hand, with an algorithm name no script knows, joins
# every chart its columns put it in: the copy of dijkstra/heap as "mystery/heap" (takes a
# heuristic and an open list), and of bfs as "plain" (neither)
newv=$tmp/newv
mkdir "$newv"
awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print; next } { print }
    $c["variant"] == "dijkstra/heap" { $c["variant"] = "mystery/heap"; $c["algo"] = "mystery"; print }
    $c["variant"] == "bfs" { $c["variant"] = "plain"; $c["algo"] = "plainalg"; $c["heuristic"] = "-"; $c["open"] = "-"; print }' \
    "$fixture/runs.csv" > "$newv/runs.csv"
if "$PFBENCH" chartdata "$newv" > "$tmp/newv.out" 2>&1; then ok; else
    bad "pfbench chartdata failed on the folder with new variants:"; sed 's/^/    /' "$tmp/newv.out" >&2; fi
nd=$newv/charts/data
for m in 4 8; do
    for f in time-$m expanded-$m scaling-$m openlists-$m-open; do
        check "$f: mystery/heap missing" grep -q '^blocks = ".*mystery/heap' "$nd/$f.vars.gp"
    done
    for f in time-$m expanded-$m scaling-$m; do
        check "$f: plain missing" grep -q '^blocks = ".*\<plain\>' "$nd/$f.vars.gp"
    done
    check "openlists-$m: plain has no open list but is drawn" test -z "$(grep '^blocks = ".*\<plain\>' "$nd/openlists-$m-open.vars.gp")"
    check "speedup-$m: mystery/heap has no row" grep -q '"mystery/heap" [0-9]' "$nd/speedup-$m.vars.gp"
    check "speedup-$m: plain has no row" grep -q '"plain" [0-9]' "$nd/speedup-$m.vars.gp"
done
check "heuristics: mystery/heap missing" grep -q '^mystery/heap ' "$nd/heuristics-exp.dat"
check "heuristics: plain takes no heuristic but is drawn" test -z "$(grep '^plain ' "$nd/heuristics-exp.dat")"
check "variants.gp: the colour order lacks the new variants" grep -q '^vlist = ".*mystery/heap.*"' "$nd/variants.gp"

# --- a run of movement model 4 only gets every chart, each for model 4
four=$tmp/four
mkdir "$four"
cp -R "$fixture/traces" "$four/traces"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print; next } $c["moves"] == "4"' "$fixture/runs.csv" > "$four/runs.csv"
if "$root/scripts/charts.sh" "$four" > "$tmp/four.out" 2>&1; then ok; else
    bad "charts.sh failed on a moves-4 run:"; sed 's/^/    /' "$tmp/four.out" >&2; fi
want4="time-4 expanded-4 speedup-4 subopt-4 openlists-4 scaling-4 heuristics search "
check "moves 4 run: expected charts '$want4', got '$(cut -f 1 "$four/charts/data/charts.tsv" | tr '\n' ' ')'" \
    test "$(cut -f 1 "$four/charts/data/charts.tsv" | tr '\n' ' ')" = "$want4"
for c in $want4; do
    check "moves 4 run: charts/$c.png missing" test -s "$four/charts/$c.png"
done
check "moves 4 run: the time chart is not titled for model 4" \
    grep -qx 'title = "Median time per query by optimal path cost (movement model 4)"' "$four/charts/data/time-4.vars.gp"

# --- exact numbers: a hand-made runs.csv of one map, six scenarios of cost 1..6 cut into two
# bins; variant a is solved everywhere, variant b hits the expansion budget on scenarios 5 and
# 6: its second bin's median is a budget row, drawn as missing (NaN)
exact=$tmp/exact
mkdir "$exact"
{
    head -n 1 "$fixture/runs.csv"
    for v in a b; do
        for k in 1 2 3 4 5 6; do
            st=ok
            [ $v = b ] && [ $k -ge 5 ] && st=budget
            echo "m1,fam,8,8,$k,0,$v,x$v,-,-,8,$st,$k,$k,$k,0,1,0,$k,$((k * 10)),0,0,0,0,$k,$((k * 1000)),h"
        done
    done
} > "$exact/runs.csv"
if "$PFBENCH" chartdata --bins 2 "$exact" > "$tmp/exact.out" 2>&1; then ok; else
    bad "pfbench chartdata --bins 2 failed:"; sed 's/^/    /' "$tmp/exact.out" >&2; fi
printf '# variant a\n2 2 3\n5 5 3\n\n\n# variant b\n2 2 3\n5 NaN 3\n' > "$tmp/time.want"
check "time-8.dat of the hand-made run: expected $(cat "$tmp/time.want"), got $(cat "$exact/charts/data/time-8.dat")" \
    cmp -s "$tmp/time.want" "$exact/charts/data/time-8.dat"
printf '# variant a\n2 20 3\n5 50 3\n\n\n# variant b\n2 20 3\n5 NaN 3\n' > "$tmp/exp.want"
check "expanded-8.dat of the hand-made run: got $(cat "$exact/charts/data/expanded-8.dat")" \
    cmp -s "$tmp/exp.want" "$exact/charts/data/expanded-8.dat"
printf 'skip\topenlists-8\tno variant takes an open list (the open column is - in every row)\n' > "$tmp/skip.want"
check "hand-made run: no skip line for openlists-8: $(grep openlists "$exact/charts/data/charts.tsv")" \
    grep -qxF "$(cat "$tmp/skip.want")" "$exact/charts/data/charts.tsv"
check "hand-made run: no skip line for scaling-8 (one map size)" \
    grep -qx 'skip	scaling-8	no map family has two or more map sizes among the solved rows of movement model 8' "$exact/charts/data/charts.tsv"
check "hand-made run: no skip line for heuristics" \
    grep -qx 'skip	heuristics	no variant takes a heuristic (the heuristic column is - in every row)' "$exact/charts/data/charts.tsv"

# --- draw-search.sh: its last line ends with a newline
"$root/scripts/draw-search.sh" --out "$tmp/one.png" "$fixture/traces/tiny-0-dijkstra_heap.trace" > "$tmp/ds.out" 2>&1
check "draw-search.sh output does not end with a newline" test "$(tail -c 1 "$tmp/ds.out" | od -An -tx1 | tr -d ' ')" = 0a
check "draw-search.sh did not say what it wrote" grep -q "^draw-search: wrote $tmp/one.png" "$tmp/ds.out"

# --- report.sh warns when the timings come from more than one host, and when
# meta.json says the run is incomplete
mixed=$tmp/mixed
cp -R "$run" "$mixed"
awk -F, -v OFS=, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "host") h = i } NR > 1 && NR % 2 == 0 { $h = "other-host" } 1' \
    "$fixture/runs.csv" > "$mixed/runs.csv"
sed 's/"complete": true/"complete": false/' "$fixture/meta.json" > "$mixed/meta.json"
if "$root/scripts/report.sh" "$mixed" > "$tmp/mixed.out" 2>&1; then ok; else
    bad "report.sh failed on the two-host copy:"; sed 's/^/    /' "$tmp/mixed.out" >&2; fi
check "report.md of a two-host runs.csv has no 'timings mix 2 hosts' warning" \
    grep -q 'timings mix 2 hosts: .*fixture-host' "$mixed/report.md"
check "report.md of a two-host runs.csv does not name the second host" grep -q 'timings mix 2 hosts: .*other-host' "$mixed/report.md"
check "report.md of an incomplete run has no warning" grep -qi 'warning: incomplete run' "$mixed/report.md"
sed 's/"complete": true/"shard": "merged from 2", "hosts": ["node-a", "node-b"], "complete": true/' "$fixture/meta.json" > "$mixed/meta.json"
cp "$fixture/runs.csv" "$mixed/runs.csv"
"$root/scripts/report.sh" "$mixed" > "$tmp/mixed.out" 2>&1
check "report.md with meta.json hosts [node-a, node-b] has no mixed-hosts warning" \
    grep -q 'timings mix 3 hosts: node-a, node-b, fixture-host' "$mixed/report.md"

# --- a folder with one map size per family, no summary.csv and no traces: the ladder charts
# and the pictures are skipped with a reason, the speed-up is computed from runs.csv alone
part=$tmp/part
mkdir "$part"
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; print; next } $c["width"] == "64" || $c["width"] == "194"' "$fixture/runs.csv" > "$part/runs.csv"
if "$root/scripts/charts.sh" "$part" > "$tmp/part.out" 2>&1; then ok; else
    bad "charts.sh failed on a folder with one size per family:"; sed 's/^/    /' "$tmp/part.out" >&2; fi
check "no 'skipping scaling-8' message with one size per family: $(cat "$tmp/part.out")" \
    grep -qx 'charts: skipping scaling-8: no map family has two or more map sizes among the solved rows of movement model 8' "$tmp/part.out"
check "no 'skipping search' message without traces/" grep -qx 'charts: skipping search: no traces/ folder in the run folder' "$tmp/part.out"
check "speedup-8.png not drawn without summary.csv" test -s "$part/charts/speedup-8.png"
check "time-8.png not drawn for the partial folder" test -s "$part/charts/time-8.png"
check "openlists-8.png not drawn without a size ladder (its right panel still applies)" test -s "$part/charts/openlists-8.png"

# --- a run of bucket-queue variants only (no dijkstra/heap): the speed-up chart is drawn over a
# stand-in, the run's variant with dijkstra/heap's algo and heuristic columns (dijkstra/bucket),
# and its titles name it; the stand-in's own cells are 1.0
bucket=$tmp/bucket-runs
"$PFBENCH" run --suite quick --maps 'gen-random-64x64*' --algos 'astar/*/bucket,dijkstra/bucket' --repeat 1 \
    --gbench-min-time 0 --quiet --out "$bucket" > /dev/null 2> "$tmp/bucket.err"
rc_=$?
check "bucket-only run exits 0: $(tail -1 "$tmp/bucket.err")" test $rc_ -eq 0
bucket=$(folders "$bucket")
if "$root/scripts/charts.sh" "$bucket" > "$tmp/bucket.out" 2>&1; then ok; else
    bad "charts.sh failed on the bucket-only run:"; sed 's/^/    /' "$tmp/bucket.out" >&2; fi
bd=$bucket/charts/data
check "bucket-only run: speedup-8 not in the index as a chart: $(grep speedup "$bd/charts.tsv")" \
    grep -q "^speedup-8${TAB}speedup.gp${TAB}Speedup over dijkstra/bucket, standing in for dijkstra/heap (movement model 8)${TAB}" "$bd/charts.tsv"
check "bucket-only run: charts/speedup-8.png not drawn" test -s "$bucket/charts/speedup-8.png"
check "bucket-only run: the chart's title does not name the stand-in: $(grep '^title' "$bd/speedup-8.vars.gp")" \
    grep -qx 'title = "Speedup over dijkstra/bucket per map family (movement model 8; the run has no dijkstra/heap)"' "$bd/speedup-8.vars.gp"
check "bucket-only run: reference is not dijkstra/bucket" grep -qx 'reference = "dijkstra/bucket"' "$bd/speedup-8.vars.gp"
row=$(sed -n 's/.*"dijkstra\/bucket" \([0-9]*\).*/\1/p' "$bd/speedup-8.vars.gp")
check "bucket-only run: dijkstra/bucket's cells are not all 1.0: $(awk -v r="$row" '$2 == r' "$bd/speedup-8.dat" | tr '\n' ';')" \
    test -n "$row" -a "$(awk -v r="$row" '$2 == r { print $4 }' "$bd/speedup-8.dat" | sort -u)" = '"1.0"'
check "bucket-only run: speed.csv has no speed-up 1.0000 for dijkstra/bucket" \
    grep -q '^dijkstra/bucket,8,[0-9]*,[0-9]*,[0-9.]*,1.0000,' "$bucket/speed.csv"

# --- errors: a missing folder, a folder without runs.csv
"$root/scripts/charts.sh" "$tmp/no-such-run" > "$tmp/missing.out" 2>&1
rc=$?
check "charts.sh on a missing folder exited 0" test $rc -ne 0
check "charts.sh on a missing folder: unexpected message: $(cat "$tmp/missing.out")" \
    grep -q '^charts: run folder not found: ' "$tmp/missing.out"
mkdir "$tmp/empty"
"$root/scripts/charts.sh" "$tmp/empty" > "$tmp/empty.out" 2>&1
rc=$?
check "charts.sh without runs.csv exited 0" test $rc -ne 0
check "charts.sh without runs.csv: unexpected message: $(cat "$tmp/empty.out")" \
    grep -q '^charts: no runs.csv in ' "$tmp/empty.out"

# --- the fixture was left alone
changed=$(find "$root/tests/data" -newer "$stamp" -print 2>/dev/null | head -n 5)
check "files under tests/data were written: $changed" test -z "$changed"

finish
