#!/usr/bin/env bash
# replan.sh: what `make bench-replan` runs: `pfbench replan` over the Moving AI families (dao,
# bg512, maze, random, room, street under MOVINGAI_DIR, default ../shared/movingai), one map a
# family (its map below, or every map with --all-maps), N lines a map spread evenly over its
# scenario, sensor radii 1, 3 and 10; then the chart of planning time against the longest step
# (scripts/plot/replan.gp) and each map's trip picture (scripts/plot/replan_trip.gp:
# DIR/trip-STEM.png) beside replan.csv and replan.md (the summary and the orderings per family).
# usage: scripts/replan.sh PFBENCH [OUT_DIR] [--lines N] [--families "dao maze ..."] [--all-maps]
#                          [other pfbench replan options: --radius 3 --planners ... --check-every K]
#        scripts/replan.sh --draw DIR   (draw the chart of a folder pfbench replan wrote)
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
draw() {
    if ! command -v gnuplot > /dev/null 2>&1; then
        echo "replan: gnuplot not found: $1/replan-steps.png not drawn" >&2
        return 0
    fi
    local v s rc=0
    gnuplot -e "dir='$1'; out='$1/replan-steps.png'" "$here/plot/replan.gp" || rc=1
    for v in "$1"/trip/*.vars.gp; do
        [ -e "$v" ] || continue
        s=${v%.vars.gp}
        gnuplot -e "stem='$s'; out='$1/trip-$(basename "$s").png'" "$here/plot/replan_trip.gp" 2> /dev/null || rc=1
    done
    return $rc
}
if [ $# -lt 1 ] || [ "$1" = "--help" ]; then
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
fi
if [ "$1" = "--draw" ]; then
    draw "${2:?--draw DIR}"
    exit $?
fi
pfbench=$1
out=results/replan-$(date +%Y%m%d-%H%M%S)
shift
if [ $# -ge 1 ] && [ "${1#--}" = "$1" ]; then
    out=$1
    shift
fi
lines=100
families="dao bg512 maze random room street"
all=0
rest=()
while [ $# -gt 0 ]; do
    case "$1" in
        --lines) lines=${2:?--lines N}; shift 2 ;;
        --families) families=${2:?--families LIST}; shift 2 ;;
        --all-maps) all=1; shift ;;
        *) rest+=("$1"); shift ;;
    esac
done
# one map a family: a mid-sized one of the family's usual kind (dao's arena is 49x49)
declare -A pick=([dao]=den520d [bg512]=AR0011SR [maze]=maze512-1-0 [random]=random512-25-0 [room]=32room_000
                 [street]=Boston_0_512)
data=${MOVINGAI_DIR:-$here/../../shared/movingai}
maps=()
for fam in $families; do
    if [ $all = 1 ] || [ -z "${pick[$fam]:-}" ]; then
        found=$(ls "$data/$fam"/*.map 2> /dev/null)
    else
        found=$(ls "$data/$fam/${pick[$fam]}.map" 2> /dev/null || ls "$data/$fam"/*.map 2> /dev/null | head -1)
    fi
    if [ -z "$found" ]; then
        echo "replan: no $fam map under $data" >&2
        continue
    fi
    for m in $found; do maps+=(--map "$m"); done
done
if [ ${#maps[@]} -eq 0 ]; then
    echo "replan: no map to walk (MOVINGAI_DIR=$data)" >&2
    exit 2
fi
"$pfbench" replan "${maps[@]}" --lines "$lines" --radius 1,3,10 --out "$out" --quiet "${rest[@]}"
rc=$?
draw "$out"
echo "replan: results in $out (replan.csv, replan.md, replan-steps.png, trip-*.png)"
exit $rc
