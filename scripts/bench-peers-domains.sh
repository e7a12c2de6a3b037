#!/usr/bin/env bash
# bench-peers-domains.sh: pfbench's voxel and node-graph searches against Boost.Graph on the same
# queries in one run, timed by the same method; Boost's rows join runs.csv, and peers.csv /
# peers.md give, per map, the median over the shared queries of (Boost time / pfbench time).
set -uo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/bench-peers-domains.sh [--pfbench BIN] [--timing passes|back-to-back] [--repeat K]
                                      [--costs fixed|double] [--pairs FILE] [--maps PATTERNS] [--voxel-algos LIST] [--out DIR]
                                      [--help]

1. pfbench run --suite peers-domains: the 8 Warframe levels of VOXEL_DIR (20 evenly spaced
   lines each) and three node graphs (generated waypoint graphs of 20,000 and 200,000 nodes,
   and GRAPHS_DIR's rome99; 100 queries each), for the pfbench variants of the pairs file;
2. pfbench-boost-voxel (astar_search_no_init over an implicit graph, Dijkstra's body with a
   growing heap index) on the same lines of each level, --costs fixed by default: libpf's
   exact integer costs, Boost at its best (double: 1, sqrt 2, sqrt 3 in floating point, where
   rounding makes Boost reopen voxels; see harness/peers/boost/README.md);
3. pfbench-boost-graph (astar_search, dijkstra_shortest_paths on a CSR graph) on the same
   queries: the graphs and query files written by `pfbench gen` (the same count and seed as
   the run's, so the same queries);
4. Boost's rows are appended to runs.csv, `pfbench validate` checks both sides, and peers.csv,
   peers.md give the ratio table (pairs: scripts/peers-pairs-domains.tsv).
Both sides are timed by --timing (default passes) with K = --repeat (default 3). --maps keeps
the maps whose name matches one of the comma-separated globs (as pfbench run --maps), for a
quick side-by-side check: --maps 'Complex,DA1,rome99'. --voxel-algos: Boost's voxel searches
(default astar,dijkstra; Boost's Dijkstra takes about a minute a query on the larger levels:
--voxel-algos astar with --pairs holding the A* pairs only skips it). --out: where the result
folder goes (default results/).
Exit status: that of `pfbench validate` on pfbench's own rows.
USAGE
}
die() { echo "bench-peers-domains: $*" >&2; exit 2; }

root="$(cd "$(dirname "$0")/.." && pwd)"
maps='*' valgos=astar,dijkstra out="$root/results" pfbench="$root/build/pfbench" timing=passes repeat=3 costs=fixed pairs="$root/scripts/peers-pairs-domains.tsv"
while [ $# -gt 0 ]; do
    case "$1" in
        --pfbench) pfbench="${2:?--pfbench needs a file}"; shift 2 ;;
        --timing) timing="${2:?--timing needs passes or back-to-back}"; shift 2 ;;
        --repeat) repeat="${2:?--repeat needs a count}"; shift 2 ;;
        --costs) costs="${2:?--costs needs fixed or double}"; shift 2 ;;
        --pairs) pairs="${2:?--pairs needs a file}"; shift 2 ;;
        --maps) maps="${2:?--maps needs patterns}"; shift 2 ;;
        --out) out="${2:?--out needs a folder}"; shift 2 ;;
        --voxel-algos) valgos="${2:?--voxel-algos needs a list}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench-peers-domains: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
case $timing in passes|back-to-back) ;; *) die "--timing: expected passes or back-to-back, found '$timing'" ;; esac
case $costs in fixed|double) ;; *) die "--costs: expected fixed or double, found '$costs'" ;; esac
[[ $repeat =~ ^[1-9][0-9]*$ ]] || die "--repeat: expected a whole number >= 1, found '$repeat'"
[ -x "$pfbench" ] || die "pfbench not found at $pfbench (run make, or --pfbench)"
[ -f "$pairs" ] || die "no pairs file $pairs"
bin=$(dirname "$pfbench")
bvox="$bin/pfbench-boost-voxel" bgraph="$bin/pfbench-boost-graph"
[ -x "$bvox" ] && [ -x "$bgraph" ] || die "the Boost peers are not built (scripts/install-deps.sh --peers; make)"
vdir="${VOXEL_DIR:-$root/datasets/voxel}" gdir="${GRAPHS_DIR:-$root/datasets/graphs}"
algos=$(awk -F'\t' '!/^#/ && NF == 2 && !seen[$2]++ { printf "%s%s", n++ ? "," : "", $2 }' "$pairs")
[ -n "$algos" ] || die "$pairs: no pairs"

# wanted NAME: does a glob of --maps match the map's name?
wanted() {
    local p
    IFS=, read -ra pats <<< "$maps"
    for p in "${pats[@]}"; do
        # shellcheck disable=SC2254
        case $1 in $p) return 0 ;; esac
    done
    return 1
}

# pfbench prints the result folder on the last line of its standard output
run=$("$pfbench" run --suite peers-domains --algos "$algos" --timing "$timing" --repeat "$repeat" \
    --voxel "$vdir" --graphs "$gdir" --maps "$maps" --out "$out" | tail -n 1) || exit $?
[ -f "$run/runs.csv" ] || die "pfbench run gave no result folder (last line: '$run')"
raw="$run/peers-raw" data="$run/peers-data"
mkdir -p "$raw" "$data" || die "cannot create $raw"
cp "$pairs" "$run/peers-pairs.tsv"
printf 'timing\t%s\nrepeat\t%s\nboost_costs\t%s\n' "$timing" "$repeat" "$costs" > "$run/peers-settings.tsv"
host="$(hostname)"

# the voxel levels the run planned, with their lines (20 evenly spaced: --limit 20)
for m in A1 BA1 BC1 Complex DA1 EB2 ED1 Full2; do
    map="$vdir/warframe/$m.3dmap"
    [ -f "$map" ] && wanted "$m" || continue
    echo "bench-peers-domains: Boost.Graph on $m" >&2
    "$bvox" --map "$map" --scen "$map.3dscen" --limit 20 --algos "$valgos" --costs "$costs" --family warframe --host "$host" \
        --timing "$timing" --repeat "$repeat" > "$raw/boost-$m.csv" || echo "bench-peers-domains: failed on $m" >&2
done
# the node graphs: the same files and queries as the run's (pfbench gen: same count and seed)
for recipe in waypoints:1024:n=20000:seed=4 waypoints:4096:n=200000:seed=5; do
    size=${recipe#waypoints:}; size=${size%%:*} n=${recipe#*:n=}; n=${n%%:*} seed=${recipe##*seed=}
    wanted "gen-waypoints-$size-n$n-h24-c6-sl60-k6-s$seed" || continue
    made=$("$pfbench" gen --recipe "$recipe" --per-bucket 100 --max-buckets 1 --out "$data") ||
        { echo "bench-peers-domains: pfbench gen $recipe failed" >&2; continue; }
    g=$(sed -n 1p <<< "$made") q=$(sed -n 2p <<< "$made")
    echo "bench-peers-domains: Boost.Graph on $(basename "$g" .graph)" >&2
    "$bgraph" --map "$g" --scen "$q" --family gen-waypoints --host "$host" --timing "$timing" --repeat "$repeat" \
        > "$raw/boost-$(basename "$g" .graph).csv" || echo "bench-peers-domains: failed on $g" >&2
done
if [ -f "$gdir/dimacs/rome99.gr" ] && wanted rome99; then
    q=$("$pfbench" gen --graph "$gdir/dimacs/rome99.gr" --per-bucket 100 --max-buckets 1 --out "$data" | sed -n 1p)
    echo "bench-peers-domains: Boost.Graph on rome99" >&2
    "$bgraph" --map "$gdir/dimacs/rome99.gr" --scen "$q" --family dimacs --host "$host" --timing "$timing" \
        --repeat "$repeat" > "$raw/boost-rome99.csv" || echo "bench-peers-domains: failed on rome99" >&2
fi

"$pfbench" validate --quiet "$run" > /dev/null
own_rc=$?
set -- "$raw"/*.csv
for f in "$@"; do [ -s "$f" ] || rm -f "$f"; done
set -- "$raw"/*.csv
if [ -f "$1" ]; then
    "$pfbench" append --quiet "$run" "$@" || die "Boost's rows could not join $run/runs.csv"
else
    echo "bench-peers-domains: no peer rows to add" >&2
fi
"$pfbench" validate "$run"
PFBENCH="$pfbench" "$root/scripts/peers-table.sh" "$run" "$run/peers-pairs.tsv"
{
    echo
    echo "Timing: $timing, K = $repeat, for pfbench and Boost.Graph; Boost's voxel costs: $costs;"
    echo "the same 20 lines per voxel level and 100 queries per graph on both sides; pairs from peers-pairs-domains.tsv."
} >> "$run/peers.md"
cat "$run/peers.md"
echo
echo "bench-peers-domains: results in $run (peers.md, peers.csv, runs.csv)"
exit $own_rc
