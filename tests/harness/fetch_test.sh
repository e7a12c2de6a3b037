#!/usr/bin/env bash
# fetch_test.sh: scripts/fetch-movingai.sh --from a small local mirror: copies, checks the
# SHA-256 sums and every scenario; refuses a corrupted mirror and installs nothing then.
. "$(dirname "$0")/../lib.sh"
set -o pipefail
need_pfbench
[ -n "${MOVINGAI_DIR:-}" ] && [ -d "$MOVINGAI_DIR/dao" ] || skip "MOVINGAI_DIR not set"

mkdir -p "$tmp/mirror/dao"
cp "$MOVINGAI_DIR/dao/arena.map" "$MOVINGAI_DIR/dao/arena.map.scen" "$tmp/mirror/dao/"
grep -E '  dao/arena\.map' "$MOVINGAI_DIR/MANIFEST.md" > "$tmp/mirror/MANIFEST.md"
check "manifest has two sums" '[ "$(wc -l < "$tmp/mirror/MANIFEST.md")" = 2 ]'

out="$(bash "$root/scripts/fetch-movingai.sh" --from "$tmp/mirror" --dest "$tmp/dest" 2>&1)"
rc_=$?
check "fetch succeeds: $out" '[ $rc_ -eq 0 ]'
check "sums reported" 'grep -q "2 SHA-256 sums match" <<< "$out"'
check "one pair verified" 'grep -q "1 map/scenario pairs verified" <<< "$out"'
check "map copied" 'cmp -s "$tmp/dest/dao/arena.map" "$MOVINGAI_DIR/dao/arena.map"'
check "scen copied" 'cmp -s "$tmp/dest/dao/arena.map.scen" "$MOVINGAI_DIR/dao/arena.map.scen"'

# a corrupted mirror: checksum mismatch, nothing installed
printf '@' >> "$tmp/mirror/dao/arena.map"
out="$(bash "$root/scripts/fetch-movingai.sh" --from "$tmp/mirror" --dest "$tmp/dest2" 2>&1)"
rc=$?
check "corrupt mirror fails" '[ $rc -ne 0 ]'
check "says checksum mismatch: $out" 'grep -q "checksum mismatch" <<< "$out"'
check "nothing installed" '[ ! -e "$tmp/dest2/dao/arena.map" ]'

# a malformed scenario without a manifest: the verification names the file and line
rm "$tmp/mirror/MANIFEST.md"
cp "$MOVINGAI_DIR/dao/arena.map" "$tmp/mirror/dao/"
printf '0\tarena.map\t49\t49\t0\t0\t1\t1\t1.0\n' >> "$tmp/mirror/dao/arena.map.scen"
out="$(bash "$root/scripts/fetch-movingai.sh" --from "$tmp/mirror" --dest "$tmp/dest3" 2>&1)"
rc=$?
check "bad scenario fails" '[ $rc -ne 0 ]'
check "names file and line: $out" 'grep -q "arena.map.scen:162: expected the start on a passable cell" <<< "$out"'
check "nothing installed" '[ ! -e "$tmp/dest3/dao/arena.map" ]'
finish
