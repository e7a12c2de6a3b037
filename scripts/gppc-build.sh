#!/usr/bin/env bash
# gppc-build.sh: builds a GPPC classic entry (Entry.cpp and its sources, without the start kit's
# harness) with pfbench's own compiler and optimisation flags into a pfbench plugin, gppc-<name>.so.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/gppc-build.sh ENTRY [--name N] [--optimal] [--out DIR] [--src DIR] [--native]
                             [--no-clone] [--jobs J] [--help]

Builds a Grid-based Path Planning Competition (GPPC) classic-track entry into a pfbench
plugin: `pfbench run --plugin DIR/gppc-N.so` then races it as the variant gppc/N.

ENTRY is one of
  a folder holding the entry's Entry.cpp (its own sources beside it);
  a tarball (.tar.gz), checked against the SHA256SUMS file in the tarball's folder;
  a name: startkit-classic or an archive entry (Warthog-Astar, Warthog-JPS2, Warthog-JPSplus,
  ConstrainedJPS, gppc_suboptCPD), taken from --src (default $PEERS_SRC, else
  <root>/../shared/peers-src) as <name>.tar.gz, gppc-<name>.tar.gz or
  gppc2023-<name>.tar.gz, or, when the tarball
  is missing and git can reach GitHub, cloned at the pinned commit (not with --no-clone).

What is compiled: the entry's sources (the Makefile's SOURCES list when it has one, else every
.cpp file beside Entry.cpp) except the start kit's harness (main.cpp, ScenarioLoader.cpp,
Timer.cpp), plus harness/peers/gppc/gppc_plugin.cc, the adapter. From the entry's Makefile
only what the code needs is kept (-I, -D, -std, -fopenmp, -Wno-*); its optimisation flags
(-O3, -march=native) are replaced by pfbench's own (-O2, as CMakeLists.txt; -march=native
only with --native or PF_NATIVE=1), so every side of a race is compiled alike. The compiler is
the C++ compiler of <root>/build when configured, else $CXX, else c++.

  --name N     the variant is gppc/N (default: the entry's folder name); letters, digits, . _ + -
  --optimal    declare the entry optimal on 8-connected grids: validate then checks every
               path's cost (GPPC has no call that says so; without it the suboptimality is
               reported, never a failure)
  --out DIR    output folder (default <root>/build/peers/gppc): DIR/gppc-N.so, DIR/gppc-N.info
               (the build line), DIR/src/ (unpacked entries), DIR/obj/N/ (objects)
  --jobs J     parallel compilations (default 2)

The plugin's build string (meta.json's record of each plugin) holds the compiler, the flags
and the declared optimality. Rebuilding is incremental: only changed sources are compiled.

exit status: 0 built, 1 the build failed, 2 bad usage or entry, 3 no sources (no tarball, no
network): a caller may skip the entry.
USAGE
}

die() { echo "gppc-build.sh: $2" >&2; exit "$1"; }

root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/peers/gppc"
src="${PEERS_SRC:-$root/../shared/peers-src}"
entry="" name="" optimal=0 native="${PF_NATIVE:-0}" clone=1 jobs=2
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --name|--out|--src|--jobs) [ $# -ge 2 ] || die 2 "option '$1' needs a value" ;;&
        --name) name="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --src) src="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        --optimal) optimal=1; shift ;;
        --native) native=1; shift ;;
        --no-clone) clone=0; shift ;;
        -*) die 2 "unknown option '$1' (see --help)" ;;
        *) [ -z "$entry" ] || die 2 "one ENTRY only, found '$entry' and '$1'"; entry="$1"; shift ;;
    esac
done
[ -n "$entry" ] || die 2 "expected an ENTRY (a folder, a tarball or an entry name; see --help)"
case "$jobs" in ''|*[!0-9]*|0) die 2 "--jobs: expected a positive number, found '$jobs'" ;; esac
mkdir -p "$out/src"
out="$(cd "$out" && pwd)"
case "$out" in *' '*) die 2 "--out: a folder without spaces is needed (make), found '$out'" ;; esac

# The pinned commits the tarballs are snapshots of (see ../shared/peers-src/README.md).
startkit_url=https://github.com/gppc-dev/startkit-classic.git
startkit_commit=2fd4d483a7f60714e4c15013341a9270436838b9
archive_url=https://github.com/gppc-dev/algorithm-archive.git
archive_commit=1a381df772f294cf72654519dcd6b1ce074c9df7

# unpack TARBALL: checked against its folder's SHA256SUMS, unpacked once into $out/src;
# prints the folder it made
unpack() {
    local tarball="$1" dir sums base want have top
    dir="$(cd "$(dirname "$tarball")" && pwd)"
    base="$(basename "$tarball")"
    sums="$dir/SHA256SUMS"
    [ -f "$sums" ] || die 2 "$tarball: expected a SHA256SUMS file beside it, found none"
    want="$(awk -v f="$base" '$2 == f || $2 == "*" f { print $1 }' "$sums")"
    [ -n "$want" ] || die 2 "$sums: expected a line for $base, found none"
    have="$(sha256sum "$tarball" | cut -d' ' -f1)"
    [ "$want" = "$have" ] || die 2 "$tarball: expected SHA-256 $want (SHA256SUMS), found $have"
    top="$(tar tzf "$tarball" | head -n 1 | cut -d/ -f1)"
    [ -n "$top" ] || die 2 "$tarball: expected one top folder, found an empty archive"
    if [ "$(cat "$out/src/$top/.pfbench-sha256" 2>/dev/null)" != "$have" ]; then
        rm -rf "${out:?}/src/$top"
        tar xzf "$tarball" -C "$out/src"
        echo "$have" > "$out/src/$top/.pfbench-sha256"
    fi
    echo "$out/src/$top"
}

# fetch NAME: clone the pinned commit of the start kit or an archive entry into $out/src
fetch() {
    local n="$1" tmpd
    [ "$clone" = 1 ] || die 3 "$n: no tarball in $src and --no-clone given"
    command -v git >/dev/null || die 3 "$n: no tarball in $src and no git to clone it"
    if [ -f "$out/src/$n/Entry.cpp" ]; then echo "$out/src/$n"; return; fi
    tmpd="$(mktemp -d "$out/src/.clone.XXXXXX")"
    echo "gppc-build.sh: $n: no tarball in $src, cloning the pinned commit" >&2
    if [ "$n" = startkit-classic ]; then
        git -C "$tmpd" init -q && git -C "$tmpd" fetch -q --depth 1 "$startkit_url" "$startkit_commit" &&
            git -C "$tmpd" checkout -q FETCH_HEAD ||
            { rm -rf "$tmpd"; die 3 "$n: cloning $startkit_url failed (no network?)"; }
        mv "$tmpd" "$out/src/$n"
    else
        git -C "$tmpd" init -q && git -C "$tmpd" fetch -q --depth 1 --filter=blob:none "$archive_url" "$archive_commit" &&
            git -C "$tmpd" sparse-checkout set "classic/2023/$n" && git -C "$tmpd" checkout -q FETCH_HEAD ||
            { rm -rf "$tmpd"; die 3 "$n: cloning $archive_url failed (no network?)"; }
        [ -d "$tmpd/classic/2023/$n" ] || { rm -rf "$tmpd"; die 2 "$n: expected classic/2023/$n in $archive_url, found none"; }
        mv "$tmpd/classic/2023/$n" "$out/src/$n"
        rm -rf "$tmpd"
    fi
    echo "$out/src/$n"
}

# Locate the entry's folder.
if [ -d "$entry" ]; then
    edir="$(cd "$entry" && pwd)"
elif [ -f "$entry" ]; then
    case "$entry" in *.tar.gz|*.tgz) edir="$(unpack "$entry")" ;;
                     *) die 2 "$entry: expected a folder or a .tar.gz, found another file" ;; esac
else
    case "$entry" in */*) die 2 "$entry: no such folder or tarball" ;; esac
    n="${entry#gppc2023-}"
    n="${n#gppc-}"
    if [ -f "$src/$n.tar.gz" ]; then edir="$(unpack "$src/$n.tar.gz")"
    elif [ -f "$src/gppc-$n.tar.gz" ]; then edir="$(unpack "$src/gppc-$n.tar.gz")"
    elif [ -f "$src/gppc2023-$n.tar.gz" ]; then edir="$(unpack "$src/gppc2023-$n.tar.gz")"
    else
        case "$n" in
            startkit-classic|Warthog-Astar|Warthog-JPS2|Warthog-JPSplus|ConstrainedJPS|gppc_suboptCPD)
                edir="$(fetch "$n")" ;;
            *) die 2 "$entry: not a folder, a tarball, nor a known entry (startkit-classic, Warthog-Astar, Warthog-JPS2, Warthog-JPSplus, ConstrainedJPS, gppc_suboptCPD)" ;;
        esac
    fi
fi
[ -f "$edir/Entry.cpp" ] && [ -f "$edir/Entry.h" ] ||
    die 2 "$edir: expected a GPPC entry (Entry.cpp and Entry.h), found none"
case "$edir" in *' '*) die 2 "$edir: a folder without spaces is needed (make)" ;; esac

[ -n "$name" ] || name="$(basename "$edir")"
case "$name" in ''|*[!A-Za-z0-9._+-]*) die 2 "--name: expected letters, digits, '.', '_', '+' or '-', found '$name'" ;; esac
[ ${#name} -le 40 ] || die 2 "--name: expected at most 40 characters (runs.csv's variant column), found ${#name}"

# The entry's sources, without the start kit's harness.
sources=()
if [ -f "$edir/Makefile" ] && grep -q '^SOURCES[[:space:]]*:\?=' "$edir/Makefile"; then
    for s in $(sed -n 's/^SOURCES[[:space:]]*:\{0,1\}=//p' "$edir/Makefile"); do
        sources+=("${s#./}")
    done
else
    for s in "$edir"/*.cpp; do sources+=("$(basename "$s")"); done
fi
kept=()
for s in "${sources[@]}"; do
    case "$s" in main.cpp|ScenarioLoader.cpp|Timer.cpp) continue ;; esac
    [ -f "$edir/$s" ] || die 2 "$edir/Makefile: lists $s, found no such file"
    kept+=("$s")
done
[ ${#kept[@]} -gt 0 ] || die 2 "$edir: expected the entry's sources, found only the harness"

# What the code needs from the Makefile's CXXFLAGS (not its optimisation choices).
mkflags=""
[ -f "$edir/Makefile" ] && mkflags="$(sed -n 's/^CXXFLAGS[[:space:]]*:\{0,1\}=//p' "$edir/Makefile" | head -n 1)"
need="" incs="" std="-std=c++17"
for f in $mkflags; do
    case "$f" in
        -I*) incs="$incs -I$edir/${f#-I}" ;;
        -std=*) std="$f" ;;
        -D*|-fopenmp|-pthread|-Wno-*) need="$need $f" ;;
    esac
done
# Quirk: an entry that includes warthog's "timer.h" without shipping it (ConstrainedJPS: the
# archive lost it beside the start kit's Timer.h) gets a small compatible one.
if grep -qs '#include[[:space:]]*"timer.h"' "$edir"/*.h "$edir"/*.cpp &&
   [ -z "$(find "$edir" -name timer.h -print -quit)" ]; then
    incs="$incs -I$root/harness/peers/gppc/compat"
    echo "gppc-build.sh: $(basename "$edir") includes \"timer.h\" but has none: using harness/peers/gppc/compat/timer.h" >&2
fi
opt="-O2"
[ "$native" = 1 ] && opt="$opt -march=native"
case " $need " in *" -fopenmp "*) link_extra="-fopenmp" ;; *) link_extra="" ;; esac

# pfbench's own C++ compiler when its build folder is configured.
cxx="${CXX:-c++}"
if [ -f "$root/build/CMakeCache.txt" ]; then
    c="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$root/build/CMakeCache.txt")"
    [ -n "$c" ] && cxx="$c"
fi
command -v "$cxx" >/dev/null || die 1 "no C++ compiler ($cxx)"
if "$cxx" -v 2>&1 | grep -q '^gcc version'; then cid=GNU
elif "$cxx" --version 2>&1 | grep -qi clang; then cid=Clang
else cid="$(basename "$cxx")"; fi
cver="$("$cxx" -dumpfullversion 2>/dev/null || "$cxx" -dumpversion)"
decl="not declared optimal"
[ "$optimal" = 1 ] && decl="declared optimal on 8-connected grids"
cflags="$opt $std -fPIC$need"
build="$cid $cver $cflags; GPPC entry $(basename "$edir"), $decl"

obj="$out/obj/$name"
mkdir -p "$obj"
cat > "$obj/gppc_plugin_config.h.new" <<EOF
/* gppc_plugin_config.h: written by scripts/gppc-build.sh for the entry $(basename "$edir"). */
#define GPPC_PLUGIN_NAME "$name"
#define GPPC_PLUGIN_OPTIMAL $optimal
#define GPPC_PLUGIN_BUILD "$build"
EOF
cmp -s "$obj/gppc_plugin_config.h.new" "$obj/gppc_plugin_config.h" 2>/dev/null &&
    rm "$obj/gppc_plugin_config.h.new" || mv "$obj/gppc_plugin_config.h.new" "$obj/gppc_plugin_config.h"
# a change of compiler, flags or sources rebuilds every object
stamp="$cxx $cflags $incs $edir"
[ "$(cat "$obj/flags" 2>/dev/null)" = "$stamp" ] || { find "$obj" -name '*.o' -delete; echo "$stamp" > "$obj/flags"; }
echo '{ global: pf_plugin_entry; local: *; };' > "$obj/exports.map"

# A small Makefile: parallel and incremental compilation of the objects, then the link.
objs=""
for s in "${kept[@]}"; do objs="$objs $obj/entry/${s%.cpp}.o"; done
cat > "$obj/Makefile" <<EOF
# written by scripts/gppc-build.sh
$out/gppc-$name.so: $objs $obj/gppc_plugin.o $obj/exports.map
	$cxx -shared -o \$@ $objs $obj/gppc_plugin.o -Wl,--version-script=$obj/exports.map -Wl,-z,defs $link_extra
$obj/entry/%.o: $edir/%.cpp $obj/flags
	@mkdir -p \$(dir \$@)
	$cxx $cflags -w -I$edir $incs -c \$< -o \$@
$obj/gppc_plugin.o: $root/harness/peers/gppc/gppc_plugin.cc $obj/gppc_plugin_config.h $root/algorithms/include/pfbench/pf_plugin.h $obj/flags
	$cxx $cflags -Wall -Wextra -I$obj -I$root/algorithms/include/pfbench -I$edir $incs -c \$< -o \$@
EOF
echo "gppc-build.sh: building gppc/$name from $edir ($build)" >&2
if ! make -s -j "$jobs" -f "$obj/Makefile" >"$obj/build.log" 2>&1; then
    tail -n 30 "$obj/build.log" >&2
    die 1 "building gppc/$name failed; the whole log is $obj/build.log"
fi
grep -v '^\s*$' "$obj/build.log" | grep -i 'warning' | grep 'gppc_plugin' >&2 || true
echo "$build" > "$out/gppc-$name.info"
echo "$out/gppc-$name.so"
