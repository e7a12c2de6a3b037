#!/usr/bin/env bash
# bench.sh: what `make bench*` runs: a suite, its validation, its charts and its report.
# usage: scripts/bench.sh PFBENCH SUITE [extra pfbench run options...]
set -uo pipefail
if [ $# -lt 2 ] || [ "$1" = "--help" ]; then
    echo "usage: scripts/bench.sh PFBENCH SUITE [pfbench run options...]"
    echo "Runs 'PFBENCH run --suite SUITE', then 'PFBENCH validate', scripts/charts.sh and"
    echo "'PFBENCH report' on the new result folder (results/latest)."
    exit 0
fi
pfbench=$1 suite=$2
shift 2
here="$(cd "$(dirname "$0")" && pwd)"
"$pfbench" run --suite "$suite" "$@" > /dev/null
rc=$?
if [ $rc -ne 0 ]; then
    echo "bench: pfbench run failed (exit $rc); nothing drawn" >&2
    exit $rc
fi
run="results/$(readlink results/latest)"
"$pfbench" validate "$run"
vrc=$?
# the default suite's replanning family: agents on two small generated maps (docs/REPLAN.md)
if [ "$suite" = default ]; then
    "$pfbench" replan --gen rooms:128x128:r=16:d=1:seed=3 --gen maze:129x129:w=2:seed=3 --lines 10 \
        --out "$run" --quiet > /dev/null
    rrc=$?
    [ $rrc -eq 0 ] || { echo "bench: pfbench replan FAILED (exit $rrc)" >&2; [ $vrc -ne 0 ] || vrc=$rrc; }
    "$here/replan.sh" --draw "$run"
fi
PFBENCH="$pfbench" "$here/charts.sh" "$run" && "$pfbench" report --quiet "$run"
crc=$?
echo
echo "bench: results in $run"
echo "bench: report    $run/report.md"
echo "bench: charts    $run/charts/"
[ $vrc -ne 0 ] && echo "bench: VALIDATION FAILED (see the table above)" >&2
[ $vrc -ne 0 ] && exit $vrc
exit $crc
