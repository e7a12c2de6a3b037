#!/usr/bin/env bash
# gppc-build.sh: builds a GPPC entry (classic or any-angle; its sources, flags and libraries asked
# of its own make or CMake, without the start kit's harness) with pfbench's compiler and flags.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/gppc-build.sh ENTRY [--name N] [--optimal] [--out DIR] [--src DIR] [--native]
                             [--no-clone] [--jobs J] [--help]

Builds a Grid-based Path Planning Competition (GPPC) entry, as its authors wrote it, into a
shared object. A classic-track entry (Entry.h with integer points) becomes a pfbench plugin:
`pfbench run --plugin DIR/gppc-N.so` then races it as the variant gppc/N. An any-angle entry
(Entry.h with real-valued points, GPPC::xyLoc {double x, y}) becomes a shared object with the
C table of harness/peers/gppc/gppc_anyangle_abi.h (pf_gppc_anyangle_entry: prepare a map, get a
path as a list of (x, y) points), for the any-angle domain or harness/peers/gppc/
gppc_anyangle_try.c. A dynamic-track entry (Entry.h declares the C calls gppc_search_init,
gppc_map_change, gppc_get_path) becomes a plugin that follows maps that change: pfbench's map
changes reach its gppc_map_change (harness/peers/gppc/gppc_dynamic_plugin.cc). Which kind is
asked of the compiler (is gppc_map_change declared? else, is xyLoc::x floating-point?).

ENTRY is one of
  a folder holding the entry's Entry.cpp and Entry.h (its own sources and build beside them);
  a tarball (.tar.gz), checked against the SHA256SUMS file in the tarball's folder;
  a name: startkit-classic, an archive entry (Warthog-Astar, Warthog-JPS2, Warthog-JPSplus,
  ConstrainedJPS, gppc_suboptCPD), an any-angle one (startkit-anyangle, aa-RayScan,
  aa-Gap_Search) or the dynamic start kit's example (startkit-dynamic), taken from --src (default $PEERS_SRC, else <root>/../shared/peers-src) as
  <name>.tar.gz, gppc-<name>.tar.gz or gppc2023-<name>.tar.gz, or, for the classic ones, when
  the tarball is missing and git can reach GitHub, cloned at the pinned commit (not with
  --no-clone).

What is compiled and linked is asked of the entry's own build, never read from its text: with a
Makefile, `make -n -B` (every command it would run, none run) in a scratch copy of the entry;
with a CMakeLists.txt (or a Makefile that compiles no Entry.cpp, such as one that only calls
CMake, beside a CMakeLists.txt), CMake configured into a scratch folder (Unix Makefiles,
CMAKE_EXPORT_COMPILE_COMMANDS=ON): its compile_commands.json, and each target's link line
(CMakeFiles/T.dir/link.txt). Those command lines are replayed by bash with a recorder in place
of the compilers, so Make variables (-I$(SRC)/x, SRC_CPP = $(APP)/...), globs (*.cpp) and
`cd dir &&` resolve as in the entry's build; the recorded calls are in DIR/obj/N/probe/calls.
Without either file every .cpp beside Entry.cpp is compiled with -std=c++17. Left out: the
start kit's harness (main.cpp, ScenarioLoader.cpp, Timer.cpp beside Entry.cpp). Each source
keeps the flags its own call had (-I, -D, -U, -std, -f and -m options, -pthread, -include)
except the optimisation, tuning and debug choices (-O*, -march, -mtune, -g*, -flto), replaced
by pfbench's own (-O2, as CMakeLists.txt; -march=native only with --native or PF_NATIVE=1), so
every side of a race is compiled alike. The adapter (harness/peers/gppc/gppc_plugin.cc, or
gppc_anyangle_plugin.cc) is compiled with pfbench's standard, -std=c++17, whatever standard
the entry asks for. The .so links what the entry's link lines name: -l, -L, -pthread,
-fopenmp, libraries given by their path (a prebuilt lib/libfoo.so or .a shipped in the entry's
tree, a system library) and -Wl,-rpath folders; not what its own build makes (those sources
are compiled into the .so). A folder of the entry's tree holding a shared library it links (by
path, -L or -rpath) becomes an rpath of the .so, which finds the library there at run time.
The compiler is the C++ compiler of <root>/build when configured, else $CXX, else c++.

  --name N     the variant is gppc/N (default: the entry's folder name without a gppc- or
               gppc2023- prefix); letters, digits, . _ + -
  --optimal    declare the entry optimal (classic: on 8-connected grids, so validate checks
               every path's cost; any-angle: in the plane). GPPC has no call that says so;
               without it the suboptimality is reported, never a failure
  --out DIR    output folder (default <root>/build/peers/gppc): DIR/gppc-N.so, DIR/gppc-N.info
               (the build line), DIR/src/ (unpacked entries), DIR/obj/N/ (objects, the probe)
  --jobs J     parallel compilations (default 2)

The build string (meta.json's record of each plugin; gppc-N.info) holds the compiler, the
flags of Entry.cpp, the kind, the declared optimality, the adapter's standard when it differs
from the entry's, and the libraries of the entry's own tree it links. Rebuilding is
incremental: only changed sources are compiled, and the .so linked again when its link changes.

exit status: 0 built, 1 the build failed, 2 bad usage or entry (neither its Makefile nor its
CMakeLists.txt compiles Entry.cpp, a source outside the entry), 3 no sources (no tarball, no
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
            startkit-anyangle|aa-RayScan|aa-Gap_Search|startkit-dynamic)
                die 3 "$n: no tarball in $src (any-angle and dynamic entries come from tarballs only)" ;;
            *) die 2 "$entry: not a folder, a tarball, nor a known entry (startkit-classic, Warthog-Astar, Warthog-JPS2, Warthog-JPSplus, ConstrainedJPS, gppc_suboptCPD, startkit-anyangle, aa-RayScan, aa-Gap_Search, startkit-dynamic)" ;;
        esac
    fi
fi
[ -f "$edir/Entry.cpp" ] && [ -f "$edir/Entry.h" ] ||
    die 2 "$edir: expected a GPPC entry (Entry.cpp and Entry.h), found none"
case "$edir" in *' '*) die 2 "$edir: a folder without spaces is needed (make)" ;; esac

if [ -z "$name" ]; then   # the folder's name without the tarballs' prefixes
    name="$(basename "$edir")"
    name="${name#gppc2023-}"
    name="${name#gppc-}"
fi
case "$name" in ''|*[!A-Za-z0-9._+-]*) die 2 "--name: expected letters, digits, '.', '_', '+' or '-', found '$name'" ;; esac
[ ${#name} -le 40 ] || die 2 "--name: expected at most 40 characters (runs.csv's variant column), found ${#name}"

# pfbench's own compilers (C++ and C) when its build folder is configured.
cxx="${CXX:-c++}" ccomp="${CC:-cc}"
if [ -f "$root/build/CMakeCache.txt" ]; then
    c="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$root/build/CMakeCache.txt")"
    [ -n "$c" ] && cxx="$c"
    c="$(sed -n 's/^CMAKE_C_COMPILER:[A-Z]*=//p' "$root/build/CMakeCache.txt")"
    [ -n "$c" ] && ccomp="$c"
fi
command -v "$cxx" >/dev/null || die 1 "no C++ compiler ($cxx)"
if "$cxx" -v 2>&1 | grep -q '^gcc version'; then cid=GNU
elif "$cxx" --version 2>&1 | grep -qi clang; then cid=Clang
else cid="$(basename "$cxx")"; fi
cver="$("$cxx" -dumpfullversion 2>/dev/null || "$cxx" -dumpversion)"

obj="$out/obj/$name"
mkdir -p "$obj"

# --- Ask the entry's own build what it compiles and links ----------------------------------
# The entry's Makefile (`make -n -B`: every command it would run, none run) or its
# CMakeLists.txt (configured into a scratch folder; its compile_commands.json and link.txt
# files) gives command lines. They are replayed by bash in a scratch copy of the entry (a tree of links) with a PATH
# that holds only a recorder standing in for the compilers, so make variables, shell globs
# (*.cpp), quoting and `cd dir &&` resolve exactly as in the entry's own build, and nothing but
# the recorder is run. Each recorded call gives sources and the flags they need.
probe="$obj/probe"
copy="$probe/entry"
rm -rf "$probe"
mkdir -p "$probe/bin"
cp -rs "$edir" "$copy"
cat > "$probe/bin/pf-record" <<'REC'
#!/bin/bash
# a compiler call, recorded: the folder then the arguments, shell-quoted, one call a line
printf '%q ' "$PWD" "$@" >> "$PF_RECORD"
printf '\n' >> "$PF_RECORD"
REC
chmod +x "$probe/bin/pf-record"
for c in pf-cxx pf-cc c++ g++ gcc cc clang clang++ "$(basename "$cxx")" "$(basename "$ccomp")"; do
    ln -sf pf-record "$probe/bin/$c"
done
mkfile=""
for f in GNUmakefile makefile Makefile; do [ -f "$edir/$f" ] && { mkfile="$f"; break; }; done

# ask_make / ask_cmake: write the command lines the entry's make, or CMake, would run into
# $probe/lines.sh and say how in $how
ask_make() {
    how="make -n -B ($mkfile)"
    # -k: a target make cannot plan (a generated file, a tool missing) leaves the others listed
    make -n -B -k -w -C "$copy" CXX=pf-cxx CC=pf-cc > "$probe/lines.sh" 2> "$probe/make.log" ||
        echo "gppc-build.sh: $edir/$mkfile: make -n -B -k: $(tail -n 1 "$probe/make.log") (going on with what it listed)" >&2
}
ask_cmake() {
    local lt first rest bindir
    how="CMake (compile_commands.json, link.txt)"
    command -v cmake >/dev/null || die 1 "$edir/CMakeLists.txt: the entry builds with CMake and there is no cmake"
    command -v jq >/dev/null || die 1 "$edir/CMakeLists.txt: reading compile_commands.json needs jq, found none"
    rm -rf "$probe/cmake"
    cmake -S "$copy" -B "$probe/cmake" -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_C_COMPILER="$ccomp" \
        > "$probe/cmake.log" 2>&1 ||
        die 2 "$edir/CMakeLists.txt: configuring failed: $(tail -n 3 "$probe/cmake.log")"
    [ -f "$probe/cmake/compile_commands.json" ] ||
        die 2 "$edir/CMakeLists.txt: CMake wrote no compile_commands.json"
    # each command with its first word (the compiler) replaced by the recorder
    jq -r '.[] | "cd " + (.directory | @sh) + " && pf-cxx " +
        (if .arguments then (.arguments[1:] | map(@sh) | join(" "))
         else (.command | sub("^[[:space:]]*[^[:space:]]+"; "")) end)' \
        "$probe/cmake/compile_commands.json" > "$probe/lines.sh"
    # then every target's link line (CMakeFiles/T.dir/link.txt, run in the target's build
    # folder): the libraries, -L and -rpath the entry links; archiver lines are left out
    while IFS= read -r lt; do
        bindir="${lt%/CMakeFiles/*}"
        while read -r first rest; do
            case " $(basename "$cxx") $(basename "$ccomp") c++ g++ gcc cc clang clang++ " in
                *" $(basename "$first") "*) printf 'cd %q && pf-cxx %s\n' "$bindir" "$rest" ;;
            esac
        done < "$lt"
    done < <(find "$probe/cmake" -path '*/CMakeFiles/*.dir/link.txt' | LC_ALL=C sort) >> "$probe/lines.sh"
}

# replay: each command line of $probe/lines.sh in a shell of its own, in the folder make runs
# it in (-w: make says when it enters and leaves one, sub-makes included), as make runs them;
# the compiler calls recorded into $probe/calls
replay() {
    : > "$probe/calls"
    awk -v top="$copy" '
        BEGIN { n = 0; d[0] = top }
        /^make(\[[0-9]+\])?: Entering directory / { s = $0; sub(/^[^`\047]*[`\047]/, "", s); sub(/\047$/, "", s); d[++n] = s; next }
        /^make(\[[0-9]+\])?: Leaving directory / { if (n > 0) n--; next }
        /\\$/ { buf = buf $0 "\n"; next }
        { print "(\ncd \047" d[n] "\047 || exit\n" buf $0 "\n)"; buf = "" }' "$probe/lines.sh" > "$probe/replay.sh"
    (cd "$copy" && PATH="$probe/bin" PF_RECORD="$probe/calls" /bin/bash "$probe/replay.sh") > "$probe/replay.log" 2>&1 || true
}

# norm DIR P: sets np to P made absolute against DIR, "." and ".." folded, the scratch copy's
# folder replaced by the entry's (no process started: it runs for every flag of every call)
norm() {
    local - p="$2" part
    local -a parts=()
    set -f
    case "$p" in /*) ;; *) p="$1/$p" ;; esac
    local IFS=/
    for part in $p; do
        case "$part" in ''|.) ;; ..) [ ${#parts[@]} -eq 0 ] || unset 'parts[${#parts[@]}-1]' ;; *) parts+=("$part") ;; esac
    done
    np="/${parts[*]}"
    case "$np" in "$copy") np="$edir" ;; "$copy"/*) np="$edir${np#"$copy"}" ;; esac
}

# Every recorded call: its sources take its flags; what only the link needs goes to the link.
# Kept: include folders and forced includes, -D/-U, -std, -f and -m options (code generation the
# code relies on: -fopenmp, -fno-exceptions, -mavx2), -pthread. Dropped: optimisation, tuning
# and debug choices (-O*, -march, -mtune, -g*, -flto), warnings, outputs and dependency files.
# The link keeps -l, -L, -pthread, -fopenmp, and the libraries named by their path and the
# -rpath folders of -Wl, except those the entry's own build makes (in the CMake build folder, or
# a library its folder does not hold: their sources are compiled here); a folder of the entry's
# tree that holds a shared library it links (-L, -rpath or the library's own) is the .so's rpath.
# addf WORD...: appends the words to flags, each shell-quoted (the rules run them through sh)
addf() { local q w; for w in "$@"; do printf -v q '%q' "$w"; flags="$flags $q"; done; }
# addl WORD: appends a word to the link, its $ doubled (the link is a make rule)
addl() { link="$link ${1//\$/\$\$}"; }
# link_dir D (normalised): -L D, and the rpath D when it is in the entry's tree
link_dir() {
    case "$1" in "$probe"|"$probe"/*) return ;; esac
    addl "-L$1"
    case "$1" in "$edir"|"$edir"/*) addl "-Wl,-rpath,$1"; ldirs="$ldirs $1" ;; esac
}
# link_rpath D (normalised): an rpath folder the entry's link names
link_rpath() {
    case "$1" in "$probe"|"$probe"/*) return ;; esac
    addl "-Wl,-rpath,$1"
}
# link_lib P (normalised): a library the entry's link names by its path
link_lib() {
    case "$1" in "$probe"|"$probe"/*) return ;; esac
    [ -f "$1" ] || return 0
    addl "$1"
    case "$1" in "$edir"/*) libs="$libs ${1#"$edir"/}" ;; esac
    case "$1" in "$edir"/*.so|"$edir"/*.so.*) addl "-Wl,-rpath,${1%/*}" ;; esac
}
# link_wl D A: the comma-separated options A of -Wl, in a call run in folder D: its -rpath folders
link_wl() {
    local - w r next=0 IFS=,
    set -f
    for w in ${2#-Wl,}; do
        if [ "$next" = 1 ]; then next=0; r="$w"
        else case "$w" in -rpath|-R|--rpath) next=1; continue ;; -rpath=*|--rpath=*) r="${w#*=}" ;; *) continue ;; esac; fi
        local IFS=:
        for w in $r; do case "$w" in ''|*'$'*) ;; *) norm "$1" "$w"; link_rpath "$np" ;; esac; done
        IFS=,
    done
}
# read_calls: $probe/calls into sflags, order and link
read_calls() {
    local line dir a s rel f d x
    sflags=() order=() link="" libs="" ldirs=""
    while IFS= read -r line; do
        eval "set -- $line"
        dir="$1"
        shift
        flags=""
        srcs=()
        while [ $# -gt 0 ]; do
            a="$1"
            shift
            case "$a" in
                -I|-isystem|-iquote|-idirafter|-include)
                    [ $# -gt 0 ] || break
                    norm "$dir" "$1"; shift
                    if [ "$a" = -I ]; then addf "-I$np"; else addf "$a" "$np"; fi ;;
                -I*) norm "$dir" "${a#-I}"; addf "-I$np" ;;
                -D|-U) [ $# -gt 0 ] && { addf "$a$1"; shift; } ;;
                -D*|-U*|-std=*) addf "$a" ;;
                -O*|-march=*|-mtune=*|-mcpu=*|-g*|-flto*|-fno-lto|-fprofile*|-fdiagnostics*|-fcolor*) ;;
                -fPIC|-fpic|-fPIE|-fpie|-fno-pie|-fno-PIE|-fno-pic|-fno-PIC) ;;
                -fopenmp|-pthread) addf "$a"; addl "$a" ;;
                -f*|-m*) addf "$a" ;;
                -o|-MF|-MT|-MQ|-x|-Xlinker) shift ;;
                -l*) addl "$a" ;;
                -L) [ $# -gt 0 ] && { norm "$dir" "$1"; shift; link_dir "$np"; } ;;
                -L*) norm "$dir" "${a#-L}"; link_dir "$np" ;;
                -Wl,*) link_wl "$dir" "$a" ;;
                -*) ;;
                *.cpp|*.cc|*.cxx|*.c++|*.C|*.c) norm "$dir" "$a"; srcs+=("$np") ;;
                *.so|*.so.[0-9]*|*.a) norm "$dir" "$a"; link_lib "$np" ;;
            esac
        done
        for s in "${srcs[@]}"; do
            case "$s" in "$edir"/*) ;; *) die 2 "$edir: its build ($how) compiles $s, outside the entry" ;; esac
            rel="${s#"$edir"/}"
            case "$rel" in main.cpp|ScenarioLoader.cpp|Timer.cpp|gppc/*) continue ;; esac   # the start kits' harness
            [ -f "$s" ] || die 2 "$edir: its build ($how) compiles $rel, found no such file"
            [ -n "${sflags[$rel]+set}" ] && continue
            sflags[$rel]="$flags"
            order+=("$rel")
        done
    done < "$probe/calls"
    # the entry's own libraries among the -l, found in its -L folders (for the build string)
    for f in $link; do
        case "$f" in -l*) ;; *) continue ;; esac
        for d in $ldirs; do for x in so a; do
            [ -f "$d/lib${f#-l}.$x" ] && case " $libs " in *" ${d#"$edir"/}/lib${f#-l}.$x "*) ;; *) libs="$libs ${d#"$edir"/}/lib${f#-l}.$x" ;; esac
        done; done
    done
}

# The entry's Makefile first; when it compiles no Entry.cpp (it only calls CMake, say) and a
# CMakeLists.txt is beside it, CMake; with neither, every .cpp beside Entry.cpp.
declare -A sflags=()
if [ -n "$mkfile" ]; then
    ask_make; replay; read_calls
fi
if [ -z "${sflags[Entry.cpp]+set}" ] && [ -f "$edir/CMakeLists.txt" ]; then
    [ -z "$mkfile" ] || echo "gppc-build.sh: $edir/$mkfile compiles no Entry.cpp (make -n -B): asking the CMakeLists.txt beside it" >&2
    ask_cmake; replay; read_calls
elif [ -z "$mkfile" ]; then
    how="no Makefile nor CMakeLists.txt: every .cpp beside Entry.cpp, -std=c++17"
    printf 'pf-cxx -std=c++17 %s\n' "$(cd "$copy" && printf '%q ' *.cpp)" > "$probe/lines.sh"
    replay; read_calls
fi
[ -n "${sflags[Entry.cpp]+set}" ] ||
    die 2 "$edir: its build ($how) compiles no Entry.cpp (the compiler calls it would make are in $probe/calls$([ "${how#make}" != "$how" ] && [ -s "$probe/make.log" ] && echo "; make said: $(tail -n 1 "$probe/make.log")"))"
link_extra=""
for f in $link; do case " $link_extra " in *" $f "*) ;; *) link_extra="$link_extra $f" ;; esac; done

# Quirk: an entry that includes warthog's "timer.h" without shipping it (ConstrainedJPS: the
# archive lost it beside the start kit's Timer.h) gets a small compatible one.
compat=""
if grep -qs '#include[[:space:]]*"timer.h"' "$edir"/*.h "$edir"/*.cpp &&
   [ -z "$(find "$edir" -name timer.h -print -quit)" ]; then
    compat=" -I$root/harness/peers/gppc/compat"
    echo "gppc-build.sh: $(basename "$edir") includes \"timer.h\" but has none: using harness/peers/gppc/compat/timer.h" >&2
fi

# Entry.cpp's flags: the entry's standard and its other needs (the build string), and the include
# folders and definitions the adapter needs to read Entry.h, which it reads with pfbench's own
# standard, C++17 (it uses std::filesystem), whatever standard the entry asks for.
estd="" eneed="" epaths=""
set -f
for f in ${sflags[Entry.cpp]}; do
    case "$f" in -std=*) estd="$f" ;; -I*|-isystem|-iquote|-idirafter|-include|/*) epaths="$epaths $f" ;; *) eneed="$eneed $f" ;; esac
done
set +f
astd="-std=c++17"

# Dynamic, any-angle or classic, asked of the compiler: does Entry.h declare gppc_map_change
# (the dynamic track's calls)? Else, have its points real coordinates?
printf '%s\n' '#include "Entry.h"' 'static auto *const pf_kind_probe = &gppc_map_change;' > "$probe/dyn.cc"
printf '%s\n' '#include "Entry.h"' '#include <type_traits>' \
    'static_assert(std::is_floating_point<decltype(xyLoc::x)>::value, "real-valued points");' > "$probe/kind.cc"
# (eval: the flags are shell-quoted words)
if eval "\"\$cxx\" $astd -fsyntax-only -I\"\$edir\"$epaths$compat$eneed \"\$probe/dyn.cc\"" > "$probe/dyn.log" 2>&1; then
    kind=dynamic adapter=gppc_dynamic_plugin export=pf_plugin_entry
elif eval "\"\$cxx\" $astd -fsyntax-only -I\"\$edir\"$epaths$compat$eneed \"\$probe/kind.cc\"" > "$probe/kind.log" 2>&1; then
    kind=anyangle adapter=gppc_anyangle_plugin export=pf_gppc_anyangle_entry
else
    kind=classic adapter=gppc_plugin export=pf_plugin_entry
fi

opt="-O2"
[ "$native" = 1 ] && opt="$opt -march=native"
decl="not declared optimal"
if [ "$kind" = anyangle ]; then
    [ "$optimal" = 1 ] && decl="declared optimal in the plane"
    kindtxt="GPPC any-angle entry"
elif [ "$kind" = dynamic ]; then
    [ "$optimal" = 1 ] && decl="declared optimal on 8-connected grids"
    kindtxt="GPPC dynamic-track entry"
else
    [ "$optimal" = 1 ] && decl="declared optimal on 8-connected grids"
    kindtxt="GPPC entry"
fi
cflags="$opt${estd:+ $estd} -fPIC$eneed"
build="$cid $cver $cflags; $kindtxt $(basename "$edir"), $decl"
[ "${estd:-none}" = "$astd" ] || build="$build; adapter $astd"
[ -z "$libs" ] || build="$build; linking its own${libs}"

build_c="${build//\\/\\\\}"
build_c="${build_c//\"/\\\"}"
cat > "$obj/gppc_plugin_config.h.new" <<CFG
/* gppc_plugin_config.h: written by scripts/gppc-build.sh for the entry $(basename "$edir"). */
#define GPPC_PLUGIN_NAME "$name"
#define GPPC_PLUGIN_OPTIMAL $optimal
#define GPPC_PLUGIN_BUILD "$build_c"
CFG
cmp -s "$obj/gppc_plugin_config.h.new" "$obj/gppc_plugin_config.h" 2>/dev/null &&
    rm "$obj/gppc_plugin_config.h.new" || mv "$obj/gppc_plugin_config.h.new" "$obj/gppc_plugin_config.h"
echo "{ global: $export; local: *; };" > "$obj/exports.map"

# The rules: each source compiled with its own flags and pfbench's optimisation, then the
# adapter, then the link; written to a small Makefile for parallel, incremental compilation.
objs=""
rules=""
for rel in "${order[@]}"; do
    o="$obj/entry/${rel%.*}.o"
    objs="$objs $o"
    case "$rel" in *.c) comp="$ccomp" ;; *) comp="$cxx" ;; esac
    rules="$rules$o: $edir/$rel $obj/flags
	@mkdir -p \$(dir \$@)
	$comp $opt -fPIC -w${sflags[$rel]//\$/\$\$}$compat -c \$< -o \$@
"
done
ao="$obj/$adapter.o"
rules="$rules$ao: $root/harness/peers/gppc/$adapter.cc $obj/gppc_plugin_config.h $root/algorithms/include/pfbench/pf_plugin.h $root/harness/peers/gppc/gppc_anyangle_abi.h $root/harness/peers/gppc/gppc_calls.h $root/harness/peers/gppc/gppc_dynamic_plugin.cc $root/harness/peers/gppc/gppc_grid_plugin.h $root/harness/peers/gppc/gppc_prep.h $obj/flags
	$cxx $opt $astd -fPIC -Wall -Wextra -I$obj -I$root/algorithms/include/pfbench -I$root/harness/peers/gppc -I$edir${epaths//\$/\$\$}$compat${eneed//\$/\$\$} -c \$< -o \$@
"
# a change of compiler, flags, sources or kind rebuilds every object
stamp="$cxx $kind $(printf '%s' "$rules" | sha256sum | cut -d' ' -f1)"
[ "$(cat "$obj/flags" 2>/dev/null)" = "$stamp" ] || { find "$obj" -name '*.o' -delete; echo "$stamp" > "$obj/flags"; }
# a change of the link line links again
linkcmd="$cxx -shared -o \$@ $objs $ao -Wl,--version-script=$obj/exports.map -Wl,-z,defs$link_extra"
[ "$(cat "$obj/link" 2>/dev/null)" = "$linkcmd" ] || echo "$linkcmd" > "$obj/link"
{
    echo "# written by scripts/gppc-build.sh: gppc/$name from $edir, its compile lines asked of $how"
    echo "$out/gppc-$name.so: $objs $ao $obj/exports.map $obj/link"
    echo "	$linkcmd"
    printf '%s' "$rules"
} > "$obj/Makefile"
echo "gppc-build.sh: building gppc/$name ($kind, ${#order[@]} sources as $how says) from $edir ($build)" >&2
if ! make -s -j "$jobs" -f "$obj/Makefile" >"$obj/build.log" 2>&1; then
    tail -n 30 "$obj/build.log" >&2
    die 1 "building gppc/$name failed; the whole log is $obj/build.log"
fi
grep -v '^\s*$' "$obj/build.log" | grep -i 'warning' | grep "$adapter" >&2 || true
echo "$build" > "$out/gppc-$name.info"
echo "$out/gppc-$name.so"
