#!/usr/bin/env bash
# replan.sh: what `make bench-replan` runs: `pfbench replan` over one map of each Moving AI family
# (dao, bg512, maze, random, room, street; MOVINGAI_DIR, default ../shared/movingai) and a
# generated rooms map, 100 lines a map, radii 1, 3 and 10, then the chart of planning time
# against the longest planning step (scripts/plot/replan.gp) and each map's trip picture
# (scripts/plot/replan_trip.gp: DIR/trip-STEM.png) beside replan.csv and replan.md.
# usage: scripts/replan.sh PFBENCH [OUT_DIR] [extra pfbench replan options...]
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
    sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
fi
if [ "$1" = "--draw" ]; then
    draw "${2:?--draw DIR}"
    exit $?
fi
pfbench=$1
out=${2:-results/replan-$(date +%Y%m%d-%H%M%S)}
shift $(($# >= 2 ? 2 : 1))
data=${MOVINGAI_DIR:-$here/../../shared/movingai}
maps=()
for fam in dao bg512 maze random room street; do
    m=$(ls "$data/$fam"/*.map 2> /dev/null | head -1)
    if [ -n "$m" ]; then maps+=(--map "$m"); else echo "replan: no $fam map under $data" >&2; fi
done
"$pfbench" replan "${maps[@]}" --gen rooms:256x256:r=32:d=2:seed=2 --lines 100 --radius 1,3,10 \
    --out "$out" --quiet "$@"
rc=$?
draw "$out"
echo "replan: results in $out (replan.csv, replan.md, replan-steps.png, trip-*.png)"
exit $rc
