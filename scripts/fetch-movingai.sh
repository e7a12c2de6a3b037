#!/usr/bin/env bash
# fetch-movingai.sh: get the Moving AI grid benchmarks (maps + scenarios) into
# datasets/movingai/ (ignored by git), from movingai.com or from a local mirror, and verify them.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/datasets/movingai"
from=""
sets="dao da2 bg512 sc1 maze random room street"
base_url="https://movingai.com/benchmarks"

usage() {
    cat <<USAGE
usage: scripts/fetch-movingai.sh [--from DIR] [--dest DIR] [--sets "dao maze ..."] [--help]

Fetches the Moving AI Lab grid benchmarks (N. Sturtevant, "Benchmarks for Grid-Based
Pathfinding", IEEE TCIAIG 2012; https://movingai.com/benchmarks/) into $dest, one folder per
set (<set>/NAME.map and <set>/NAME.map.scen), then verifies every map and scenario file with
pfbench (headers, sizes, terrain, every start and goal passable). pfbench reads the folder
through MOVINGAI_DIR, which defaults to datasets/movingai.

  --from DIR   copy from a local mirror with the same layout instead of downloading
               (e.g. ../shared/movingai); checks SHA-256 sums when DIR/MANIFEST.md lists them
  --dest DIR   where to put the files (default datasets/movingai)
  --sets LIST  sets to download (default: $sets); ignored with --from
USAGE
}

while [ $# -gt 0 ]; do
    case "$1" in
        --from) from="${2:?--from needs a folder}"; shift 2 ;;
        --dest) dest="${2:?--dest needs a folder}"; shift 2 ;;
        --sets) sets="${2:?--sets needs a list}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "fetch-movingai.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

pfbench="${PFBENCH:-$root/build/pfbench}"
if [ ! -x "$pfbench" ]; then
    echo "fetch-movingai.sh: $pfbench not found: build first (make)" >&2
    exit 2
fi
mkdir -p "$dest"
tmp="$(mktemp -d)"
errf="$(mktemp)"
trap 'rm -rf "$tmp" "$errf"' EXIT

if [ -n "$from" ]; then
    [ -d "$from" ] || { echo "fetch-movingai.sh: $from is not a folder" >&2; exit 2; }
    echo "fetch-movingai.sh: copying from $from"
    (cd "$from" && find . -name '*.map' -o -name '*.scen' -o -name 'MANIFEST.md') | while read -r f; do
        mkdir -p "$tmp/$(dirname "$f")"
        cp "$from/$f" "$tmp/$f"
    done
    if [ -f "$from/MANIFEST.md" ]; then
        # lines of "<64 hex>  <path>" in the manifest are SHA-256 sums
        grep -E '^[0-9a-f]{64}  ' "$from/MANIFEST.md" > "$tmp/sums" || true
        if [ -s "$tmp/sums" ]; then
            (cd "$tmp" && sha256sum --quiet -c sums) || { echo "fetch-movingai.sh: checksum mismatch" >&2; exit 1; }
            echo "fetch-movingai.sh: $(wc -l < "$tmp/sums") SHA-256 sums match"
            rm "$tmp/sums"
        fi
    fi
else
    command -v curl >/dev/null || { echo "fetch-movingai.sh: needs curl (apt-get install curl)" >&2; exit 2; }
    command -v unzip >/dev/null || { echo "fetch-movingai.sh: needs unzip (apt-get install unzip)" >&2; exit 2; }
    for s in $sets; do
        for kind in map scen; do
            url="$base_url/$s/$s-$kind.zip"
            echo "fetch-movingai.sh: $url"
            curl -fL --retry 3 -o "$tmp/$s-$kind.zip" "$url" ||
                { echo "fetch-movingai.sh: download failed: $url" >&2; exit 1; }
            mkdir -p "$tmp/$s"
            unzip -q -o -j "$tmp/$s-$kind.zip" -d "$tmp/$s"
            rm "$tmp/$s-$kind.zip"
        done
    done
fi

# verify: every map with a scenario file parses and every scenario line fits its map
bad=0 n=0
while read -r m; do
    scen="$m.scen"
    [ -f "$scen" ] || scen="${m%.map}-random-1.scen"
    [ -f "$scen" ] || continue
    n=$((n + 1))
    if ! "$pfbench" solve --map "$m" --scen "$scen" --limit 1 --quiet > /dev/null 2> "$errf"; then
        echo "fetch-movingai.sh: $(cat "$errf")" >&2
        bad=$((bad + 1))
    fi
done < <(find "$tmp" -name '*.map' | sort)
if [ "$bad" -ne 0 ]; then
    echo "fetch-movingai.sh: $bad of $n map/scenario pairs failed to verify; nothing installed" >&2
    exit 1
fi
cp -r "$tmp"/. "$dest"/
echo "fetch-movingai.sh: $n map/scenario pairs verified and installed in $dest"
