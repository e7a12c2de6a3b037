#!/usr/bin/env bash
# bench-weighted.sh: the weighted-terrain race: pfbench's weighted searches on the weighted
# versions of the four peers maps and on generated region terrain, once per cost rule, with
# warthog's astar_wgm (mean rule) and Boost.Graph's A* and Dijkstra on the same lines, timed
# the same way; every row validated; peers.md gives the ratios.
set -uo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/bench-weighted.sh [--pfbench BIN] [--moves mean,enter] [--algos LIST] [--timing passes|back-to-back]
                                 [--repeat K] [--maps PATTERNS] [--no-peers] [--out DIR] [--help]

For each cost rule of --moves (default both, mean then enter):
1. the weighted maps: WEIGHTED_DIR (default datasets/weighted) gets the weighted versions of
   den520d, brc202d, random512-10-0 and Boston_0_512 from MOVINGAI_DIR when they are missing
   (pfbench gen weighted: kept, reused by the next run);
2. pfbench run --suite weighted --moves RULE: those four maps (500 evenly spaced lines each)
   and generated terrain of 512, 1024 and 2048 cells a side (written once into
   WEIGHTED_DIR/gen-terrain by pfbench gen --recipe terrain-N-1), for the variants of --algos
   (default: the pfbench variants the pairs of scripts/peers-pairs-weighted.tsv name, JPSW
   among them, the bucket queue, bidirectional A*, and the 2D A* that ignores the costs);
3. unless --no-peers: on the same lines, pfbench-warthog --algos astar_wgm (mean only:
   warthog has no other rule) and pfbench-boost-weighted (both rules);
4. their rows join runs.csv (pfbench append), pfbench validate judges every row, and peers.md
   gives per map the median over the shared lines of peer time / pfbench time, charts and
   report.md the rest.
Both sides are timed by --timing (default passes) with K = --repeat (default 3). --maps keeps
the maps whose name matches one of the comma-separated globs (as pfbench run --maps).
Exit status: 0 when every run's own rows validate, else 1 (2: usage or setup error).
USAGE
}
die() { echo "bench-weighted: $*" >&2; exit 2; }

root="$(cd "$(dirname "$0")/.." && pwd)"
pfbench="$root/build/pfbench" rules=mean,enter algos='' timing=passes repeat=3 maps='*' peers=1 out="$root/results"
pairs="$root/scripts/peers-pairs-weighted.tsv"
while [ $# -gt 0 ]; do
    case "$1" in
        --pfbench) pfbench="${2:?--pfbench needs a file}"; shift 2 ;;
        --moves) rules="${2:?--moves needs mean, enter or both}"; shift 2 ;;
        --algos) algos="${2:?--algos needs a list}"; shift 2 ;;
        --timing) timing="${2:?--timing needs passes or back-to-back}"; shift 2 ;;
        --repeat) repeat="${2:?--repeat needs a count}"; shift 2 ;;
        --maps) maps="${2:?--maps needs patterns}"; shift 2 ;;
        --no-peers) peers=0; shift ;;
        --out) out="${2:?--out needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "bench-weighted: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
done
case $timing in passes|back-to-back) ;; *) die "--timing: expected passes or back-to-back, found '$timing'" ;; esac
[[ $repeat =~ ^[1-9][0-9]*$ ]] || die "--repeat: expected a whole number >= 1, found '$repeat'"
IFS=, read -ra rule_list <<< "$rules"
for r in "${rule_list[@]}"; do
    case $r in mean|enter) ;; *) die "--moves: expected mean, enter or mean,enter, found '$rules'" ;; esac
done
[ -x "$pfbench" ] || die "pfbench not found at $pfbench (run make, or --pfbench)"
[ -f "$pairs" ] || die "no pairs file $pairs"
# default: every pfbench variant the pairs name (either column), and the 2D A* that ignores costs
if [ -z "$algos" ]; then
    algos=$("$pfbench" list --names --domain weighted | awk -F'\t' 'NR == FNR { own[$1] = 1; next }
        !/^#/ && NF == 2 { for (i = 1; i <= 2; i++) if (own[$i] && !seen[$i]++) printf "%s,", $i }' - "$pairs")
    algos=${algos}weighted/astar/octile/bucket,weighted/bidir-astar/octile/heap,weighted/astar-unweighted/octile/heap
fi
bin=$(dirname "$pfbench")
wdir="${WEIGHTED_DIR:-$root/datasets/weighted}"
export WEIGHTED_DIR="$wdir"
mai="${MOVINGAI_DIR:-}"
race="den520d,brc202d,random512-10-0,Boston_0_512"

# the weighted Moving AI maps: made once, reused (pfbench gen weighted keeps what is current)
if [ -n "$mai" ] && [ -d "$mai" ]; then
    "$pfbench" gen weighted --from "$mai" --out "$wdir" --maps "$race" >&2 || die "pfbench gen weighted failed"
else
    echo "bench-weighted: note: no MOVINGAI_DIR: the race runs on generated terrain only" >&2
fi
# the generated terrain of the race, made once into WEIGHTED_DIR/gen-terrain (the optima of a
# 2048x2048 map's scenarios take minutes)
for recipe in terrain-512-1 terrain-1024-1 terrain-2048-1; do
    [ -s "$wdir/gen-terrain/$recipe.map.scen" ] && continue
    echo "bench-weighted: generating $recipe into $wdir/gen-terrain (once)" >&2
    "$pfbench" gen --recipe "$recipe" --out "$wdir/gen-terrain" > /dev/null || die "pfbench gen --recipe $recipe failed"
done

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

host="$(hostname)"
status=0
for rule in "${rule_list[@]}"; do
    echo "bench-weighted: cost rule $rule" >&2
    # pfbench prints the result folder on the last line of its standard output
    run=$("$pfbench" run --suite weighted --moves "$rule" --algos "$algos" --timing "$timing" --repeat "$repeat" \
        --maps "$maps" --out "$out" | tail -n 1) || exit $?
    [ -f "$run/runs.csv" ] || die "pfbench run gave no result folder (last line: '$run')"
    raw="$run/peers-raw"
    mkdir -p "$raw" || die "cannot create $raw"
    cp "$pairs" "$run/peers-pairs.tsv"
    printf 'timing\t%s\nrepeat\t%s\nmoves\t%s\n' "$timing" "$repeat" "$rule" > "$run/peers-settings.tsv"
    if [ "$peers" = 1 ]; then
        wh="$bin/pfbench-warthog" bw="$bin/pfbench-boost-weighted"
        [ -x "$wh" ] || echo "bench-weighted: note: $wh not built (make bench-peers builds warthog): no warthog rows" >&2
        [ -x "$bw" ] || echo "bench-weighted: note: $bw not built (libboost-graph-dev): no Boost rows" >&2
        # each map with the lines the run took (--limit: evenly spaced, as the suite's)
        jobs=()
        for m in dao/den520d dao/brc202d random/random512-10-0 street/Boston_0_512; do
            [ -f "$wdir/$m.map" ] && wanted "${m#*/}" && jobs+=("$wdir/$m.map ${m%%/*} 500")
        done
        for spec in terrain-512-1:200 terrain-1024-1:200 terrain-2048-1:100; do
            recipe=${spec%%:*} limit=${spec##*:}
            [ -f "$wdir/gen-terrain/$recipe.map" ] && wanted "$recipe" && jobs+=("$wdir/gen-terrain/$recipe.map gen-terrain $limit")
        done
        for job in "${jobs[@]}"; do
            read -r map fam limit <<< "$job"
            name=$(basename "$map" .map)
            if [ -x "$wh" ] && [ "$rule" = mean ]; then
                echo "bench-weighted: warthog astar_wgm on $name" >&2
                "$wh" --map "$map" --scen "$map.scen" --algos astar_wgm --limit "$limit" --family "$fam" --host "$host" \
                    --timing "$timing" --repeat "$repeat" > "$raw/warthog-$name.csv" ||
                    echo "bench-weighted: warthog failed on $name" >&2
            fi
            if [ -x "$bw" ]; then
                echo "bench-weighted: Boost.Graph on $name" >&2
                "$bw" --map "$map" --scen "$map.scen" --moves "$rule" --limit "$limit" --family "$fam" --host "$host" \
                    --timing "$timing" --repeat "$repeat" > "$raw/boost-$name.csv" ||
                    echo "bench-weighted: Boost failed on $name" >&2
            fi
        done
    fi
    "$pfbench" validate --quiet "$run" > /dev/null || status=1
    set -- "$raw"/*.csv
    for f in "$@"; do [ -s "$f" ] || rm -f "$f"; done
    set -- "$raw"/*.csv
    if [ -f "$1" ]; then
        "$pfbench" append --quiet "$run" "$@" || die "the peers' rows could not join $run/runs.csv"
    fi
    "$pfbench" validate "$run"
    PFBENCH="$pfbench" "$root/scripts/peers-table.sh" "$run" "$run/peers-pairs.tsv"
    {
        echo
        echo "Cost rule $rule. Timing: $timing, K = $repeat, for pfbench and the peers; the same lines on both sides"
        echo "(500 per weighted Moving AI map, 200, 200 and 100 on terrain-512-1, -1024-1, -2048-1); pairs from peers-pairs-weighted.tsv."
    } >> "$run/peers.md"
    PFBENCH="$pfbench" "$root/scripts/charts.sh" "$run" > /dev/null || echo "bench-weighted: some charts failed" >&2
    "$pfbench" report --quiet "$run" || true
    cat "$run/peers.md"
    echo
    echo "bench-weighted: cost rule $rule: results in $run (peers.md, report.md, runs.csv)"
done
exit $status
