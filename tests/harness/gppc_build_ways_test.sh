#!/usr/bin/env bash
# gppc_build_ways_test.sh: scripts/gppc-build.sh builds a GPPC entry however its authors build it.
# Small fake entries, written here with the start kit's Entry.h and GPPC.h shape, answer the
# octile path on a map without walls, one step at a time from step() (src/step.cpp, or a prebuilt
# shared library the entry ships in lib/); their name says which build defined it and where
# step() came from. Each is built by
#   make        a plain Makefile;
#   cmake       a CMakeLists.txt alone;
#   make-cmake  a Makefile that only calls CMake (make compiles nothing: the CMakeLists.txt
#               beside it is asked);
#   cmake-lib   a CMakeLists.txt linking the prebuilt lib/libstep.so by its path;
#   make-lib    a Makefile linking it with -Llib -lstep and an $ORIGIN rpath;
# and an any-angle entry by a CMakeLists.txt linking the library as an imported target. Every
# gppc-N.so loads and answers through `pfbench solve`: its costs are Dijkstra's (the any-angle
# one's Anya's) on a generated open map; a prebuilt library is linked with the entry's lib/
# folder as the .so's rpath.
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v cmake > /dev/null || skip "no cmake"
command -v jq > /dev/null || skip "no jq (gppc-build.sh reads compile_commands.json with it)"

build="$root/scripts/gppc-build.sh"
cxx="${CXX:-c++}"
[ -f "$root/build/CMakeCache.txt" ] && cxx="$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$root/build/CMakeCache.txt")"

# --- the fake entries --------------------------------------------------------------------------
# common DIR KIND: the sources every fake entry has (KIND classic or anyangle)
common() {
    local d=$1
    mkdir -p "$d/src"
    if [ "$2" = classic ]; then
        printf '%s\n' '#ifndef GPPC_GPPC_H' '#define GPPC_GPPC_H' '#include <stdint.h>' \
            'namespace GPPC {' '  struct xyLoc {' '    int16_t x;' '    int16_t y;' '  };' '}' '#endif' > "$d/GPPC.h"
    else
        printf '%s\n' '#ifndef GPPC_GPPC_H' '#define GPPC_GPPC_H' \
            'namespace GPPC {' '  struct xyLoc {' '    double x;' '    double y;' '  };' '}' '#endif' > "$d/GPPC.h"
    fi
    cat > "$d/Entry.h" <<'EOF'
#ifndef GPPC_ENTRY_H
#define GPPC_ENTRY_H
#include <vector>
#include <string>
#include "GPPC.h"
typedef GPPC::xyLoc xyLoc;
void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename);
void *PrepareForSearch(const std::vector<bool> &bits, int width, int height, const std::string &filename);
bool GetPath(void *data, xyLoc s, xyLoc g, std::vector<xyLoc> &path);
std::string GetName();
#endif
EOF
    printf '%s\n' '// step.h: one step of the octile path from a to b along one axis: -1, 0 or 1' \
        'int step(int a, int b);' 'const char *step_origin();' > "$d/step.h"
    cat > "$d/src/step.cpp" <<'EOF'
#include "../step.h"
#ifndef STEP_ORIGIN
#define STEP_ORIGIN "source"
#endif
int step(int a, int b) { return (a < b) - (b < a); }
const char *step_origin() { return STEP_ORIGIN; }
EOF
    printf 'int main() { return 0; }\n' > "$d/main.cpp"     # the start kit's harness: left out
    cat > "$d/Entry.cpp" <<'EOF'
#include "Entry.h"
#include "step.h"
void PreprocessMap(const std::vector<bool> &, int, int, const std::string &) {}
void *PrepareForSearch(const std::vector<bool> &, int, int, const std::string &) { static int d; return &d; }
std::string GetName() { return std::string(WAY_NAME) + "/" + step_origin(); }
EOF
    if [ "$2" = classic ]; then
        cat >> "$d/Entry.cpp" <<'EOF'
bool GetPath(void *, xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    path.push_back(s);
    while (s.x != g.x || s.y != g.y) {
        s.x += step(s.x, g.x);
        s.y += step(s.y, g.y);
        path.push_back(s);
    }
    return true;
}
EOF
    else
        cat >> "$d/Entry.cpp" <<'EOF'
bool GetPath(void *, xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    if (step((int)s.x, (int)g.x) == 0 && step((int)s.y, (int)g.y) == 0)
        return true;
    path.push_back(s);
    path.push_back(g);
    return true;
}
EOF
    fi
}
# cmakelists DIR WAY SOURCES LINK...: a CMakeLists.txt building `run` from SOURCES
cmakelists() {
    local d=$1 way=$2 srcs=$3
    shift 3
    {
        printf 'cmake_minimum_required(VERSION 3.13)\nproject(Fake LANGUAGES CXX)\nset(CMAKE_CXX_STANDARD 17)\n'
        printf 'add_executable(run %s)\n' "$srcs"
        printf 'target_compile_definitions(run PRIVATE WAY_NAME="%s")\n' "$way"
        printf '%s\n' "$@"
    } > "$d/CMakeLists.txt"
}
# prebuilt DIR: lib/libstep.so built from src/step.cpp (with its soname), the source removed
prebuilt() {
    mkdir -p "$1/lib"
    "$cxx" -std=c++17 -O2 -shared -fPIC -Wl,-soname,libstep.so -DSTEP_ORIGIN='"prebuilt"' \
        -o "$1/lib/libstep.so" "$1/src/step.cpp" 2> "$tmp/lib.err"
    rc_=$?
    check "the prebuilt libstep.so compiles: $(head -n 3 "$tmp/lib.err")" '[ $rc_ -eq 0 ]'
    rm -r "$1/src"
}

e="$tmp/e"
common "$e/make" classic
printf 'CXX = g++\nCXXFLAGS = -O3 -std=c++17 -DWAY_NAME=\\"make\\"\nall:\n\t$(CXX) $(CXXFLAGS) -o run *.cpp src/*.cpp\n' \
    > "$e/make/Makefile"
common "$e/cmake" classic
cmakelists "$e/cmake" cmake "main.cpp Entry.cpp src/step.cpp"
common "$e/make-cmake" classic
cmakelists "$e/make-cmake" make-cmake "main.cpp Entry.cpp src/step.cpp"
printf 'all:\n\tmkdir -p build && cd build && cmake -DCMAKE_BUILD_TYPE=Release .. && $(MAKE)\n\tcp build/run .\n' \
    > "$e/make-cmake/Makefile"
common "$e/cmake-lib" classic
prebuilt "$e/cmake-lib"
cmakelists "$e/cmake-lib" cmake-lib "main.cpp Entry.cpp" 'target_link_libraries(run ${CMAKE_CURRENT_SOURCE_DIR}/lib/libstep.so)'
common "$e/make-lib" classic
prebuilt "$e/make-lib"
printf 'CXXFLAGS = -O3 -std=c++17 -DWAY_NAME=\\"make-lib\\"\nall:\n\t$(CXX) $(CXXFLAGS) -o run *.cpp -Llib -lstep -Wl,-rpath,$$ORIGIN/lib\n' \
    > "$e/make-lib/Makefile"
common "$e/aa-cmake-lib" anyangle
prebuilt "$e/aa-cmake-lib"
cmakelists "$e/aa-cmake-lib" aa-cmake-lib "main.cpp Entry.cpp" 'add_library(step SHARED IMPORTED)' \
    'set_target_properties(step PROPERTIES IMPORTED_LOCATION ${CMAKE_CURRENT_SOURCE_DIR}/lib/libstep.so)' \
    'target_link_libraries(run PRIVATE step)'

# --- the map and the answers to match ------------------------------------------------------------
"$PFBENCH" gen --recipe open:24x16 --out "$tmp/maps" --per-bucket 2 --max-buckets 5 > /dev/null 2> "$tmp/gen.err"
map="$tmp/maps/gen-open-24x16-s1.map"
check "the open map is generated: $(tail -n 1 "$tmp/gen.err")" '[ -f "$map" ] && [ -f "$map.scen" ]'
# answers FILE: the id, cost and valid columns of solve's lines, with the summary's invalid count
answers() { awk '/^[0-9]/ { print $1, $2, $5 } / invalid, / { match($0, /[0-9]+ invalid/); print substr($0, RSTART, RLENGTH) }' "$1"; }
export PFBENCH_GPPC_CACHE="$tmp/cache"
"$PFBENCH" solve --map "$map" --algo dijkstra/heap > "$tmp/dijkstra" 2>&1
"$PFBENCH" solve --map "$map" --algo aa/anya > "$tmp/anya" 2>&1
check "Dijkstra and Anya answer the 10 queries: $(tail -n 1 "$tmp/anya")" \
    '[ "$(answers "$tmp/dijkstra" | grep -c .)" = 11 ] && [ "$(answers "$tmp/anya" | grep -c .)" = 11 ]'

# --- each way: built, loads, answers -----------------------------------------------------------
# way NAME HOW SOURCES ORIGIN KIND: builds the entry NAME, checks what was asked, compiled, linked
way() {
    local n=$1 how=$2 srcs=$3 origin=$4 kind=$5 so="$tmp/g/gppc-$1.so" ref="$tmp/dijkstra" algo
    "$build" "$e/$n" --out "$tmp/g" > "$tmp/$n.out" 2> "$tmp/$n.err"
    rc_=$?
    check "$n: gppc-build.sh builds it: $(tail -n 3 "$tmp/$n.err")" '[ $rc_ -eq 0 ] && [ -f "$so" ]'
    check "$n: built as a $kind entry from the sources $how says: $(grep building "$tmp/$n.err")" \
        'grep -qF "gppc/$n ($kind, $(wc -w <<< "$srcs") sources as $how says)" "$tmp/$n.err"'
    check "$n: compiled $srcs, not the harness (main.cpp)" \
        '[ "$(cd "$tmp/g/obj/$n/entry" && find . -name "*.o" | LC_ALL=C sort | tr "\n" " ")" = "$srcs " ]'
    check "$n: nothing written into the entry's folder" '[ -z "$(find "$e/$n" -newer "$map")" ]'
    if [ "$origin" = prebuilt ]; then
        check "$n: the .so needs libstep.so, found through the entry's lib/ (its rpath)" \
            'readelf -d "$so" | grep -qF "Shared library: [libstep.so]" &&
             readelf -d "$so" | grep -E "R(UN)?PATH" | grep -qF "$e/$n/lib" && ldd "$so" | grep -qF "$e/$n/lib/libstep.so"'
        check "$n: the build string names the library: $(cat "$tmp/g/gppc-$n.info")" \
            'grep -qF "; linking its own lib/libstep.so" "$tmp/g/gppc-$n.info"'
    fi
    "$PFBENCH" list --plugin "$so" > "$tmp/$n.list" 2>&1
    check "$n: list shows its name, from its build's WAY_NAME and step_origin(): $(grep "gppc/$n" "$tmp/$n.list")" \
        'grep -qE "^gppc/$n .*GPPC (any-angle )?entry $n/$origin \(not declared optimal\)$" "$tmp/$n.list"'
    [ "$kind" = anyangle ] && ref="$tmp/anya"
    "$PFBENCH" solve --map "$map" --algo "gppc/$n" --plugin "$so" > "$tmp/$n.solve" 2>&1
    check "$n: solve answers every query at the reference's cost: $(tail -n 1 "$tmp/$n.solve")" \
        '[ "$(answers "$tmp/$n.solve")" = "$(answers "$ref")" ]'
}
way make "make -n -B (Makefile)" "./Entry.o ./src/step.o" source classic
way cmake "CMake (compile_commands.json, link.txt)" "./Entry.o ./src/step.o" source classic
way make-cmake "CMake (compile_commands.json, link.txt)" "./Entry.o ./src/step.o" source classic
check "make-cmake: it says why CMake was asked" \
    'grep -qF "gppc-build.sh: $e/make-cmake/Makefile compiles no Entry.cpp (make -n -B): asking the CMakeLists.txt beside it" "$tmp/make-cmake.err"'
way cmake-lib "CMake (compile_commands.json, link.txt)" "./Entry.o" prebuilt classic
way make-lib "make -n -B (Makefile)" "./Entry.o" prebuilt classic
way aa-cmake-lib "CMake (compile_commands.json, link.txt)" "./Entry.o" prebuilt anyangle

# a Makefile that compiles no Entry.cpp with no CMakeLists.txt beside it is still refused
rm "$e/make-cmake/CMakeLists.txt"
"$build" "$e/make-cmake" --out "$tmp/g" > /dev/null 2> "$tmp/refused.err"
rc_=$?
check "a Makefile compiling no Entry.cpp, no CMakeLists.txt: exit 2 and a message" \
    '[ $rc_ -eq 2 ] && grep -qF "$e/make-cmake: its build (make -n -B (Makefile)) compiles no Entry.cpp" "$tmp/refused.err"'

finish
