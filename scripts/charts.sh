#!/usr/bin/env bash
# charts.sh: draw the charts of one pfbench result folder.
#
# `pfbench chartdata` computes every number (RUN_DIR/charts/data/*.dat and
# *.vars.gp) and the index RUN_DIR/charts/data/charts.tsv; this script only
# draws: one gnuplot call per indexed chart and format (PNG and SVG) into
# RUN_DIR/charts/, the gnuplot scripts copied to RUN_DIR/plot/ with
# plot/redraw.sh to draw them again.  See usage() and docs/FORMATS.md.

set -u

prog=charts
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
TAB=$(printf '\t')

usage() {
    cat <<'EOF2'
Usage: scripts/charts.sh [--help] RUN_DIR

Draw the charts of a pfbench result folder as PNG and SVG into RUN_DIR/charts/,
one of each kind per movement model M present in runs.csv:

  time-M          median time per query against the optimal path cost: the
                  scenarios cut into bins of equal count, one line per variant
  expanded-M      median nodes expanded against the optimal path cost, binned alike
  speedup-M       heat map of the speedup over the reference variant (summary's
                  speedup_vs_dijkstra) per variant (rows) and map family
                  (columns), plus the geometric mean over the families; in a
                  run without the domain's Dijkstra (dijkstra/heap) the first
                  variant with its algo and heuristic columns stands in, and
                  the title names it
  saving-M        what model M saves against the optima its scenario files print
                  under another model (any-angle against the 8-connected optima of
                  Moving AI maps): median and largest saving per map family, over
                  the reference's solved queries (only when some row of M has
                  another model's file_moves)
  tradeoff-M      what preprocessing buys: median query time against the
                  preprocessing time per map and the bytes per cell, one point
                  per (variant, family) of the optimal searches that
                  preprocess and of the undominated others (only when some
                  variant preprocesses under M)
  openlists-M     every variant with an open list (runs.csv open column not -):
                  time per query on the size ladder, and time per expansion
                  against the open-list size
  scaling-M       the size ladder (the map family with the most map sizes, at
                  least two): time per query and per expansion against cells
  heuristics      every variant that takes a heuristic (heuristic column not -):
                  expansions and worst suboptimality, one bar per movement
                  model (one chart for all models)
  dynamic-along-K maps that change (rows with a follow policy): time per query
                  along each of the first 4 dynamic scenarios, the queries after
                  a change event marked (a query's time holds that change, as
                  GPPC counts it; the points show the change's own change_ns)
  dynamic-rate-K  the scenarios made from one map at two or more rates: total
                  time and change time per query against change events per
                  query, one line per variant (the caption says where each
                  search that keeps data falls behind the fastest optimal
                  online one)
  search          search pictures, one panel per RUN_DIR/traces/*.trace
  search-weighted search pictures of a weighted map from RUN_DIR/traces/weighted/, over its costs
  search-3d       3D search pictures from RUN_DIR/traces/voxel/ (a voxel level in the run)
  search-graph    node-graph search pictures from RUN_DIR/traces/graph/ (a graph with positions)

`pfbench chartdata` computes the numbers and writes the index
RUN_DIR/charts/data/charts.tsv (one line per chart, and per chart left out
with the reason, which this script prints).  Only solved rows are used (on
the time and expanded charts a query stopped by the expansion budget counts
as slower than any solved one).  The gnuplot scripts are copied to
RUN_DIR/plot/; run `sh plot/redraw.sh` inside RUN_DIR to draw again.

Environment:
  CHART_VARIANTS  variants drawn on time, expanded, speedup and scaling: a
                  comma list of names or shell globs (e.g. 'bfs,astar/*/heap');
                  default (or 'all'): every variant in runs.csv
  CHART_BINS      number of path-cost bins (default: up to 18, at least 6
                  scenarios each)
  PFBENCH         the pfbench binary (default: build/pfbench of this checkout)

Needs gnuplot (run scripts/install-deps.sh) and a built pfbench.
EOF2
}

die() { echo "$prog: $*" >&2; exit 2; }

. "$here/run-dir.sh"
parse_run_dir "$@"
[ -f "$run_dir/runs.csv" ] || die "no runs.csv in $run_dir (is it a pfbench result folder?)"
command -v gnuplot >/dev/null 2>&1 || {
    echo "$prog: gnuplot is not installed; run scripts/install-deps.sh" >&2; exit 3; }
pfbench=${PFBENCH:-$root/build/pfbench}
[ -x "$pfbench" ] || die "no pfbench binary at $pfbench (run make, or set PFBENCH)"

run_dir=$(cd "$run_dir" && pwd)
outdir=$run_dir/charts
datadir=$outdir/data
plotdir=$run_dir/plot
mkdir -p "$datadir" "$plotdir" || die "cannot create $outdir or $plotdir"

# the numbers and the index
"$pfbench" chartdata --variants "${CHART_VARIANTS:-all}" --bins "${CHART_BINS:-0}" "$run_dir" ||
    die "pfbench chartdata failed on $run_dir"
index=$datadir/charts.tsv
[ -f "$index" ] || die "pfbench chartdata wrote no $index"

log=$datadir/gnuplot.log
: > "$log"
for f in common.gp panels.gp binned.gp; do
    cp "$here/plot/$f" "$plotdir/$f" || die "cannot copy $here/plot/$f"
done
cat > "$plotdir/redraw.sh" <<'EOF2'
#!/bin/sh
# Redraw the charts of this result folder from charts/data (written by pfbench chartdata).
cd "$(dirname "$0")/.." || exit 1
set -e
EOF2

drawn=
failed=
# finish NAME OK: log the messages of one chart and say how it went
finish() {
    { echo "== $1"; cat "$log.one"; } >> "$log"
    if [ "$2" = 1 ]; then
        echo "$prog: drew charts/$1.png and charts/$1.svg"
        drawn="$drawn $1"
    else
        echo "$prog: gnuplot failed on $1; its messages:" >&2
        sed 's/^/  /' "$log.one" | tail -n 20 >&2
        rm -f "$outdir/$1.png" "$outdir/$1.svg"
        failed="$failed $1"
    fi
    rm -f "$log.one"
}

# draw NAME SCRIPT: one chart drawn by plot/SCRIPT from charts/data/NAME*
draw() {
    local name=$1 gp=$2 ok=1 ext
    cp "$here/plot/$gp" "$plotdir/$gp" || die "cannot copy $here/plot/$gp"
    : > "$log.one"
    for ext in png svg; do
        rm -f "$outdir/$name.$ext"
        vars="plotdir='plot'; datadir='charts/data'; chart='$name'; outfile='charts/$name.$ext'"
        if ! (cd "$run_dir" && gnuplot -e "$vars" "plot/$gp") >>"$log.one" 2>&1 < /dev/null ||
           [ ! -s "$outdir/$name.$ext" ]; then
            ok=0
        fi
        [ $ok = 0 ] || printf 'gnuplot -e "%s" plot/%s\n' "$vars" "$gp" >> "$plotdir/redraw.sh"
    done
    finish "$name" $ok
}

# draw_search NAME: the search pictures, every trace in traces/ (or in the folder that
# charts/data/NAME.src names, for the weighted maps'), through draw-search.sh
draw_search() {
    local name=$1 ok=1 ext src=traces
    if [ -f "$datadir/$name.src" ]; then
        src=$(head -n 1 "$datadir/$name.src")
        case $src in
            traces/*[!A-Za-z0-9_/-]*|*..*) die "$datadir/$name.src: expected a folder under traces/, found '$src'" ;;
            traces/*) ;;
            *) die "$datadir/$name.src: expected a folder under traces/, found '$src'" ;;
        esac
    fi
    set -- "$run_dir/$src"/*.trace
    cp "$here/plot/search.gp" "$plotdir/search.gp" || die "cannot copy search.gp"
    : > "$log.one"
    for ext in png svg; do
        rm -f "$outdir/$name.$ext"
        "$here/draw-search.sh" --data "$datadir/$name" --script "$plotdir/search.gp" \
            --out "$outdir/$name.$ext" "$@" >>"$log.one" 2>&1 < /dev/null || ok=0
        [ -s "$outdir/$name.$ext" ] || ok=0
        [ $ok = 0 ] || printf 'gnuplot -e "%s" plot/search.gp\n' \
            "plotdir='plot'; datadir='charts/data/$name'; outfile='charts/$name.$ext'" >> "$plotdir/redraw.sh"
    done
    finish "$name" $ok
}

# draw_panels NAME PLOT: the search pictures of a voxel level or a node graph from
# traces/PLOT/ (pfbench run), through draw-panels.sh --plot PLOT
draw_panels() {
    local name=$1 plot=$2 ok=1 ext
    : > "$log.one"
    for ext in png svg; do
        rm -f "$outdir/$name.$ext"
        "$here/draw-panels.sh" --plot "$plot" --data "$run_dir/traces/$plot" --out "$outdir/$name.$ext" \
            >>"$log.one" 2>&1 < /dev/null || ok=0
        [ -s "$outdir/$name.$ext" ] || ok=0
    done
    finish "$name" $ok
}

indexed=$(cut -f 1 "$index")
while IFS=$TAB read -r name script title _ <&3; do
    if [ "$name" = skip ]; then
        # skip<TAB>NAME<TAB>REASON: say why, and drop any stale copy
        echo "$prog: skipping $script: $title"
        rm -f "$outdir/$script.png" "$outdir/$script.svg"
        continue
    fi
    # a chart of the same kind drawn by an older charts.sh without the model suffix (unless a
    # chart of this index has that name: search and search-weighted share search.gp)
    case $'\n'$indexed$'\n' in
        *$'\n'"${script%.gp}"$'\n'*) ;;
        *) [ "$name" = "${script%.gp}" ] || rm -f "$outdir/${script%.gp}.png" "$outdir/${script%.gp}.svg" ;;
    esac
    case $script in
        search.gp) draw_search "$name" ;;
        voxel.gp) draw_panels "$name" voxel ;;
        graph.gp) draw_panels "$name" graph ;;
        *) draw "$name" "$script" ;;
    esac
done 3< "$index"

if [ -n "$failed" ]; then
    echo "$prog: failed:$failed (details in charts/data/gnuplot.log)" >&2
    exit 1
fi
echo "$prog: done:${drawn:- nothing drawn} (in $outdir)"
exit 0
