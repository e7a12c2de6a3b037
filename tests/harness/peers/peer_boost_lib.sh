# tests/harness/peers/peer_boost_lib.sh: what the voxel and graph Boost peer tests share, sourced after lib.sh
# as `. "$(dirname "$0")/peer_boost_lib.sh" NAME`: $peer (the pfbench-NAME beside $PFBENCH, or
# $PEER_OVERRIDE; the test is skipped when it is not built), --help and the bad-input check.
. "$(dirname "${BASH_SOURCE[0]}")/peer_lib.sh"
find_peer "$1" "${PEER_OVERRIDE:-}"

# expect_help USAGE_START: --help exits 0 and its first line starts with USAGE_START
expect_help() {
    "$peer" --help > "$tmp/help.txt"
    local st=$?
    if [ $st -eq 0 ] && head -n 1 "$tmp/help.txt" | grep -qF -- "$1"; then ok "--help"
    else bad "--help: exit $st, first line '$(head -n 1 "$tmp/help.txt")'"; fi
}

# expect_error WHAT MESSAGE ARGS...: the peer exits 2, says MESSAGE and writes nothing on stdout
expect_error() {
    local what=$1 msg=$2
    shift 2
    "$peer" "$@" > "$tmp/bad.out" 2> "$tmp/bad.err"
    local rc=$?
    if [ "$rc" -eq 2 ] && grep -qF -- "$msg" "$tmp/bad.err" && [ ! -s "$tmp/bad.out" ]; then ok "$what"
    else bad "$what: exit $rc, stderr: $(cat "$tmp/bad.err")"; fi
}
