#!/usr/bin/env bash
# build-warthog.sh: unpacks (or clones) warthog-core and warthog-jps at their pinned commits and
# builds them, Release with pfbench's own optimisation flags, into build/peers/warthog/.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/build-warthog.sh [--out DIR] [--src DIR] [--no-clone] [--check] [--help]

Builds warthog (warthog-core v0.5.0 and warthog-jps v0.5.1, the fastest open grid search
library we know of) as a peer of pfbench, outside the source tree:

  DIR/src/warthog-jps                       the sources (warthog-core in extern/warthog-core)
  DIR/build/                                CMake build folder
  DIR/lib/libwarthog_core.a, libwarthog_libjps.a, DIR/include/   what the adapter links
  DIR/bin/warthog, DIR/bin/warthog-jps      warthog's own command-line apps
  DIR/BUILD-INFO                            the commits, compiler and flags used

DIR is --out, default <root>/build/peers/warthog. The sources are the tarballs
warthog-core.tar.gz and warthog-jps.tar.gz in --src (default $PEERS_SRC, else
<root>/../shared/peers-src), checked against that folder's SHA256SUMS; when they are not
there and git can reach GitHub, the same commits are cloned instead.
Flags: pfbench's Release flags (-O2, no -march; see CMakeLists.txt) plus -DNDEBUG, because
pfbench's code has no assert() while warthog's headers have many; with PF_NATIVE=1 in the
environment -march=native is added, as pfbench's -DPF_NATIVE=ON does.
Idempotent: when DIR/BUILD-INFO matches the sources and flags, nothing is done.
--no-clone never clones (missing tarballs: exit 3). --check only says whether warthog is
built (exit 0) or not (exit 1).

exit status: 0 built (or already built), 1 failed to build, 3 no sources (no tarballs and no
network): the caller may skip the peer.
USAGE
}

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/peers/warthog"
src="${PEERS_SRC:-$root/../shared/peers-src}"
check=0 clone=1
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --out|--src) [ $# -ge 2 ] || { echo "build-warthog.sh: option '$1' needs a value" >&2; exit 2; } ;;&
        --out) out="$2"; shift 2 ;;
        --src) src="$2"; shift 2 ;;
        --check) check=1; shift ;;
        --no-clone) clone=0; shift ;;
        *) echo "build-warthog.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

# The pinned commits (the tarballs are snapshots of exactly these).
core_commit=f379ef257335bb8bb6645c6efaeef031763273ea   # warthog-core v0.5.0
jps_commit=44afdd4f54e3b7a8887d9dc0a207b53365d72d14    # warthog-jps v0.5.1
core_url=https://github.com/ShortestPathLab/warthog-core.git
jps_url=https://github.com/ShortestPathLab/warthog-jps.git

flags="-O2 -DNDEBUG"
[ "${PF_NATIVE:-0}" = 1 ] && flags="$flags -march=native"
cxx="${CXX:-c++}"
want="core $core_commit
jps $jps_commit
cxx $("$cxx" --version 2>/dev/null | head -n 1)
flags $flags"

built() {
    [ -f "$out/BUILD-INFO" ] && [ "$(cat "$out/BUILD-INFO")" = "$want" ] &&
        [ -f "$out/lib/libwarthog_core.a" ] && [ -f "$out/lib/libwarthog_libjps.a" ] &&
        [ -x "$out/bin/warthog" ] && [ -x "$out/bin/warthog-jps" ]
}
if built; then
    [ "$check" = 1 ] || echo "build-warthog.sh: warthog already built in $out" >&2
    exit 0
fi
[ "$check" = 0 ] || exit 1

log() { echo "build-warthog.sh: $*" >&2; }
rm -rf "$out/src" "$out/build" "$out/lib" "$out/include" "$out/bin" "$out/BUILD-INFO"
mkdir -p "$out/src"

# 1. the sources: the checked tarballs, else a clone of the same commits
if [ -f "$src/warthog-core.tar.gz" ] && [ -f "$src/warthog-jps.tar.gz" ]; then
    [ -f "$src/SHA256SUMS" ] || { log "$src/SHA256SUMS: no such file (the tarballs' checksums)"; exit 1; }
    for t in warthog-core.tar.gz warthog-jps.tar.gz; do
        line=$(grep -E "^[0-9a-f]{64}  $t\$" "$src/SHA256SUMS") ||
            { log "$src/SHA256SUMS: expected a line for $t, found none"; exit 1; }
        (cd "$src" && echo "$line" | sha256sum --check --quiet --strict -) ||
            { log "$src/$t: checksum differs from SHA256SUMS"; exit 1; }
    done
    log "unpacking warthog-core and warthog-jps from $src"
    tar -xzf "$src/warthog-jps.tar.gz" -C "$out/src"
    tar -xzf "$src/warthog-core.tar.gz" -C "$out/src"
elif [ "$clone" = 1 ] && command -v git >/dev/null && git ls-remote "$core_url" HEAD >/dev/null 2>&1; then
    log "no tarballs in $src: cloning $core_url and $jps_url at the pinned commits"
    for pair in "warthog-core $core_url $core_commit" "warthog-jps $jps_url $jps_commit"; do
        set -- $pair
        git init -q "$out/src/$1"
        git -C "$out/src/$1" fetch -q --depth 1 "$2" "$3"
        git -C "$out/src/$1" checkout -q FETCH_HEAD
    done
else
    log "warthog-core.tar.gz and warthog-jps.tar.gz are not in $src (set PEERS_SRC), and GitHub cannot be reached"
    exit 3
fi
# warthog-jps adds warthog-core from extern/ when it is there (else its CMake would download it)
rm -rf "$out/src/warthog-jps/extern/warthog-core"
mkdir -p "$out/src/warthog-jps/extern"
mv "$out/src/warthog-core" "$out/src/warthog-jps/extern/warthog-core"

# 2. one CMake build of warthog-jps builds warthog-core too
log "building warthog with '$flags' (about a minute or two on 2 cores)"
cmake -S "$out/src/warthog-jps" -B "$out/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_CXX_FLAGS_RELEASE="$flags" -DCMAKE_C_FLAGS_RELEASE="$flags" \
    -DFETCHCONTENT_FULLY_DISCONNECTED=ON > "$out/build.log" 2>&1 &&
cmake --build "$out/build" -j"${JOBS:-2}" >> "$out/build.log" 2>&1 ||
    { log "the build failed; the last lines of $out/build.log:"; tail -n 20 "$out/build.log" >&2; exit 1; }

# 3. the pieces the adapter and bench-peers use, in fixed places
mkdir -p "$out/lib" "$out/include" "$out/bin"
find "$out/build" -name 'libwarthog_core.a' -exec cp {} "$out/lib/" \;
find "$out/build" -name 'libwarthog_libjps.a' -exec cp {} "$out/lib/" \;
find "$out/build" -type f -name warthog -perm -u+x -exec cp {} "$out/bin/" \;
find "$out/build" -type f -name warthog-jps -perm -u+x -exec cp {} "$out/bin/" \;
cp -r "$out/src/warthog-jps/extern/warthog-core/include/." "$out/include/"
cp -r "$out/src/warthog-jps/include/." "$out/include/"
# warthog-core generates headers (its version) into its build folder
[ -d "$out/build/extern/warthog-core/include" ] && cp -r "$out/build/extern/warthog-core/include/." "$out/include/"
echo "$want" > "$out/BUILD-INFO"
built || { log "the build finished but $out lacks the libraries or apps (see $out/build.log)"; exit 1; }
log "warthog built in $out"
