#!/usr/bin/env bash
# bench-gppc.sh: the five GPPC 2023 archive entries, built as plugins with pfbench's flags, raced
# against pfbench's A*, Dijkstra and BFS on the four peers maps, in one validated run with the
# report's GPPC entries table and the charts.
set -uo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/bench-gppc.sh [--pfbench BIN] [--repeat K] [--entries LIST] [--algos LIST]
                             [--maps PATTERNS] [--fresh] [--prep-seconds S] [--prep-mb M]
                             [--out DIR] [--help]

1. scripts/gppc-build.sh builds each entry of --entries (default: Warthog-Astar, Warthog-JPS2,
   Warthog-JPSplus, ConstrainedJPS, gppc_suboptCPD) into build/peers/gppc/gppc-<entry>.so:
   declared optimal, except gppc_suboptCPD (a bounded-suboptimal path database). An entry
   without sources (no tarball in ../shared/peers-src, no network) is skipped with a message.
2. pfbench run --suite peers (den520d, brc202d, random512-10-0, Boston_0_512 from
   MOVINGAI_DIR, every scenario line) with every entry (--plugin) and --algos (default
   astar/octile/heap,dijkstra/heap,bfs), timed in passes, K = --repeat (default 3).
   Preprocessed data is kept in <out>/cache/gppc/<entry>/<map id>/ and reused by the next run
   (the run says so; its preprocessing time is then only the time to find it): --fresh
   deletes the entries' cache first, so that preprocessing is measured. Each map's
   preprocessing is limited to --prep-seconds (default 1800) and --prep-mb MiB on disk
   (default 2048); past a limit the entry's rows on that map are 'budget'.
3. pfbench validate (its exit status is this script's): the entries declared optimal are
   checked like pfbench's own optimal variants; gppc_suboptCPD's suboptimality is shown,
   never a failure. Then the charts and report.md, whose "GPPC entries" table (preprocessing
   time and storage, peak memory, time per query, time to 20 steps, longest GetPath call,
   optimality; the undominated entries in bold) is printed at the end.
--maps narrows the maps (globs, e.g. 'den520d'), for a quick check. --out is the results
folder (default <root>/results).
USAGE
}

die() { echo "bench-gppc.sh: $*" >&2; exit 2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
pfbench="$root/build/pfbench" repeat=3 maps="" fresh=0 prep_seconds=1800 prep_mb=2048
entries="Warthog-Astar,Warthog-JPS2,Warthog-JPSplus,ConstrainedJPS,gppc_suboptCPD"
algos="astar/octile/heap,dijkstra/heap,bfs" out="$root/results"
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --pfbench|--repeat|--entries|--algos|--maps|--prep-seconds|--prep-mb|--out)
            [ $# -ge 2 ] || die "option '$1' needs a value (see --help)" ;;&
        --pfbench) pfbench="$2"; shift 2 ;;
        --repeat) repeat="$2"; shift 2 ;;
        --entries) entries="$2"; shift 2 ;;
        --algos) algos="$2"; shift 2 ;;
        --maps) maps="$2"; shift 2 ;;
        --prep-seconds) prep_seconds="$2"; shift 2 ;;
        --prep-mb) prep_mb="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --fresh) fresh=1; shift ;;
        *) die "unknown option '$1' (see --help)" ;;
    esac
done
[[ "$repeat" =~ ^[1-9][0-9]*$ ]] || die "option '--repeat': expected a whole number from 1, found '$repeat'"
[[ "$prep_seconds" =~ ^[1-9][0-9]*$ ]] || die "option '--prep-seconds': expected a whole number from 1, found '$prep_seconds'"
[[ "$prep_mb" =~ ^[1-9][0-9]*$ ]] || die "option '--prep-mb': expected a whole number from 1, found '$prep_mb'"
[ -x "$pfbench" ] || die "pfbench not found at $pfbench (run make, or --pfbench)"
mai="${MOVINGAI_DIR:-$root/datasets/movingai}"
[ -d "$mai/dao" ] || die "the Moving AI maps are needed (MOVINGAI_DIR, or scripts/fetch-movingai.sh)"
mkdir -p "$out" || die "cannot create $out"
out="$(cd "$out" && pwd)"

# 1. the entries, each a plugin
plugins=()
IFS=, read -r -a list <<< "$entries"
for e in "${list[@]}"; do
    decl=(--optimal)
    [ "$e" = gppc_suboptCPD ] && decl=()            # suboptimal by design: never declared optimal
    so=$("$root/scripts/gppc-build.sh" "$e" "${decl[@]}" | tail -n 1)
    rc=$?
    if [ "$rc" -eq 3 ]; then
        echo "bench-gppc.sh: $e: no sources (no tarball, no network): skipped" >&2
        continue
    fi
    [ "$rc" -eq 0 ] && [ -f "$so" ] || die "$e: the build failed (see above)"
    plugins+=(--plugin "$so")
done
[ ${#plugins[@]} -gt 0 ] || die "no entry could be built"

# 2. the run: the entries and pfbench's own searches on the same lines, one timing method
export PFBENCH_GPPC_CACHE="$out/cache" PFBENCH_GPPC_PREP_SECONDS="$prep_seconds" PFBENCH_GPPC_PREP_MB="$prep_mb"
if [ "$fresh" = 1 ]; then
    rm -rf "${PFBENCH_GPPC_CACHE:?}/gppc"
    echo "bench-gppc.sh: --fresh: preprocessing every entry again" >&2
fi
extra=()
[ -n "$maps" ] && extra+=(--maps "$maps")
# a plugin's query or preprocessing past --plugin-timeout is killed: leave room for the
# preprocessing limit, which the adapter enforces itself (rows 'budget')
"$pfbench" run --help 2>&1 | grep -q -- '--plugin-timeout' && extra+=(--plugin-timeout "$((prep_seconds + 120))")
algo_list="gppc/*,$algos"
run=$("$pfbench" run --suite peers --algos "$algo_list" --repeat "$repeat" --gbench-min-time 0 \
    --movingai "$mai" --out "$out" "${plugins[@]}" "${extra[@]}" | tail -n 1) || exit $?
[ -f "$run/runs.csv" ] || die "pfbench run gave no result folder (last line: '$run')"

# 3. validate, charts, report
"$pfbench" validate "$run"
rc=$?
PFBENCH="$pfbench" "$root/scripts/charts.sh" "$run" >/dev/null || echo "bench-gppc.sh: the charts failed" >&2
"$pfbench" report "$run" >/dev/null || echo "bench-gppc.sh: the report failed" >&2
echo
sed -n '/^## GPPC entries/,/^## /p' "$run/report.md" | sed '$d'
echo "bench-gppc.sh: results in $run (report.md, runs.csv, charts/)"
exit $rc
