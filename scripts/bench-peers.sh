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

# ratio table: per map and peer variant, median over shared scenario lines of peer/pfbench time
awk -F, '
    NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["status"] != "ok" { next }
    { t[$c["map"], $c["scen_id"], $c["variant"]] = $c["time_ns"]; maps[$c["map"]] = 1; vars[$c["variant"]] = 1
      if ($c["variant"] ~ /^(astar|dijkstra|bfs)/) { ex[$c["map"], $c["variant"]] += $c["expanded"]; tt[$c["map"], $c["variant"]] += $c["time_ns"] } }
    END {
        n = split("boost/astar:astar/octile/heap boost/astar:astar/octile/bucket boost/dijkstra:dijkstra/heap boost/dijkstra:dijkstra/bucket pathfinding.js/astar:astar/octile/heap pathfinding.js/astar:astar/octile/bucket pathfinding.js/dijkstra:dijkstra/heap pathfinding.js/dijkstra:dijkstra/bucket pathfinding.js/bfs:bfs", pairs, " ")
        print "map,peer,pfbench_variant,scenarios,median_ratio,peer_median_us,pfbench_median_us"
        for (m in maps) for (p = 1; p <= n; p++) {
            split(pairs[p], pv, ":"); k = 0; delete r; delete a; delete b
            for (key in t) { split(key, f, SUBSEP); if (f[1] != m || f[3] != pv[1]) continue
                if ((m, f[2], pv[2]) in t && t[m, f[2], pv[2]] > 0) { k++; r[k] = t[key] / t[m, f[2], pv[2]]; a[k] = t[key]; b[k] = t[m, f[2], pv[2]] } }
            if (k == 0) continue
            asort(r); asort(a); asort(b)
            med = k % 2 ? r[(k + 1) / 2] : (r[k / 2] + r[k / 2 + 1]) / 2
            ma = k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
            mb = k % 2 ? b[(k + 1) / 2] : (b[k / 2] + b[k / 2 + 1]) / 2
            printf "%s,%s,%s,%d,%.3f,%.1f,%.1f\n", m, pv[1], pv[2], k, med, ma / 1000, mb / 1000
        }
        for (key in ex) { split(key, f, SUBSEP); if (tt[key] > 0) printf "#eps,%s,%s,%.2f\n", f[1], f[2], ex[key] / tt[key] * 1000 > "/dev/stderr" }
    }' "$run/runs.csv" 2> "$run/peers-eps.txt" | sort -t, -k1,1 -k2,2 -k3,3 > "$run/peers.csv"

{
    echo "# Peers: time per query, peer / pfbench (median over the same scenario lines)"
    echo
    echo "Run: \`$(basename "$run")\`. A ratio of 3.0 means the peer takes 3 times as long as pfbench."
    echo
    echo "| map | peer | pfbench variant | scenarios | median ratio | peer median µs | pfbench median µs |"
    echo "|---|---|---|---:|---:|---:|---:|"
    tail -n +2 "$run/peers.csv" | awk -F, '{ printf "| %s | %s | %s | %s | %.2f | %.1f | %.1f |\n", $1, $2, $3, $4, $5, $6, $7 }'
    echo
    echo "pfbench expansions per second (millions), all scenario lines:"
    echo
    echo "| map | variant | M expansions/s |"
    echo "|---|---|---:|"
    sort "$run/peers-eps.txt" | awk -F, '{ printf "| %s | %s | %s |\n", $2, $3, $4 }'
} > "$run/peers.md"
rm -f "$run/peers-eps.txt"

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
