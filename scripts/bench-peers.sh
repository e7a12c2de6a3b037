#!/usr/bin/env bash
# bench-peers.sh: pfbench's own searches and the peers (Boost.Graph, PathFinding.js, warthog) on the
# same scenarios in one run, timed by the same method, map by map (pfbench on a map, then the
# peers on it, so that each pair compared is timed minutes apart); the peers' rows join runs.csv, and
# peers.csv / peers.md / a chart give, per map, the median over scenarios of (peer time /
# pfbench time) for each pair of scripts/peers-pairs.tsv.
set -uo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/bench-peers.sh [--pfbench BIN] [--timing passes|back-to-back] [--repeat K]
                              [--lines N] [--pf-limit N] [--boost-limit N] [--pairs FILE] [--help]
(--boost-limit also limits warthog's lines)

Each map: pfbench, then the peers. For each of den520d, brc202d, random512-10-0 and
Boston_0_512 (from MOVINGAI_DIR) in turn:
1. pfbench run --suite peers --maps MAP: every scenario line of the map, for every pfbench
   variant of the pairs file, into results/peers-parts-STAMP/ (one result folder per map);
2. pfbench-boost (Boost.Graph astar_search, dijkstra_shortest_paths with an early exit) on
   the same lines (all of them, or an evenly spaced sample of --boost-limit);
3. PathFinding.js (node harness/peers/pathfinding/run.js: AStarFinder, DijkstraFinder,
   BreadthFirstFinder, JumpPointFinder, BiAStarFinder) on an evenly spaced sample of
   --pf-limit lines per map (default 300: it is 10 to 100 times slower, and each query also
   clones the grid);
4. pfbench-warthog (warthog's astar, dijkstra, jps, jps2, jps+, jps2+ through its library;
   built with pfbench by CMake from scripts/build-warthog.sh's sources) on the same lines
   as Boost.Graph;
so pfbench and each peer are timed on a map minutes apart, not an hour (a change of load on
the machine in between would tilt that map's ratios). Then:
5. pfbench merge joins the four map parts into one result folder, results/STAMP-merged-COMMIT
   (meta.json "shard": "merged from 4 map parts"; results/latest points at it; the parts stay
   in results/peers-parts-STAMP/), and the peers' rows are appended to runs.csv (Dijkstra's cost filled in from pfbench's rows
   of the same line), `pfbench validate` rebuilds summary.csv and validate.txt, and
   peers.csv, peers.md and charts/peers.png give the ratio table.
pfbench and the peers are timed by the same method, --timing (default passes: per map and
search the list of lines is solved K = --repeat times in sequence, each query once a pass,
time_ns the per-query median; back-to-back: each query K times in a row), K default 3.
--lines N samples N evenly spaced lines per map for every peer (a quick side-by-side check;
pfbench still runs every line, which takes about six minutes in all). --pairs names the table of
(peer variant, pfbench variant) pairs (default scripts/peers-pairs.tsv); it is copied into
the run folder with the settings (peers-settings.tsv); a pair whose pfbench variant
`pfbench list` does not know is reported and left out. A missing peer is reported and
skipped. Ratios compare the same scenario lines only. Do not commit or edit the tree while it
runs: each map part records the commit when it starts, pfbench merge refuses parts of
different commits, and the script stops at the first part whose commit differs. Exit status: that of `pfbench
validate` on pfbench's own rows; peer variants that fail validation (claimed optimal but not,
invalid paths) are marked in validate.txt and named on stderr, without failing the run.
USAGE
}

die() { echo "bench-peers.sh: $*" >&2; exit 2; }
lines() { if [ "$1" = 0 ]; then echo all; else echo "$1"; fi; }   # a --limit for the reader
root="$(cd "$(dirname "$0")/.." && pwd)"
pfbench="$root/build/pfbench" pf_limit=300 boost_limit=0 timing=passes repeat=3
pairs="$root/scripts/peers-pairs.tsv"
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --pfbench|--pf-limit|--boost-limit|--lines|--timing|--repeat|--pairs)
            [ $# -ge 2 ] || die "option '$1' needs a value (see --help)" ;;&
        --pfbench) pfbench="$2"; shift 2 ;;
        --pf-limit) pf_limit="$2"; shift 2 ;;
        --boost-limit) boost_limit="$2"; shift 2 ;;
        --lines) pf_limit="$2" boost_limit="$2"; shift 2 ;;
        --timing) timing="$2"; shift 2 ;;
        --repeat) repeat="$2"; shift 2 ;;
        --pairs) pairs="$2"; shift 2 ;;
        *) die "unknown option '$1' (see --help)" ;;
    esac
done
case "$timing" in passes|back-to-back) ;; *) die "option '--timing': expected passes or back-to-back, found '$timing'" ;; esac
for v in "$pf_limit" "$boost_limit" "$repeat"; do
    [[ "$v" =~ ^[0-9]+$ ]] || die "expected a whole number for --lines, --pf-limit, --boost-limit and --repeat, found '$v'"
done
[ "$repeat" -ge 1 ] || die "option '--repeat': expected a whole number from 1, found '$repeat'"
[ -f "$pairs" ] || die "$pairs: no such file (the pairs to race, see --help)"
# the pairs: peer_variant<TAB>pfbench_variant lines, '#' comments, blank lines ignored
awk -F'\t' '/^#/ || /^[ \t]*$/ { next }
    NF != 2 || $1 == "" || $2 == "" || $0 ~ /[ ,]/ {
        printf "bench-peers.sh: %s:%d: expected peer_variant<TAB>pfbench_variant, found '\''%s'\''\n", FILENAME, FNR, $0
        bad = 1; exit }
    END { exit bad }' "$pairs" >&2 || exit 2
# pairs whose pfbench variant this pfbench does not have are left out, with a message
[ -x "$pfbench" ] || die "pfbench not found at $pfbench (run make, or --pfbench)"
known=$("$pfbench" list --names) || die "'$pfbench list --names' failed"
kept=$(mktemp "${TMPDIR:-/tmp}/bench-peers-pairs.XXXXXX") || die "cannot create a temporary file"
trap 'rm -f "$kept"' EXIT
awk -F'\t' -v known="$known" 'BEGIN { n = split(known, k, "\n"); for (i = 1; i <= n; i++) have[k[i]] = 1 }
    /^#/ || /^[ \t]*$/ { print; next }
    $2 in have { print; next }
    { printf "bench-peers: pfbench has no variant '\''%s'\'' (pfbench list): pair %s / %s left out\n", $2, $1, $2 > "/dev/stderr" }' \
    "$pairs" > "$kept"
algos=$(awk -F'\t' '!/^#/ && NF == 2 && !seen[$2]++ { printf "%s%s", n++ ? "," : "", $2 }' "$kept")
[ -n "$algos" ] || die "$pairs: no pairs with a pfbench variant this pfbench knows"
boost="$(dirname "$pfbench")/pfbench-boost"
warthog="$(dirname "$pfbench")/pfbench-warthog"
if [ ! -x "$warthog" ] && [ -f "$(dirname "$pfbench")/CMakeCache.txt" ]; then
    # built with pfbench when warthog's sources are there; try once more (it may be a new tree)
    cmake --build "$(dirname "$pfbench")" --target pfbench-warthog >/dev/null 2>&1 ||
        echo "bench-peers: could not build pfbench-warthog (scripts/build-warthog.sh --help)" >&2
fi
mai="${MOVINGAI_DIR:-$root/datasets/movingai}"
[ -d "$mai/dao" ] || die "the Moving AI maps are needed (MOVINGAI_DIR, or scripts/fetch-movingai.sh)"

host="$(hostname)"
parts="$root/results/peers-parts-$(date +%Y%m%d-%H%M%S)"   # pfbench's result folder of each map
peers_raw="$parts/peers-raw"      # one CSV per peer and map, as the peer wrote it
[ ! -e "$parts" ] || die "$parts exists already (two runs in one second?)"
mkdir -p "$peers_raw" || die "cannot create $peers_raw"

# each map: pfbench (every line), then the peers on it; the suite's map order
maps="dao/den520d dao/brc202d random/random512-10-0 street/Boston_0_512"
for fm in $maps; do
    fam="${fm%%/*}" name="${fm#*/}"
    m="$mai/$fm.map" s="$mai/$fm.map.scen"
    echo "bench-peers: pfbench on $name" >&2
    # pfbench prints the result folder on the last line of its standard output
    part=$("$pfbench" run --suite peers --maps "$name" --algos "$algos" --timing "$timing" --repeat "$repeat" \
        --movingai "$mai" --out "$parts" | tail -n 1) || exit $?
    [ -f "$part/runs.csv" ] || die "pfbench run on $name gave no result folder (last line: '$part')"
    # every part must record the same commit, or pfbench merge refuses them at the end: stop now
    # rather than after the peers' hour
    commit=$(grep -o '"commit": *"[^"]*"' "$part/meta.json" | sed 's/.*"\([^"]*\)"$/\1/')
    first_commit="${first_commit:-$commit}"
    [ "$commit" = "$first_commit" ] ||
        die "the tree changed during the run: $name's part records commit $commit, the first part $first_commit (pfbench merge would refuse the parts); run again on an unchanged tree"
    if [ -x "$boost" ]; then
        echo "bench-peers: Boost.Graph on $name" >&2
        "$boost" --map "$m" --scen "$s" --family "$fam" --host "$host" --limit "$boost_limit" \
            --timing "$timing" --repeat "$repeat" > "$peers_raw/boost-$name.csv" ||
            echo "bench-peers: pfbench-boost failed on $name" >&2
    else
        echo "bench-peers: Boost.Graph peer not built (scripts/install-deps.sh --peers; make): skipped" >&2
    fi
    if command -v node >/dev/null && [ -d "$root/harness/peers/pathfinding/node_modules/pathfinding" ]; then
        echo "bench-peers: PathFinding.js on $name ($(lines "$pf_limit") lines)" >&2
        pf_args=(--map "$m" --scen "$s" --family "$fam" --host "$host" --timing "$timing" --repeat "$repeat")
        [ "$pf_limit" -gt 0 ] && pf_args+=(--limit "$pf_limit")
        node "$root/harness/peers/pathfinding/run.js" "${pf_args[@]}" > "$peers_raw/pathfinding-$name.csv" ||
            echo "bench-peers: PathFinding.js failed on $name" >&2
    else
        echo "bench-peers: PathFinding.js not installed (scripts/install-deps.sh --peers): skipped" >&2
    fi
    if [ -x "$warthog" ]; then
        echo "bench-peers: warthog on $name" >&2
        "$warthog" --map "$m" --scen "$s" --family "$fam" --host "$host" --limit "$boost_limit" \
            --timing "$timing" --repeat "$repeat" > "$peers_raw/warthog-$name.csv" ||
            echo "bench-peers: pfbench-warthog failed on $name" >&2
    else
        echo "bench-peers: warthog peer not built (no sources; scripts/build-warthog.sh --help): skipped" >&2
    fi
done

# the map parts as one run, as if pfbench had run the whole suite at once (pfbench merge checks
# that they share commit and settings, and that no map is missing rows or in two parts)
run=$(cd "$root" && "$pfbench" merge --quiet "$parts" | tail -n 1) || die "pfbench merge of $parts failed"
case "$run" in /*) ;; *) run="$root/$run" ;; esac
[ -f "$run/runs.csv" ] || die "pfbench merge gave no result folder (last line: '$run')"
mv "$peers_raw" "$run/peers-raw" || die "cannot move $peers_raw into $run"
peers_raw="$run/peers-raw"
cp "$kept" "$run/peers-pairs.tsv"
printf 'timing\t%s\nrepeat\t%s\nboost_lines\t%s\npathfinding_lines\t%s\nwarthog_lines\t%s\norder\t%s\n' "$timing" "$repeat" \
    "$(lines "$boost_limit")" "$(lines "$pf_limit")" "$(lines "$boost_limit")" "each map: pfbench, then the peers" \
    > "$run/peers-settings.tsv"

# pfbench's own rows, before the peers' join them: their verdict is this script's exit status
"$pfbench" validate --quiet "$run" > /dev/null
own_rc=$?

# the peers' rows join runs.csv: pfbench append fills in Dijkstra's cost from pfbench's rows of
# the same query and computes the suboptimality as for pfbench's own rows
set -- "$peers_raw"/*.csv
for f in "$@"; do [ -s "$f" ] || rm -f "$f"; done     # a peer that failed before its header
set -- "$peers_raw"/*.csv
if [ -f "$1" ]; then
    "$pfbench" append --quiet "$run" "$@" || die "the peers' rows could not join $run/runs.csv"
else
    echo "bench-peers: no peer rows to add" >&2
fi

# the whole table, peers included: a peer that claims optimality and is not (warthog's Dijkstra,
# PathFinding.js's BiAStarFinder) is marked FAIL there; that is a finding about the peer
"$pfbench" validate "$run"
all_rc=$?

PFBENCH="$pfbench" "$root/scripts/peers-table.sh" "$run"
{
    echo
    echo "Timing: $timing, K = $repeat, for pfbench (meta.json \"timing\") and every peer (their --timing);"
    echo "each map in turn: pfbench, then the peers (map parts joined by pfbench merge);"
    echo "Boost.Graph and warthog on $(lines "$boost_limit") lines per map, PathFinding.js on $(lines "$pf_limit"), pfbench on all;"
    echo "pairs from peers-pairs.tsv."
} >> "$run/peers.md"

if command -v gnuplot >/dev/null && [ "$(wc -l < "$run/peers.csv")" -gt 1 ]; then
    mkdir -p "$run/charts" "$run/plot"
    cp "$root/scripts/plot/peers.gp" "$run/plot/"
    gnuplot -e "datafile='$run/peers.csv'; outpng='$run/charts/peers.png'" "$root/scripts/plot/peers.gp" &&
        echo "bench-peers: chart $run/charts/peers.png"
fi
cat "$run/peers.md"
echo
echo "bench-peers: results in $run (peers.md, peers.csv, runs.csv)"
if [ "$own_rc" -ne 0 ]; then
    echo "bench-peers: pfbench's own rows fail validation (see validate.txt)" >&2
elif [ "$all_rc" -ne 0 ]; then
    echo "bench-peers: validate.txt marks peer variants that are not optimal or gave invalid paths; pfbench's own rows pass" >&2
fi
exit $own_rc
