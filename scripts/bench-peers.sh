#!/usr/bin/env bash
# bench-peers.sh: pfbench's own searches and the peers (Boost.Graph, PathFinding.js) on the
# same scenarios in one run; the peers' rows join runs.csv, and peers.csv / peers.md / a chart
# give, per map, the median over scenarios of (peer time / pfbench time).
set -uo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/bench-peers.sh [--pfbench BIN] [--pf-limit N] [--boost-limit N] [--help]

1. pfbench run --suite peers: den520d, brc202d, random512-10-0 and Boston_0_512 (from
   MOVINGAI_DIR), every scenario line, for astar/octile/{heap,bucket}, dijkstra/{heap,bucket}
   and bfs;
2. pfbench-boost (Boost.Graph astar_search, dijkstra_shortest_paths with an early exit) on
   the same lines (all of them, or an evenly spaced sample of --boost-limit);
3. PathFinding.js (node harness/peers/pathfinding/run.js: AStarFinder, DijkstraFinder,
   BreadthFirstFinder) on an evenly spaced sample of --pf-limit lines per map (default 300:
   it is 10 to 100 times slower, and each query also clones the grid);
4. the peers' rows are appended to runs.csv (Dijkstra's cost filled in from pfbench's
   dijkstra/heap rows), `pfbench validate` rebuilds summary.csv and validate.txt, and
   peers.csv, peers.md and charts/peers.png give the ratio table.
A missing peer is reported and skipped. Ratios compare the same scenario lines only.
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
pfbench="$root/build/pfbench" pf_limit=300 boost_limit=0
while [ $# -gt 0 ]; do
    case "$1" in
        --pfbench) pfbench="$2"; shift 2 ;;
        --pf-limit) pf_limit="$2"; shift 2 ;;
        --boost-limit) boost_limit="$2"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench-peers.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done
boost="$(dirname "$pfbench")/pfbench-boost"
mai="${MOVINGAI_DIR:-$root/datasets/movingai}"
[ -d "$mai/dao" ] || { echo "bench-peers.sh: the Moving AI maps are needed (MOVINGAI_DIR, or scripts/fetch-movingai.sh)" >&2; exit 2; }

"$pfbench" run --suite peers --algos 'astar/octile/heap,astar/octile/bucket,dijkstra/heap,dijkstra/bucket,bfs' \
    --movingai "$mai" > /dev/null || exit $?
run="$(cd "$root" && readlink -f results/latest)"
host="$(hostname)"
peers_raw="$run/peers-raw.csv"
: > "$peers_raw"

maps="dao/den520d random/random512-10-0 dao/brc202d street/Boston_0_512"
for fm in $maps; do
    fam="${fm%%/*}" name="${fm#*/}"
    m="$mai/$fm.map" s="$mai/$fm.map.scen"
    if [ -x "$boost" ]; then
        echo "bench-peers: Boost.Graph on $name" >&2
        "$boost" --map "$m" --scen "$s" --family "$fam" --host "$host" --limit "$boost_limit" >> "$peers_raw" ||
            echo "bench-peers: pfbench-boost failed on $name" >&2
    else
        echo "bench-peers: Boost.Graph peer not built (scripts/install-deps.sh --peers; make): skipped" >&2
    fi
    if command -v node >/dev/null && [ -d "$root/harness/peers/pathfinding/node_modules/pathfinding" ]; then
        echo "bench-peers: PathFinding.js on $name ($pf_limit lines)" >&2
        node "$root/harness/peers/pathfinding/run.js" --map "$m" --scen "$s" --family "$fam" --host "$host" \
            --limit "$pf_limit" >> "$peers_raw" || echo "bench-peers: PathFinding.js failed on $name" >&2
    else
        echo "bench-peers: PathFinding.js not installed (scripts/install-deps.sh --peers): skipped" >&2
    fi
done

# peers' rows into runs.csv, in its column order, with Dijkstra's cost and suboptimality
awk -F, -v OFS=, '
    FNR == 1 { for (i = 1; i <= NF; i++) col[FILENAME, $i] = i; if (FILENAME == runs) { ncols = NF; for (i = 1; i <= NF; i++) name[i] = $i }; next }
    FILENAME == runs { if ($col[runs, "variant"] == "dijkstra/heap") dc[$1 "|" $col[runs, "scen_id"]] = $col[runs, "cost"]; next }
    $1 == "map" { next }                       # header lines of later peer outputs
    {
        key = $1 "|" $col[FILENAME, "scen_id"]
        line = ""
        for (i = 1; i <= ncols; i++) {
            c = col[FILENAME, name[i]]; v = c ? $c : ""
            if (name[i] == "dijkstra_cost") v = dc[key]
            if (name[i] == "subopt" && dc[key] > 0 && $col[FILENAME, "cost"] != "") { v = $col[FILENAME, "cost"] / dc[key] - 1; if (v < 1e-12) v = 0 }
            if (name[i] ~ /^(expanded|generated|reopened|pushes|decreases|max_open|path_len|time_ns)$/ && v == "") v = 0
            line = line (i > 1 ? "," : "") v
        }
        print line
    }' runs="$run/runs.csv" "$run/runs.csv" "$peers_raw" > "$run/peers-rows.csv"
cat "$run/peers-rows.csv" >> "$run/runs.csv"
rm -f "$run/peers-rows.csv"

"$pfbench" validate "$run"
vrc=$?

"$root/scripts/peers-table.sh" "$run"

if command -v gnuplot >/dev/null && [ "$(wc -l < "$run/peers.csv")" -gt 1 ]; then
    mkdir -p "$run/charts" "$run/plot"
    cp "$root/scripts/plot/peers.gp" "$run/plot/"
    gnuplot -e "datafile='$run/peers.csv'; outpng='$run/charts/peers.png'" "$root/scripts/plot/peers.gp" &&
        echo "bench-peers: chart $run/charts/peers.png"
fi
cat "$run/peers.md"
echo
echo "bench-peers: results in $run (peers.md, peers.csv, runs.csv)"
exit $vrc
