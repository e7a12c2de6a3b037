#!/usr/bin/env bash
# charts_test.sh: draw the charts and the report for a copy of the fixture
# tests/data/run-a and check what comes out.  The fixture itself is never
# written to.
#
# Usage: tests/charts_test.sh [PROJECT_ROOT]   (default: this script's parent folder)
# Exit status 0 when every check passes; otherwise 1 with a message per failure.

set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
root=$(cd "$root" && pwd) || { echo "charts_test: no such project root: ${1:-}" >&2; exit 1; }
fixture=$root/tests/data/run-a
charts="time expanded speedup openlists heuristics scaling search"
scripts="common.gp panels.gp time.gp expanded.gp speedup.gp openlists.gp heuristics.gp scaling.gp search.gp"

passed=0 failed=0
ok()   { passed=$((passed + 1)); }
bad()  { failed=$((failed + 1)); echo "charts_test: FAIL: $*" >&2; }
check() { # check DESCRIPTION COMMAND...
    local what=$1; shift
    if "$@"; then ok; else bad "$what"; fi
}

[ -f "$fixture/runs.csv" ] || { echo "charts_test: fixture missing: $fixture/runs.csv" >&2; exit 1; }
command -v gnuplot >/dev/null 2>&1 || {
    echo "charts_test: gnuplot is not installed (run scripts/install-deps.sh)" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/charts_test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
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
    fi
done
check "report.md missing" test -s "$run/report.md"
if [ -f "$run/report.md" ]; then
    check "report.md has no metadata (compiler)" grep -q 'gcc 12.2.0' "$run/report.md"
    check "report.md has no speed table" grep -q '^| astar/octile/heap | gen-random | 8 |' "$run/report.md"
    check "report.md does not embed validate.txt" grep -q 'pfbench validate' "$run/report.md"
fi
for s in $scripts; do
    check "plot/$s was not copied" test -s "$run/plot/$s"
done
check "plot/redraw.sh missing" test -s "$run/plot/redraw.sh"
check "charts.sh did not report drawing the search pictures" grep -q 'drew charts/search.png' "$tmp/charts.out"

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

echo "charts_test: $passed passed, $failed failed"
[ $failed -eq 0 ]
