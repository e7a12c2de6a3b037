#!/usr/bin/env bash
# gppc_build_test.sh: scripts/gppc-build.sh takes GPPC entries as their authors wrote them, asking
# their own build (make -n -B, or CMake's compile_commands.json) for sources and flags:
#   tests/data/gppc/vars, whose Makefile builds its include folder and source list from Make
#   variables (-I$(SRC)/x, SRC_CPP = $(APP)/...), compiles from a subfolder (cd lib &&), quotes
#   a definition and asks -std=c++11: built with its own standard, the adapter with C++17;
#   every entry in ../shared/peers-src (or $PEERS_SRC), classic, any-angle and dynamic (the
#   dynamic start kit's example: Entry.h declares gppc_map_change), each skipped with
#   a line when its tarball is absent: built, the right function exported; the any-angle ones
#   (real-valued Entry.h) asked the first lines of AcrosstheCape by gppc_anyangle_try, their path
#   lengths checked against the scenario's optima (RayScan and Gap_Search are optimal; the start
#   kit's example must be no shorter than the optimum).
# The archive entries are built into <build>/peers/gppc (the script's default, incremental), so
# only a first run compiles them (the Warthog ones take about 2 minutes each on 2 cores);
# PF_GPPC_ENTRIES="name ..." limits the entries built (the others are skipped with a line).
. "$(dirname "$0")/../lib.sh"
need_pfbench

build="$root/scripts/gppc-build.sh"
src="${PEERS_SRC:-$root/../shared/peers-src}"
aa="${ANYANGLE_DIR:-$root/../shared/anyangle}"
out="$tmp/g"
[ -n "${PF_TEST_TMP:-}" ] && out="$(dirname "$PF_TEST_TMP")/peers/gppc"

# --- the entry whose Makefile writes its lists with Make variables ---------------------------
vars="$root/tests/data/gppc/vars"
"$build" "$vars" --out "$tmp/v" > "$tmp/v.out" 2> "$tmp/v.err"
rc_=$?
check "gppc-build.sh builds tests/data/gppc/vars: $(tail -n 3 "$tmp/v.err")" '[ $rc_ -eq 0 ] && [ -f "$tmp/v/gppc-vars.so" ]'
check "it says it asked make" 'grep -qF "gppc/vars (classic, 2 sources as make -n -B (Makefile) says)" "$tmp/v.err"'
check "the sources of \$(APP) and \$(APP)/lib are compiled, the harness (main.cpp) is not" \
    '[ "$(cd "$tmp/v/obj/vars" && find entry -name "*.o" | LC_ALL=C sort | tr "\n" " ")" = "entry/Entry.o entry/lib/straight.o " ]'
check "the sources keep the entry's -std=c++11, -I\$(SRC)/x and quoted -D; -O3 -march=native replaced" \
    'grep -qF -- "-O2 -fPIC -w -std=c++11 -I$vars/src/x -I$vars -DVARS_NAME=\\\"vars-entry\\\" -c" "$tmp/v/obj/vars/Makefile" &&
     ! grep -q -- "-O3\|-march" "$tmp/v/obj/vars/Makefile"'
check "the adapter is compiled with pfbench's C++17" \
    'grep -qF -- "-O2 -std=c++17 -fPIC -Wall -Wextra -I$tmp/v/obj/vars " "$tmp/v/obj/vars/Makefile"'
check "the build string gives both standards: $(cat "$tmp/v/gppc-vars.info")" \
    'grep -qE "^[A-Za-z+]+ [0-9.]+ -O2 -std=c\+\+11 -fPIC -DVARS_NAME=.*; GPPC entry vars, not declared optimal; adapter -std=c\+\+17$" "$tmp/v/gppc-vars.info"'
check "nothing is written into the entry's folder" \
    '[ -z "$(find "$vars" -newer "$tmp/v/gppc-vars.so" -o -name "*.o" -o -name run)" ]'
"$PFBENCH" list --plugin "$tmp/v/gppc-vars.so" > "$tmp/list" 2>&1
check "pfbench list shows gppc/vars with its quoted name (GetName: VARS_NAME)" \
    'grep -qE "^gppc/vars .* plugin:gppc-vars +GPPC entry vars-entry \(not declared optimal\)$" "$tmp/list"'
# an entry whose build compiles no Entry.cpp is refused, naming what make would compile
mkdir -p "$tmp/noentry"
cp "$vars"/*.h "$vars/Entry.cpp" "$tmp/noentry/"
printf 'all:\n\t$(CXX) -c other.cpp\n' > "$tmp/noentry/Makefile"
: > "$tmp/noentry/other.cpp"
"$build" "$tmp/noentry" --out "$tmp/v" > /dev/null 2> "$tmp/e"
rc_=$?
check "an entry whose make compiles no Entry.cpp: exit 2 and a message" \
    '[ $rc_ -eq 2 ] && grep -qF "$tmp/noentry: its build (make -n -B (Makefile)) compiles no Entry.cpp" "$tmp/e"'

# --- every entry of the peers' sources ---------------------------------------------------------
tarball() {   # tarball NAME: its file in $src, or nothing
    local t
    for t in "$src/$1.tar.gz" "$src/gppc-$1.tar.gz" "$src/gppc2023-$1.tar.gz"; do
        [ -f "$t" ] && { echo "$t"; return; }
    done
}
try="$tmp/gppc_anyangle_try"
${CC:-cc} -std=c11 -Wall -Wextra -Werror -O2 -I"$root/harness/peers/gppc" \
    "$root/harness/peers/gppc/gppc_anyangle_try.c" -o "$try" -ldl -lm 2> "$tmp/cc.err"
rc_=$?
check "gppc_anyangle_try.c compiles as C11 without a warning: $(head -n 3 "$tmp/cc.err")" '[ $rc_ -eq 0 ]'
lines=20
built=0
for e in startkit-classic Warthog-Astar Warthog-JPS2 Warthog-JPSplus ConstrainedJPS gppc_suboptCPD \
         startkit-anyangle aa-RayScan aa-Gap_Search startkit-dynamic; do
    case " ${PF_GPPC_ENTRIES:-$e} " in *" $e "*) ;; *) echo "skipped: $e (not in PF_GPPC_ENTRIES)"; continue ;; esac
    # the script is checked on every entry by the plain build's run; under the sanitizers the
    # entries (built without them) would only be compiled a second time
    if [ "${PF_SANITIZED:-0}" = 1 ] && [ -z "${PF_GPPC_ENTRIES:-}" ]; then echo "skipped: $e (the plain build's run checks it)"; continue; fi
    t=$(tarball "$e")
    if [ -z "$t" ]; then echo "skipped: $e (no tarball in $src)"; continue; fi
    opt=()
    case "$e" in aa-RayScan|aa-Gap_Search) opt=(--optimal) ;; esac
    "$build" "$e" --src "$src" --out "$out" "${opt[@]}" > "$tmp/$e.out" 2> "$tmp/$e.err"
    rc_=$?
    check "gppc-build.sh builds $e: $(tail -n 3 "$tmp/$e.err")" '[ $rc_ -eq 0 ] && [ -f "$out/gppc-$e.so" ]'
    built=$((built + 1))
    case "$e" in
        startkit-anyangle|aa-*) kind=anyangle fn=pf_gppc_anyangle_entry ;;
        startkit-dynamic) kind=dynamic fn=pf_plugin_entry ;;
        *) kind=classic fn=pf_plugin_entry ;;
    esac
    check "$e is built as a $kind entry, exporting $fn alone" \
        'grep -qF "gppc/$e ($kind, " "$tmp/$e.err" &&
         [ "$(nm -D --defined-only "$out/gppc-$e.so" | awk "{ print \$3 }")" = "$fn" ]'
    [ "$kind" = anyangle ] || continue
    [ -f "$aa/AcrosstheCape.map.scen" ] || { echo "skipped: $e's paths (no $aa/AcrosstheCape.map.scen)"; continue; }
    mkdir -p "$tmp/data-$e"
    "$try" "$out/gppc-$e.so" "$aa/AcrosstheCape.map" "$aa/AcrosstheCape.map.scen" "$lines" "$tmp/data-$e/AcrosstheCape" \
        > "$tmp/$e.paths" 2> "$tmp/$e.try"
    rc_=$?
    check "gppc_anyangle_try runs $e: $(tail -n 2 "$tmp/$e.try")" '[ $rc_ -eq 0 ]'
    # lines  found  shorter-than-optimum  equal-to-optimum (1e-6)
    sum=$(awk -F'\t' '{ n++; found += $6 >= 0; d = $6 - $7
                        below += $6 >= 0 && d < -1e-6; equal += $6 >= 0 && d <= 1e-6 && d >= -1e-6 }
                      END { printf "%d %d %d %d\n", n, found, below, equal }' "$tmp/$e.paths")
    if [ "${#opt[@]}" -gt 0 ]; then
        check "$e (optimal): $lines paths, each the scenario's optimum ($sum)" '[ "$sum" = "$lines $lines 0 $lines" ]'
    else
        check "$e (not optimal): $lines paths, none shorter than the optimum ($sum)" '[ "${sum% *}" = "$lines $lines 0" ]'
    fi
done
[ "$built" -gt 0 ] || echo "skipped: no GPPC entry in $src (see ../shared/peers-src/README.md)"

finish
