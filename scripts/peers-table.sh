#!/usr/bin/env bash
# peers-table.sh: from a run folder holding pfbench's and the peers' rows, write peers.csv
# (per map: median over shared scenario lines of peer time / pfbench time), peers.md, and the
# expansions per second of pfbench's variants. Plain POSIX awk + sort (works with mawk).
set -uo pipefail
if [ $# -ne 1 ] || [ "$1" = "--help" ]; then
    echo "usage: scripts/peers-table.sh RUN_DIR   (called by scripts/bench-peers.sh)"
    exit 0
fi
run=$1
[ -f "$run/runs.csv" ] || { echo "peers-table.sh: $run/runs.csv not found" >&2; exit 2; }
# the pairs raced: the run's copy of scripts/peers-pairs.tsv (peer_variant<TAB>pfbench_variant)
pairs=$(awk -F'\t' '!/^#/ && NF == 2 { printf "%s%s:%s", n++ ? " " : "", $1, $2 }' "$([ -f "$run/peers-pairs.tsv" ] && echo "$run/peers-pairs.tsv" || echo "$(dirname "$0")/peers-pairs.tsv")")

# 1. one line per (map, pair, scenario present in both): key,kind,value for kinds r (ratio),
#    a (peer ns), b (pfbench ns); sorted so each group's values come in order
awk -F, -v pairs="$pairs" '
    NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; np = split(pairs, pr, " "); next }
    $c["status"] != "ok" || $c["time_ns"] <= 0 { next }
    { t[$c["map"] SUBSEP $c["scen_id"] SUBSEP $c["variant"]] = $c["time_ns"]; sc[$c["map"] SUBSEP $c["scen_id"]] = 1 }
    END {
        for (k in sc) {
            split(k, f, SUBSEP)
            for (p = 1; p <= np; p++) {
                split(pr[p], pv, ":")
                a = t[f[1] SUBSEP f[2] SUBSEP pv[1]]; b = t[f[1] SUBSEP f[2] SUBSEP pv[2]]
                if (a > 0 && b > 0) {
                    key = f[1] "," pv[1] "," pv[2]
                    printf "%s,r,%.9g\n%s,a,%.9g\n%s,b,%.9g\n", key, a / b, key, a, key, b
                }
            }
        }
    }' "$run/runs.csv" | sort -t, -k1,1 -k2,2 -k3,3 -k4,4 -k5,5g > "$run/.peers-pairs"

# 2. medians per group
awk -F, '
    function flush() { if (n) { m = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2; med[gk, gkind] = m; cnt[gk] = n; keys[gk] = 1 } n = 0 }
    { k = $1 "," $2 "," $3; if (k != gk || $4 != gkind) { flush(); gk = k; gkind = $4 } v[++n] = $5 }
    END {
        flush()
        for (k in keys) printf "%s,%d,%.3f,%.1f,%.1f\n", k, cnt[k], med[k, "r"], med[k, "a"] / 1000, med[k, "b"] / 1000
    }' "$run/.peers-pairs" | sort -t, -k1,1 -k2,2 -k3,3 > "$run/.peers-rows"
{ echo "map,peer,pfbench_variant,scenarios,median_ratio,peer_median_us,pfbench_median_us"; cat "$run/.peers-rows"; } > "$run/peers.csv"
rm -f "$run/.peers-rows"
rm -f "$run/.peers-pairs"

# 3. pfbench's expansions per second per map and variant (all its rows)
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
    $c["algo"] ~ /^(astar|dijkstra|bfs)$/ && $c["status"] == "ok" { e[$c["map"] "," $c["variant"]] += $c["expanded"]; t[$c["map"] "," $c["variant"]] += $c["time_ns"] }
    END { for (k in e) if (t[k] > 0) printf "%s,%.2f\n", k, e[k] / t[k] * 1000 }' "$run/runs.csv" | sort > "$run/.peers-eps"

{
    echo "# Peers: time per query, peer / pfbench (median over the same scenario lines)"
    echo
    echo "Run: \`$(basename "$(cd "$run" && pwd)")\`. A ratio of 3.0 means the peer takes 3 times as long as pfbench."
    echo
    echo "| map | peer | pfbench variant | scenarios | median ratio | peer median µs | pfbench median µs |"
    echo "|---|---|---|---:|---:|---:|---:|"
    tail -n +2 "$run/peers.csv" | awk -F, '{ printf "| %s | %s | %s | %s | %.2f | %.1f | %.1f |\n", $1, $2, $3, $4, $5, $6, $7 }'
    echo
    echo "pfbench expansions per second (millions), over all its rows of the map:"
    echo
    echo "| map | variant | M expansions/s |"
    echo "|---|---|---:|"
    awk -F, '{ printf "| %s | %s | %s |\n", $1, $2, $3 }' "$run/.peers-eps"
} > "$run/peers.md"
rm -f "$run/.peers-eps"
