#!/usr/bin/env bash
# fetch_domains_test.sh: scripts/fetch-domains.sh --from a local mirror (VOXEL_DIR and
# GRAPHS_DIR's files): copies and checks the pinned SHA-256 sums; a corrupted or incomplete
# mirror is refused and nothing is installed.
. "$(dirname "$0")/../lib.sh"
[ -n "${VOXEL_DIR:-}" ] && [ -d "$VOXEL_DIR/warframe" ] || skip "VOXEL_DIR not set"
[ -n "${GRAPHS_DIR:-}" ] && [ -f "$GRAPHS_DIR/dimacs/rome99.gr" ] || skip "GRAPHS_DIR not set"

mkdir -p "$tmp/mirror/voxel" "$tmp/mirror/graphs"
ln -s "$VOXEL_DIR/warframe" "$tmp/mirror/voxel/warframe"
mkdir -p "$tmp/mirror/graphs/dimacs"
cp "$GRAPHS_DIR/dimacs/rome99.gr" "$tmp/mirror/graphs/dimacs/"

out="$(bash "$root/scripts/fetch-domains.sh" --from "$tmp/mirror" --dest "$tmp/dest" 2>&1)"
rc_=$?
check "fetch succeeds: $out" '[ $rc_ -eq 0 ]'
check "17 files verified" 'grep -q "17 files verified and installed in $tmp/dest" <<< "$out"'
check "a level copied" 'cmp -s "$tmp/dest/voxel/warframe/Complex.3dmap" "$VOXEL_DIR/warframe/Complex.3dmap"'
check "rome99 copied" 'cmp -s "$tmp/dest/graphs/dimacs/rome99.gr" "$GRAPHS_DIR/dimacs/rome99.gr"'

# a corrupted file: checksum mismatch, nothing installed
printf 'c\n' >> "$tmp/mirror/graphs/dimacs/rome99.gr"
out="$(bash "$root/scripts/fetch-domains.sh" --from "$tmp/mirror" --dest "$tmp/dest2" 2>&1)"
rc_=$?
check "a corrupt mirror fails" '[ $rc_ -ne 0 ]'
check "says which file: $out" 'grep -q "graphs/dimacs/rome99.gr: FAILED" <<< "$out"'
check "says checksum mismatch" 'grep -q "checksum mismatch: nothing installed" <<< "$out"'
check "nothing installed" '[ ! -e "$tmp/dest2" ]'

# a missing file
rm "$tmp/mirror/graphs/dimacs/rome99.gr"
out="$(bash "$root/scripts/fetch-domains.sh" --from "$tmp/mirror" --dest "$tmp/dest3" 2>&1)"
rc_=$?
check "an incomplete mirror fails" '[ $rc_ -ne 0 ]'
check "names the missing file: $out" 'grep -q "$tmp/mirror/graphs/dimacs/rome99.gr is missing" <<< "$out"'
out="$(bash "$root/scripts/fetch-domains.sh" --bogus 2>&1)"
rc_=$?
check "an unknown option: exit 2" '[ $rc_ -eq 2 ] && grep -q "unknown option" <<< "$out"'
finish
