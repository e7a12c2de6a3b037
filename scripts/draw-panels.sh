#!/usr/bin/env bash
# draw-panels.sh: draw the search pictures `pfbench draw` (and `pfbench run`) prepare as panel
# files for a voxel level (two projections a variant) or a node graph (its nodes and each path).
set -u
prog=draw-panels
here=$(cd "$(dirname "$0")" && pwd)

usage() {
    cat <<'USAGE'
Usage: scripts/draw-panels.sh [--help] --plot voxel|graph --out FILE.png|FILE.svg --data DIR

Draws the panels pfbench wrote into DIR, one per variant, each titled by NN.title (one
line), with scripts/plot/PLOT.gp. The format follows the extension of --out (.svg -> SVG,
else PNG).

--plot voxel: a voxel level (pfbench draw --map LEVEL.3dmap). NN.top, NN.side: "x y r g b"
  pixels; NN.path: "x y z" per path voxel; size.gp: W, H, D. Two rows: the level seen from
  above (columns over z) and from the side (columns over y). Grey: the share of blocked
  voxels in a column (white: all free); yellow to dark red: how many voxels the search
  expanded in that column (log scale, per panel); blue line: the path, start green.
--plot graph: a node graph with positions (pfbench draw --map GRAPH). nodes.xy: "x y" of
  every node; ends.xy: the start's and the goal's; NN.closed: "x y" of every node the search
  expanded; NN.path: "x y" per path node. The nodes in grey, the expanded ones orange, the
  path in blue, start green, goal red.
USAGE
}
die() { echo "$prog: $*" >&2; exit 2; }

out='' data='' plot=''
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --plot) [ $# -ge 2 ] || die "--plot needs voxel or graph"; plot=$2; shift ;;
        --out) [ $# -ge 2 ] || die "--out needs a file name"; out=$2; shift ;;
        --data) [ $# -ge 2 ] || die "--data needs a folder"; data=$2; shift ;;
        *) echo "$prog: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
    shift
done
[ -n "$out" ] && [ -n "$data" ] && [ -n "$plot" ] || { usage >&2; exit 2; }
case $plot in voxel|graph) ;; *) die "--plot: expected voxel or graph, found '$plot'" ;; esac
command -v gnuplot >/dev/null 2>&1 || { echo "$prog: gnuplot is not installed; run scripts/install-deps.sh" >&2; exit 3; }
[ -d "$data" ] || die "no such folder: $data"
case $data in *\'*) die "data folder must not contain a single quote: $data" ;; esac
n=$(ls "$data"/*.title 2>/dev/null | wc -l)
[ "$n" -gt 0 ] || die "no panels in $data"

# panels.gp: the panel count and titles, for scripts/plot/$plot.gp
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
gnuplot -e "load '$data/panels.gp'" "$here/plot/$plot.gp" || die "gnuplot failed"
