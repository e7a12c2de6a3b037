#!/usr/bin/env bash
# fuzz.sh: build the libFuzzer targets in fuzz/ with clang and run each for a time budget.
set -u

usage() {
    cat <<'EOF'
usage: scripts/fuzz.sh [--seconds N] [--jobs J] [--build-jobs B] [--help] [TARGET...]

Builds the libFuzzer targets (map, scen, cli, json, voxel_map, voxel_scen, graph, dimacs, costs, wmap; default all) with clang into build-fuzz/
(only when a source is newer than the binary) and runs each for N seconds (default 300).

  --seconds N   time budget of each target, in seconds (default 300)
  --jobs J      run up to J targets at the same time (default 1)
  --build-jobs B  compile up to B sources at the same time (default 2)
  --help        show this help

Each target reads its seed corpus fuzz/corpus/TARGET/, the regression inputs
fuzz/regress/TARGET/ and the dictionary fuzz/TARGET.dict without writing to them; new
inputs go to build-fuzz/corpus-TARGET/, crashing inputs to build-fuzz/artifacts-TARGET/
and the log to build-fuzz/TARGET.log. At the end one line per target gives executions,
coverage (cov, ft), corpus size and the crashes found (0, or the saved inputs).
Exit status: 0 when no target crashed, 1 when one did, 2 on a usage or build error.
Replay a crash: build-fuzz/fuzz_TARGET build-fuzz/artifacts-TARGET/crash-...
EOF
}

seconds=300 jobs=1 build_jobs=2 targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) [ $# -ge 2 ] || { echo "fuzz.sh: --seconds needs a value" >&2; exit 2; }
                   seconds=$2; shift ;;
        --seconds=*) seconds=${1#--seconds=} ;;
        --jobs) [ $# -ge 2 ] || { echo "fuzz.sh: --jobs needs a value" >&2; exit 2; }
                jobs=$2; shift ;;
        --jobs=*) jobs=${1#--jobs=} ;;
        --build-jobs) [ $# -ge 2 ] || { echo "fuzz.sh: --build-jobs needs a value" >&2; exit 2; }
                      build_jobs=$2; shift ;;
        --build-jobs=*) build_jobs=${1#--build-jobs=} ;;
        -h|--help) usage; exit 0 ;;
        map|scen|cli|json|voxel_map|voxel_scen|graph|dimacs|costs|wmap) targets+=("$1") ;;
        -*) echo "fuzz.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
        *) echo "fuzz.sh: unknown target '$1' (targets: map scen cli json voxel_map voxel_scen graph dimacs costs wmap)" >&2; exit 2 ;;
    esac
    shift
done
case "$seconds" in ''|*[!0-9]*) echo "fuzz.sh: --seconds expects a whole number, found '$seconds'" >&2; exit 2 ;; esac
case "$jobs" in ''|*[!0-9]*|0) echo "fuzz.sh: --jobs expects a whole number from 1, found '$jobs'" >&2; exit 2 ;; esac
case "$build_jobs" in ''|*[!0-9]*|0) echo "fuzz.sh: --build-jobs expects a whole number from 1, found '$build_jobs'" >&2; exit 2 ;; esac
[ ${#targets[@]} -gt 0 ] || targets=(map scen cli json voxel_map voxel_scen graph dimacs costs wmap)

root=$(cd "$(dirname "$0")/.." && pwd)
self="$root/scripts/fuzz.sh"
cd "$root" || exit 2
out=build-fuzz

CC=${CLANG:-}
if [ -z "$CC" ]; then
    for c in clang clang-14; do
        command -v "$c" >/dev/null 2>&1 && { CC=$c; break; }
    done
fi
if [ -z "$CC" ] || ! command -v "$CC" >/dev/null 2>&1; then
    echo "fuzz.sh: clang not found: install clang (scripts/install-deps.sh --fuzz)" >&2
    exit 2
fi

# jansson (JSON) from pkg-config, as CMake finds it
if ! JANSSON_CFLAGS=$(pkg-config --cflags jansson 2>/dev/null) || ! JANSSON_LIBS=$(pkg-config --libs jansson 2>/dev/null); then
    echo "fuzz.sh: jansson not found: install libjansson-dev and pkg-config (scripts/install-deps.sh)" >&2
    exit 2
fi
# every folder of libpf, libpfdata and the harness that holds a header (the CMake build gives
# each target its own; one fuzz binary links them all); of the peers' folders only the GPPC
# adapter's, whose C headers the plugin loader includes (the others are C++ for peer programs)
incdirs=()
while IFS= read -r d; do incdirs+=("-I$d"); done < <(find algorithms datasets harness -name '*.h' ! -path 'harness/peers/*/*' -printf '%h\n' | LC_ALL=C sort -u)
incdirs+=("-Iharness/peers/gppc")
# shellcheck disable=SC2206  # pkg-config output is a list of flags
CFLAGS=(-std=gnu11 -Wall -Wextra "-fsanitize=fuzzer,address,undefined" -fno-sanitize-recover=undefined
        -g -O1 "${incdirs[@]}" $JANSSON_CFLAGS)
# the library objects carry no main(): compile them with fuzzer-no-link
LIBFLAGS=("${CFLAGS[@]/-fsanitize=fuzzer,address,undefined/-fsanitize=fuzzer-no-link,address,undefined}")
# build-flag exceptions for single sources (added after LIBFLAGS; the last -O wins), each with why:
# voxel_astar.c: its 12 always-inline copies of the search, each with 27 unrolled 26-move
#   compares, take clang 14 about 10 minutes at -O1 because of UBSan's pointer-overflow check
#   (one copy alone: 64 s of CPU, 12 s without that check); the whole file takes 4 s at -O0,
#   where every ASan and UBSan check stays: only its code runs slower (no fuzz target searches).
declare -A SRCFLAGS=(
    [algorithms/voxel/voxel_astar.c]="-O0"
)
mapfile -t headers < <(find algorithms datasets harness \( -name '*.h' -o -name '*.def' \) \( ! -path 'harness/peers/*/*' -o -path 'harness/peers/gppc/*' \) | LC_ALL=C sort)
headers+=(fuzz/fuzz_check.h fuzz/fuzz_graph_check.h)

# newer SRC... than TARGET? (or TARGET missing)
stale() {
    local t=$1; shift
    [ -e "$t" ] || return 0
    local s
    for s in "$@"; do
        [ "$s" -nt "$t" ] && return 0
    done
    return 1
}

mkdir -p "$out/obj" || exit 2
# libpf and pfbench's commands (fuzz_cli drives the real command table; Google Benchmark is
# left out: gbench_stub.c stands in for it), without pfbench's main()
mapfile -t sources < <(find algorithms datasets harness -name '*.c' ! -path 'harness/peers/*/*' ! -path harness/cli/main.c | LC_ALL=C sort)
sources+=(harness/peers/gppc/gppc_aa_host.c)     # the harness library's one peer source (CMake's pfharness)
# compile SRC into OBJ (through OBJ.tmp, so that a failed or interrupted compile leaves no
# object newer than its source); the compiler's messages go to OBJ.log
compile_one() {
    local src=$1 obj=$2
    # shellcheck disable=SC2086  # the exception's flags are a list
    if "$CC" "${LIBFLAGS[@]}" ${SRCFLAGS[$src]:-} -c "$src" -o "$obj.tmp" 2>"$obj.log"; then
        mv -f "$obj.tmp" "$obj"
    else
        rm -f "$obj.tmp"
        return 1
    fi
}
objs=() built=()
rm -f "$out/obj/failed"
for src in "${sources[@]}"; do
    obj="$out/obj/$(echo "${src%.c}" | tr / _).o"
    objs+=("$obj")
    stale "$obj" "$src" "${headers[@]}" "$self" || continue
    # up to BUILD_JOBS compiles at once; after a failure no new one starts
    while [ "$(jobs -rp | wc -l)" -ge "$build_jobs" ]; do
        wait -n 2>/dev/null || true
    done
    [ -e "$out/obj/failed" ] && break
    echo "fuzz.sh: compiling $src"
    built+=("$src")
    { compile_one "$src" "$obj" || echo "$src" >>"$out/obj/failed"; } &
done
wait
# the compilers' messages in source order: warnings, then the first source that failed
for src in "${built[@]}"; do
    log="$out/obj/$(echo "${src%.c}" | tr / _).o.log"
    [ -s "$log" ] && cat "$log" >&2
    if [ -e "$out/obj/failed" ] && grep -qxF "$src" "$out/obj/failed"; then
        echo "fuzz.sh: cannot compile $src" >&2
        exit 2
    fi
done

for t in "${targets[@]}"; do
    bin="$out/fuzz_$t"
    if stale "$bin" "fuzz/fuzz_$t.c" "${objs[@]}" "${headers[@]}" "$self"; then
        echo "fuzz.sh: building $bin"
        # shellcheck disable=SC2086
        if ! "$CC" "${CFLAGS[@]}" "fuzz/fuzz_$t.c" "${objs[@]}" $JANSSON_LIBS -lm -o "$bin" 2>"$out/build.log"; then
            cat "$out/build.log" >&2
            if grep -q "clang_rt\|libFuzzer\|fuzzer" "$out/build.log"; then
                echo "fuzz.sh: clang has no libFuzzer runtime: install clang (scripts/install-deps.sh --fuzz)" >&2
            fi
            echo "fuzz.sh: cannot build $bin" >&2
            exit 2
        fi
        [ -s "$out/build.log" ] && cat "$out/build.log" >&2
    fi
done

# Run one target; its summary line goes to $out/TARGET.summary.
run_target() {
    local t=$1
    local corpus="$out/corpus-$t" art="$out/artifacts-$t" log="$out/$t.log" stamp="$out/.$t.start"
    mkdir -p "$corpus" "$art"
    touch "$stamp"
    local seeds=("fuzz/corpus/$t")
    [ -d "fuzz/regress/$t" ] && seeds+=("fuzz/regress/$t")
    local dict=()
    [ -f "fuzz/$t.dict" ] && dict=(-dict="fuzz/$t.dict")
    # the first directory receives the new inputs; the seed directories are only read
    "$out/fuzz_$t" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -print_final_stats=1 \
        -timeout=25 -rss_limit_mb=2048 -artifact_prefix="$art/" "${dict[@]}" >"$log" 2>&1
    local rc=$?
    local execs cov ft corp last crashes nfiles
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    last=$(grep -E '^#[0-9]+.*(cov|ft): ' "$log" | tail -n 1)
    [ -n "$execs" ] || execs=$(printf '%s\n' "$last" | sed -n 's/^#\([0-9]*\).*/\1/p')
    cov=$(printf '%s\n' "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(printf '%s\n' "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    corp=$(printf '%s\n' "$last" | sed -n 's/.* corp: \([0-9]*\/[0-9]*[a-zA-Z]*\).*/\1/p')
    nfiles=$(find "$corpus" -type f | wc -l)
    crashes=$(find "$art" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) \
              -newer "$stamp" | sort | tr '\n' ' ')
    if [ -z "$crashes" ] && [ "$rc" -ne 0 ]; then
        crashes="exit status $rc (see $log)"
    fi
    printf '%-5s execs %s, cov %s, ft %s, corpus %s (%s files), crashes: %s\n' "$t" "${execs:-?}" \
        "${cov:-?}" "${ft:-?}" "${corp:-?}" "$nfiles" "${crashes:-0}" >"$out/$t.summary"
    [ -z "$crashes" ] || touch "$out/$t.failed"
}

echo "fuzz.sh: running ${targets[*]} for ${seconds} s each, $jobs at a time (logs in $out/)"
failed=0
for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n 2>/dev/null || true
    done
    rm -f "$out/$t.summary" "$out/$t.failed"
    run_target "$t" &
done
wait
for t in "${targets[@]}"; do
    if [ -f "$out/$t.summary" ]; then
        cat "$out/$t.summary"
        [ -f "$out/$t.failed" ] && failed=1
    else
        echo "$t   did not report (see $out/$t.log)"
        failed=1
    fi
done
exit "$failed"
