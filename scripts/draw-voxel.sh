#!/usr/bin/env bash
# draw-voxel.sh: draw the 3D search pictures `pfbench draw` prepares for a voxel map: per
# variant two projections, from above (x-y) and from the side (x-z).
set -u
prog=draw-voxel
here=$(cd "$(dirname "$0")" && pwd)

usage() {
    cat <<'USAGE'
Usage: scripts/draw-voxel.sh [--help] --out FILE.png|FILE.svg --data DIR

Draws the panels `pfbench draw --map LEVEL.3dmap ...` wrote into DIR (NN.top, NN.side:
"x y r g b" pixels; NN.path: "x y z" per path voxel; NN.title: one line), two rows: the
level seen from above (columns over z) and from the side (columns over y). Grey: the share
of blocked voxels in a column (white: all free); yellow to dark red: how many voxels the
search expanded in that column (log scale, per panel); blue line: the returned path, start
green, goal blue. The format follows the extension of --out (.svg -> SVG, else PNG).
USAGE
}
die() { echo "$prog: $*" >&2; exit 2; }

out='' data=''
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --out) [ $# -ge 2 ] || die "--out needs a file name"; out=$2; shift ;;
        --data) [ $# -ge 2 ] || die "--data needs a folder"; data=$2; shift ;;
        *) echo "$prog: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done
[ -n "$out" ] && [ -n "$data" ] || { usage >&2; exit 2; }
command -v gnuplot >/dev/null 2>&1 || { echo "$prog: gnuplot is not installed; run scripts/install-deps.sh" >&2; exit 3; }
[ -d "$data" ] || die "no such folder: $data"
case $data in *\'*) die "data folder must not contain a single quote: $data" ;; esac
n=$(ls "$data"/*.title 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || die "no panels in $data"

# panels.gp: the panel count and titles, for scripts/plot/voxel.gp
{
    echo "n = $n"
    echo "data = '$(cd "$data" && pwd)'"
    echo "out = '$(printf '%s' "$out" | sed "s/'/''/g")'"
    k=0
    for t in "$data"/*.title; do
        printf "t%d = '%s'\n" "$k" "$(sed "s/'/''/g" "$t")"
        k=$((k + 1))
    done
} > "$data/panels.gp"
gnuplot -e "load '$data/panels.gp'" "$here/plot/voxel.gp" || die "gnuplot failed"
