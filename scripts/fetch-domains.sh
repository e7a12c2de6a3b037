#!/usr/bin/env bash
# fetch-domains.sh: get the data of the voxel and node-graph domains (the Moving AI Warframe 3D
# levels, the DIMACS road network rome99) into datasets/voxel and datasets/graphs (ignored by
# git), downloaded at pinned versions or copied from a local mirror, checked against SHA-256 sums.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/datasets"
from=""
# hog2 (MIT) keeps the Warframe benchmark's maps and scenarios; this is the commit we pinned
hog2="https://raw.githubusercontent.com/nathansttt/hog2/70842df4bb970ebba86c2c252c7fe7f7212fe909"
rome="http://www.diag.uniroma1.it/challenge9/data/rome/rome99.gr"

usage() {
    cat <<USAGE
usage: scripts/fetch-domains.sh [--from DIR] [--dest DIR] [--help]

Fetches the data pfbench's other domains run on (docs/DOMAINS.md):
  voxel/warframe/*.3dmap, *.3dmap.3dscen  the 8 Warframe levels of the Moving AI 3D benchmark
                                         (Brewer and Sturtevant, SoCS 2018), from hog2's repository
                                         at a pinned commit
  graphs/dimacs/rome99.gr                the road network of Rome of the 9th DIMACS challenge
into DEST (default datasets/), verifies every file's SHA-256 sum (pinned here) and installs
nothing unless all match. pfbench reads them through VOXEL_DIR and GRAPHS_DIR, which the
Makefile points at datasets/voxel and datasets/graphs (else ../shared/).

  --from DIR   copy from a local mirror holding voxel/warframe/ and graphs/dimacs/ (such as
               ../shared) instead of downloading
  --dest DIR   where to put voxel/ and graphs/ (default datasets/)
USAGE
}

while [ $# -gt 0 ]; do
    case "$1" in
        --from) from="${2:?--from needs a folder}"; shift 2 ;;
        --dest) dest="${2:?--dest needs a folder}"; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "fetch-domains.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

sums="de55361776cb537ec2b29bccb2621e7c10dd264e89ab47536015c38329d9485c  voxel/warframe/A1.3dmap
0ff37fc3bb85d1ea5ecb19079dc76d7db661856ea5a2e6ae7223aaa3c95b117b  voxel/warframe/A1.3dmap.3dscen
d816b01775c3cc8b49db3e1f041b831ea34122f85659042df2f5e9b372b9e96f  voxel/warframe/BA1.3dmap
252ff8d91c02880ad392f3b735169ae3b5b1ded8d84f49396595745407882b3a  voxel/warframe/BA1.3dmap.3dscen
1d04e1bee09e763244f47ffef7fe6b7c2810897efe091e39d1eec91a158c7f57  voxel/warframe/BC1.3dmap
6c16afceb94744c6e7e609c42efc919b091364f37497100c6b17c057b90ccb32  voxel/warframe/BC1.3dmap.3dscen
0a37ed6f5d46ff7e7368f9df254e7c2057c2f1d4feafffb2952bbfa5242da448  voxel/warframe/Complex.3dmap
e50c9808ba8d8e6c1e5f3eaa98061bf2bf6f29603e3d2dfa1b0f6d0d3ed7da36  voxel/warframe/Complex.3dmap.3dscen
a0953b79adf66919b1a83d846810ac9e2d61761ce98bd81042f19542ddd2396d  voxel/warframe/DA1.3dmap
454cc50cd8efa60efedf763bd1107c1b90b64a3fbc78c2d0fad55d5f7c3f9bea  voxel/warframe/DA1.3dmap.3dscen
72971fe52fe69b767a7a0f0da80a9a254824268b85d7fc92c1d7c38f1e86a9bc  voxel/warframe/EB2.3dmap
2ea30b5a64cde8ff286dbb95263ab62ecfb306061d33f923cf71e77999fee91d  voxel/warframe/EB2.3dmap.3dscen
0a5d9475e64569d8c6261b94d3bddc5bba3ec0f4a247823232d4359aa1c006d0  voxel/warframe/ED1.3dmap
ccba341c5324c236dab896bad6c86d817e7517355e797776fe2393ba0b9ee30f  voxel/warframe/ED1.3dmap.3dscen
658bf6fa1ab1050c4b21b79f7da8a65997623a2e9f98745fdeaf3d5334df9cc6  voxel/warframe/Full2.3dmap
9199a8cf964f812e72bd31fb15dc68a6a6c88f73298c94a5b8c06dddd849d068  voxel/warframe/Full2.3dmap.3dscen
cbc914b1d02327c2ea788b6f68a332995feadbdc97c1c7890c5e6272152f099d  graphs/dimacs/rome99.gr"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/voxel/warframe" "$tmp/graphs/dimacs"
if [ -n "$from" ]; then
    [ -d "$from" ] || { echo "fetch-domains.sh: $from is not a folder" >&2; exit 2; }
    echo "fetch-domains.sh: copying from $from"
    while read -r _ f; do
        [ -f "$from/$f" ] || { echo "fetch-domains.sh: $from/$f is missing" >&2; exit 1; }
        cp "$from/$f" "$tmp/$f"
    done <<< "$sums"
else
    command -v curl >/dev/null || { echo "fetch-domains.sh: needs curl (apt-get install curl)" >&2; exit 2; }
    while read -r _ f; do
        case $f in
            voxel/warframe/*.3dscen) url="$hog2/scenarios/warframe/${f##*/}" ;;
            voxel/warframe/*) url="$hog2/maps/warframe/${f##*/}" ;;
            *) url=$rome ;;
        esac
        echo "fetch-domains.sh: $url"
        curl -fL --retry 3 -o "$tmp/$f" "$url" || { echo "fetch-domains.sh: download failed: $url" >&2; exit 1; }
    done <<< "$sums"
fi
printf '%s\n' "$sums" > "$tmp/sums"
if ! (cd "$tmp" && sha256sum --quiet -c sums); then
    echo "fetch-domains.sh: checksum mismatch: nothing installed" >&2
    exit 1
fi
rm "$tmp/sums"
mkdir -p "$dest"
cp -r "$tmp"/. "$dest"/
echo "fetch-domains.sh: $(printf '%s\n' "$sums" | wc -l) files verified and installed in $dest (voxel/, graphs/)"
