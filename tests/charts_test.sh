#!/usr/bin/env bash
# charts_test.sh: draw the charts and the report for a copy of the fixture
# tests/data/run-a and check what comes out.  The fixture itself is never
# written to.
#
# Usage: tests/charts_test.sh [PROJECT_ROOT]   (default: this script's parent folder)
# Exit status 0 when every check passes; otherwise 1 with a message per failure.

. "$(dirname "$0")/lib.sh"
fixture=$root/tests/data/run-a
charts="time expanded speedup openlists heuristics scaling search"
scripts="common.gp panels.gp time.gp expanded.gp speedup.gp openlists.gp heuristics.gp scaling.gp search.gp"

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

png_sig() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; }
for c in $charts; do
    png=$run/charts/$c.png svg=$run/charts/$c.svg
    check "charts/$c.png missing or empty" test -s "$png"
    if [ -s "$png" ]; then check "charts/$c.png does not start with the PNG signature" png_sig "$png"; fi
    check "charts/$c.svg missing or empty" test -s "$svg"
    if [ -s "$svg" ]; then check "charts/$c.svg has no <svg element" grep -q '<svg' "$svg"; fi
    if [ -f "$run/report.md" ]; then
        check "report.md does not embed charts/$c.png" grep -qF "](charts/$c.png)" "$run/report.md"
        # the line after the picture (and a blank line) says what the chart shows
        check "report.md has no one-line caption for $c" \
            test -n "$(awk -v img="](charts/$c.png)" 'index($0, img) { getline; getline; print; exit }' "$run/report.md" | grep -F "(charts/$c.svg)")"
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
check "charts.sh did not report drawing the search pictures" grep -q 'drew charts/search.png' "$tmp/charts.out"
check "gnuplot printed warnings or errors: $(grep -v -e '^==' -e '^draw-search: wrote' "$run/charts/data/gnuplot.log" | head -n 3)" \
    test -z "$(grep -v -e '^==' -e '^draw-search: wrote' "$run/charts/data/gnuplot.log")"

# --- the variant selection of the line charts: the default leaves dijkstra/list
# out (the fixture has 11 variants), CHART_VARIANTS=all draws every one
blocks_of() { sed -n 's/^blocks = "\(.*\)"$/\1/p' "$1" | wc -w | tr -d ' '; }
check "time chart: expected 10 variants by default, got $(blocks_of "$run/charts/data/time.vars.gp")" \
    test "$(blocks_of "$run/charts/data/time.vars.gp")" = 10
check "time chart: the bins are not ordered by optimal length" \
    awk '/^#/ { p = ""; next } NF >= 2 { if (p != "" && $1 + 0 < p + 0) exit 1; p = $1 }' "$run/charts/data/time.dat"
all=$tmp/all
cp -R "$fixture" "$all"
if CHART_VARIANTS=all "$root/scripts/charts.sh" "$all" > "$tmp/all.out" 2>&1; then ok; else
    bad "CHART_VARIANTS=all charts.sh failed:"; sed 's/^/    /' "$tmp/all.out" >&2; fi
check "CHART_VARIANTS=all: expected 11 variants on the time chart" test "$(blocks_of "$all/charts/data/time.vars.gp")" = 11
check "CHART_VARIANTS=all: expected 11 variants on the scaling chart" test "$(blocks_of "$all/charts/data/scaling.vars.gp")" = 11
rm -rf "$all/charts" "$all/plot"
if CHART_VARIANTS='bfs, astar/*/heap' "$root/scripts/charts.sh" "$all" > "$tmp/sel.out" 2>&1; then ok; else
    bad "CHART_VARIANTS with a glob failed:"; sed 's/^/    /' "$tmp/sel.out" >&2; fi
check "CHART_VARIANTS='bfs, astar/*/heap': expected 5 variants on the time chart" \
    test "$(blocks_of "$all/charts/data/time.vars.gp")" = 5

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

# --- a folder without gen- maps, summary.csv and traces: charts are skipped, not failed
part=$tmp/part
mkdir "$part"
grep -v ',gen-' "$fixture/runs.csv" > "$part/runs.csv"
if "$root/scripts/charts.sh" "$part" > "$tmp/part.out" 2>&1; then ok; else
    bad "charts.sh failed on a folder without gen- maps:"; sed 's/^/    /' "$tmp/part.out" >&2; fi
check "no 'skipping scaling' message without gen- maps" grep -q '^charts: skipping scaling: ' "$tmp/part.out"
check "no 'skipping speedup' message without summary.csv" grep -q '^charts: skipping speedup: ' "$tmp/part.out"
check "no 'skipping search' message without traces/" grep -q '^charts: skipping search: ' "$tmp/part.out"
check "time.png not drawn for the partial folder" test -s "$part/charts/time.png"

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
