#!/usr/bin/env bash
# memcheck.sh: the C tests and a small bench run under valgrind memcheck (no leaks, no
# invalid reads or writes). Slow: the Moving AI part of the optimality test is skipped.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
if [ "${1:-}" = "--help" ]; then
    echo "usage: scripts/memcheck.sh [BUILD_DIR]   (default build/; make memcheck)"
    echo "Runs every C test binary and 'pfbench run' on two small generated maps under"
    echo "valgrind --leak-check=full --error-exitcode=1; prints one line per program."
    exit 0
fi
command -v valgrind >/dev/null || { echo "memcheck.sh: valgrind is not installed (scripts/install-deps.sh)" >&2; exit 2; }
vg=(valgrind -q --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect
    --error-exitcode=99)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export PF_TEST_TMP="$tmp" PFBENCH="$build/pfbench" PF_SOURCE_DIR="$root"
# memory errors, not coverage: the tests' largest random maps and most scenario lines
# (PF_TEST_LIGHT: pf_test_light in tests/check.h), the start kits' scenarios (PEERS_SRC nowhere)
# and the GPPC any-angle map AcrosstheCape (ANYANGLE_DIR nowhere: minutes under valgrind; the
# any-angle tests' generated maps stay) are left to the plain and sanitized runs of make test
export PF_TEST_LIGHT=1 PEERS_SRC="$tmp/no-peers-src" ANYANGLE_DIR="$tmp/no-anyangle"
fail=0
for t in "$build"/tests/test_* "$build"/tests/htest_*; do
    [ -x "$t" ] || continue
    # the optimality test's Moving AI part takes hours under valgrind: generated maps only
    MOVINGAI_DIR= "${vg[@]}" "$t" > "$tmp/out" 2>&1
    rc=$?
    if [ $rc -eq 0 ] || [ $rc -eq 77 ]; then
        echo "memcheck: $(basename "$t"): clean"
    else
        echo "memcheck: $(basename "$t"): FAILED (exit $rc)"; grep -E "==[0-9]+==" "$tmp/out" | head -20; fail=1
    fi
done
"${vg[@]}" "$build/pfbench" run --suite quick --maps 'gen-random-64*,gen-maze*' --gbench-min-time 0 \
    --repeat 1 --variant-seconds 100000 --quiet --out "$tmp/res" > "$tmp/out" 2>&1
rc=$?
if [ $rc -eq 0 ]; then echo "memcheck: pfbench run (quick, 2 maps, 21 variants): clean"
else echo "memcheck: pfbench run: FAILED (exit $rc)"; grep -E "==[0-9]+==" "$tmp/out" | head -20; fail=1; fi
exit $fail
