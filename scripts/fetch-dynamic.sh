#!/usr/bin/env bash
# fetch-dynamic.sh: the dynamic domain's data: the two scenarios of GPPC's dynamic-track start kit
# (dao_arena2 and the Aurora/TheFrozenSea switch, with their patch files) unpacked from its
# archive into datasets/dynamic/startkit/ (ignored by git), checked against SHA-256 sums.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/datasets/dynamic"
kit="$root/../shared/peers-src/gppc-startkit-dynamic.tar.gz"

usage() {
    cat <<USAGE
usage: scripts/fetch-dynamic.sh [--kit ARCHIVE] [--dest DIR] [--help]

Unpacks the scenarios of the GPPC dynamic-track start kit (gppc-dev/startkit-dynamic, MIT):
  startkit/dao_arena2.scen, .patch                       2,000 queries, 93 change events
  startkit/switch_sc1_Aurora_TheFrozenSea.scen, .patch   2,200 queries, 20 change events
into DEST (default datasets/dynamic), verifies every file's SHA-256 sum (pinned here) and
installs nothing unless all match. pfbench reads them through DYNAMIC_DIR (the Makefile points
it at datasets/dynamic): pfbench run --suite dynamic, make bench-dynamic.

  --kit ARCHIVE  the start kit's archive (default ../shared/peers-src/gppc-startkit-dynamic.tar.gz)
  --dest DIR     where startkit/ goes (default datasets/dynamic)
USAGE
}

while [ $# -gt 0 ]; do
    case "$1" in
        --kit) kit="${2:?--kit needs an archive}"; shift 2 ;;
        --dest) dest="${2:?--dest needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "fetch-dynamic.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

sums="56a2a0c19f8221b330a470c962e28b3298bfe580ba426bceb9e5bba88f4eeeb8  dao_arena2.patch
79b52880c84c20e64b112557c3c51f20095ac84318fe61142cbacc26cc070318  dao_arena2.scen
698032720e3f63d935335dd08889b48c1ff95caf4e48b627c472a193c4ebbfcd  switch_sc1_Aurora_TheFrozenSea.patch
4f08b51dbdc3930a5b714a3e723c4b2b0f1de781e3baf265d732ec9b34bed5da  switch_sc1_Aurora_TheFrozenSea.scen"

if [ ! -f "$kit" ]; then
    echo "fetch-dynamic.sh: no start kit archive at $kit (give it with --kit)" >&2
    exit 1
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
files=$(echo "$sums" | awk '{ print "gppc-startkit-dynamic/data/" $2 }')
# shellcheck disable=SC2086
tar -xzf "$kit" -C "$tmp" $files
(cd "$tmp/gppc-startkit-dynamic/data" && echo "$sums" | sha256sum --check --quiet) || {
    echo "fetch-dynamic.sh: $kit: the scenarios' SHA-256 sums differ from the pinned ones; nothing installed" >&2
    exit 1
}
mkdir -p "$dest/startkit"
cp "$tmp"/gppc-startkit-dynamic/data/* "$dest/startkit/"
echo "fetch-dynamic.sh: $(echo "$sums" | wc -l) files in $dest/startkit"
