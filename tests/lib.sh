# tests/lib.sh: what every shell test starts with, sourced as `. "$(dirname "$0")/lib.sh"`:
# the project root ($1, or this folder's parent), a scratch folder $tmp removed on exit, the
# pass/fail bookkeeping and the exit codes ctest reads (0 pass, 1 fail, 77 skipped).
set -u

test_name=$(basename "$0" .sh)
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
root=$(cd "$root" && pwd) || { echo "$test_name: no such project root: ${1:-}" >&2; exit 1; }
# ctest points PF_TEST_TMP at a folder of the build tree; anywhere else, TMPDIR or /tmp
tmp=$(mktemp -d "${PF_TEST_TMP:-${TMPDIR:-/tmp}}/$test_name.XXXXXX" 2>/dev/null ||
      mktemp -d "${TMPDIR:-/tmp}/$test_name.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

passed=0 failed=0
ok()  { passed=$((passed + 1)); [ $# -eq 0 ] || echo "ok: $*"; }   # a message is optional
bad() { failed=$((failed + 1)); echo "$test_name: FAIL: $*" >&2; }

# check DESCRIPTION 'shell expression'   (evaluated here)
# check DESCRIPTION COMMAND ARG...
# An exit status is checked from a variable set right after its command (cmd; rc_=$?; check
# "... $(cat err)" '[ $rc_ -eq 0 ]'): a command substitution in DESCRIPTION runs before check
# and replaces $?, so '[ $? -eq 0 ]' would test that substitution instead.
check() {
    local st=$? what=$1
    shift
    if [ $# -eq 1 ]; then
        (exit "$st")
        eval "$1"
    else
        "$@"
    fi && ok || bad "$what"
}

skip() { echo "skipped: $*"; exit 77; }
need_pfbench() {
    [ -n "${PFBENCH:-}" ] || skip "PFBENCH is not set (run through ctest, or set it to the pfbench binary)"
}

# col FILE NAME: column NAME of every data row of the CSV FILE
col() {
    awk -F, -v want="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == want) c = i; next }
                          { print $c }' "$1"
}

# The last line of every test: a summary, and the exit status ctest reads.
finish() {
    if [ "$failed" -ne 0 ]; then
        echo "$test_name: $failed check(s) failed, $passed passed" >&2
        exit 1
    fi
    echo "$test_name: all checks passed ($passed counted)"
    exit 0
}

# the result folders directly under $1 (not the `latest` link)
folders() { find "$1" -mindepth 1 -maxdepth 1 -type d | LC_ALL=C sort; }

# expect_refusal NAME MESSAGE SHARD...: `pfbench merge` exits 1, says MESSAGE and writes
# nothing, not even its staging folder
expect_refusal() {
    local name=$1 msg=$2
    shift 2
    "$PFBENCH" merge --out "$tmp/refused" "$@" > "$tmp/r.out" 2> "$tmp/r.err"
    local rc=$?
    if [ $rc -eq 1 ]; then ok; else bad "$name: merge exited $rc, expected 1"; fi
    if grep -qF -- "$msg" "$tmp/r.err"; then ok; else
        bad "$name: expected the message '$msg', found: $(cat "$tmp/r.err")"; fi
    if [ ! -e "$tmp/refused" ] && [ -z "$(find "$tmp" -maxdepth 1 -name 'refused.merging.*')" ]; then ok; else
        bad "$name: merge wrote something although it refused"; fi
}
