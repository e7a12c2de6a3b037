#!/usr/bin/env bash
# compare.sh: compare the timings of two pfbench result folders.
# File formats: docs/FORMATS.md.

set -u

prog=compare
pfbench=${PFBENCH:-$(cd "$(dirname "$0")/.." && pwd)/build/pfbench}

usage() {
    cat <<'EOF'
Usage: scripts/compare.sh [--help] RUN_A RUN_B

Compare the query times of two pfbench result folders with `pfbench compare`
($PFBENCH, else build/pfbench of this tree).  Rows of RUN_A/runs.csv and
RUN_B/runs.csv are matched on (map, scen_id, variant, moves); only pairs with
status ok and time_ns > 0 on both sides count.  For each (variant, family) it
prints the geometric mean of time_B / time_A over the matched rows (below 1 =
B is faster), sorted by variant then family, and an overall geometric mean
over all matched rows.

If Google Benchmark's compare.py is installed (Debian package
libbenchmark-tools; it needs python3 with scipy) and both folders hold
gbench.json, its comparison of the two files is printed after the table.
Set COMPARE_PY=/path/to/compare.py to use another copy.

Exit status: 0 on success, 1 when no rows match, 2 on bad arguments or
missing folders/files.
EOF
}

die() { echo "$prog: $*" >&2; exit 2; }

args=()
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --) shift; args+=("$@"); break ;;
        -*) echo "$prog: unknown option: $1" >&2; usage >&2; exit 2 ;;
        *) args+=("$1") ;;
    esac
    shift
done
[ ${#args[@]} -eq 2 ] || { echo "$prog: expected two result folders, RUN_A and RUN_B" >&2; usage >&2; exit 2; }
run_a=${args[0]}
run_b=${args[1]}
for d in "$run_a" "$run_b"; do
    [ -d "$d" ] || die "run folder not found: $d"
    [ -f "$d/runs.csv" ] || die "no runs.csv in $d (is it a pfbench result folder?)"
done
[ -x "$pfbench" ] || die "pfbench not found at $pfbench (run make, or set PFBENCH)"

# The table: `pfbench compare` computes the geometric means.
"$pfbench" compare "$run_a" "$run_b" || exit $?

# ---------------------------------------------------------------- compare.py
echo
find_compare_py() {
    if [ -n "${COMPARE_PY:-}" ]; then printf '%s' "$COMPARE_PY"; return; fi
    if command -v dpkg >/dev/null 2>&1; then
        p=$(dpkg -L libbenchmark-tools 2>/dev/null | grep '/compare\.py$' | head -n 1)
        if [ -n "$p" ] && [ -f "$p" ]; then printf '%s' "$p"; return; fi
    fi
    for p in "$(command -v compare.py 2>/dev/null)" /usr/share/benchmark/compare.py /usr/local/share/benchmark/compare.py; do
        if [ -n "$p" ] && [ -f "$p" ]; then printf '%s' "$p"; return; fi
    done
}
cmp_py=$(find_compare_py)
if [ -z "$cmp_py" ] || [ ! -f "$cmp_py" ]; then
    echo "compare.py: skipped (Google Benchmark's compare.py not found; install the Debian package libbenchmark-tools)"
    exit 0
fi
if [ ! -f "$run_a/gbench.json" ] || [ ! -f "$run_b/gbench.json" ]; then
    missing=
    [ -f "$run_a/gbench.json" ] || missing="$run_a"
    [ -f "$run_b/gbench.json" ] || missing="${missing:+$missing and }$run_b"
    echo "compare.py: skipped (no gbench.json in $missing)"
    exit 0
fi
# compare.py imports scipy; the python3 first on PATH may be one without it.
py=
for cand in /usr/bin/python3 "$(command -v python3 2>/dev/null)"; do
    [ -n "$cand" ] && [ -x "$cand" ] || continue
    if "$cand" -c 'import scipy.stats' >/dev/null 2>&1; then py=$cand; break; fi
done
if [ -z "$py" ]; then
    echo "compare.py: skipped (it needs python3 with scipy; install the Debian package python3-scipy)"
    exit 0
fi
echo "Google Benchmark compare.py ($cmp_py) on the two gbench.json files:"
color=--no-color
[ -t 1 ] && color=
# shellcheck disable=SC2086
"$py" "$cmp_py" $color benchmarks "$run_a/gbench.json" "$run_b/gbench.json"
rc=$?
if [ $rc -ne 0 ]; then
    echo "compare.py: failed with exit status $rc (the table above is still valid)"
fi
exit 0
