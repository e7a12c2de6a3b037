#!/usr/bin/env bash
# draw-graph.sh: draw the node-graph search pictures `pfbench draw` prepares: per variant the
# graph's nodes where they lie and the path it found.
set -u
prog=draw-graph
here=$(cd "$(dirname "$0")" && pwd)

usage() {
    cat <<'USAGE'
Usage: scripts/draw-graph.sh [--help] --out FILE.png|FILE.svg --data DIR

Draws the panels `pfbench draw --map GRAPH ...` wrote into DIR (nodes.xy: "x y" of every
node; ends.xy: the start's and the goal's; NN.path: "x y" per path node; NN.title: one line), one panel per variant: the nodes
in grey, the returned path in blue, start green, goal red. The format follows the
extension of --out (.svg -> SVG, else PNG).
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
[ -f "$data/nodes.xy" ] || die "no nodes.xy in $data"

# panels.gp: the panel count and titles, for scripts/plot/graph.gp
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
gnuplot -e "load '$data/panels.gp'" "$here/plot/graph.gp" || die "gnuplot failed"
