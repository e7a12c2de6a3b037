#!/usr/bin/env bash
# draw_install_test.sh: `pfbench draw` from an installed pfbench (cmake --install to a prefix
# that is then moved, run from another folder): it finds its own copy of the scripts, keeps
# its scratch files under TMPDIR and removes them, and passes every path to the script as an
# argument, so that an --out name holding quotes and shell syntax is only a file name.
. "$(dirname "$0")/../lib.sh"
need_pfbench
command -v cmake > /dev/null 2>&1 || skip "cmake not found"
build=$(cd "$(dirname "$PFBENCH")" && pwd)

# --- install, then move the prefix: the binary finds its scripts relative to itself
cmake --install "$build" --prefix "$tmp/prefix" > "$tmp/install.log" 2>&1
rc_=$?
check "cmake --install failed: $(tail -n 3 "$tmp/install.log")" test $rc_ -eq 0
mv "$tmp/prefix" "$tmp/moved prefix"
p="$tmp/moved prefix"
pf="$p/bin/pfbench"
scripts="$p/share/pfbench/scripts"
check "no bin/pfbench installed" test -x "$pf"
check "no share/pfbench/scripts/draw-search.sh installed" test -x "$scripts/draw-search.sh"
check "no share/pfbench/scripts/plot/search.gp installed" test -f "$scripts/plot/search.gp"
check "no share/pfbench/scripts/plot/common.gp installed" test -f "$scripts/plot/common.gp"
[ "$failed" -eq 0 ] || finish
# a mark in the installed copy shows which draw-search.sh ran
sed -i '2i echo "draw-search: the installed copy" >&2' "$scripts/draw-search.sh"

mkdir -p "$tmp/work" "$tmp/tmpdir" "$tmp/fake"
cd "$tmp/work" || exit 1
"$pf" gen --recipe random:24x24:p=0.2:seed=3 --per-bucket 2 --out maps > gen.out 2>&1
rc_=$?
check "pfbench gen failed: $(cat gen.out)" test $rc_ -eq 0
map=maps/gen-random-24x24-p0.2-s3.map
nvariants=$("$pf" list --names --domain grid | wc -l)
empty_tmpdir() { [ -z "$(ls -A "$tmp/tmpdir")" ]; }

# --- with a stand-in script (PFBENCH_SCRIPTS): the exact argument list, the scratch folder
cat > "$tmp/fake/draw-search.sh" <<'EOF'
# records its arguments (one per line) and what TMPDIR holds while it runs
printf '%s\n' "$@" > "$FAKE_LOG/args"
ls -A "$TMPDIR" > "$FAKE_LOG/tmpdir.ls"
n=0
for a in "$@"; do case $a in *.trace) [ -s "$a" ] && n=$((n + 1)) ;; esac; done
echo "$n" > "$FAKE_LOG/traces"
[ -z "${FAKE_FAIL:-}" ] || exit "$FAKE_FAIL"
printf 'fake picture\n' > "$2"
EOF
out="o';id>X;'.png"
FAKE_LOG=$tmp PFBENCH_SCRIPTS=$tmp/fake TMPDIR=$tmp/tmpdir \
    "$pf" draw --map "$map" --scen "$map.scen" --algos '*' --out "$out" > draw.out 2>&1
rc_=$?
check "draw with the stand-in script failed: $(cat draw.out)" test $rc_ -eq 0
check "the --out file with the literal name was not written" test "$(cat "$out" 2>/dev/null)" = "fake picture"
check "a file X was created: --out went through a shell" test ! -e X
check "the script did not get --out PATH as its first two arguments" \
    test "$(sed -n 1p "$tmp/args")" = "--out" -a "$(sed -n 2p "$tmp/args")" = "$out"
data=$(sed -n 4p "$tmp/args")
check "the script's --data folder is not under TMPDIR: $data" \
    '[ "$(sed -n 3p "$tmp/args")" = --data ] && case $data in "$tmp/tmpdir/pfbench-draw-"??????/data) true ;; *) false ;; esac'
check "the traces are not passed after '--'" test "$(sed -n 5p "$tmp/args")" = "--"
check "expected $nvariants trace files (one per variant), found $(cat "$tmp/traces")" \
    test "$(cat "$tmp/traces")" -eq "$nvariants"
check "traces are not in the scratch folder under TMPDIR" \
    test "$(sed -n '6,$p' "$tmp/args" | grep -vc "^$tmp/tmpdir/pfbench-draw-")" -eq 0
check "TMPDIR held something else than one pfbench-draw folder while drawing: $(cat "$tmp/tmpdir.ls")" \
    '[ "$(wc -l < "$tmp/tmpdir.ls")" -eq 1 ] && grep -qx "pfbench-draw-......" "$tmp/tmpdir.ls"'
check "the scratch folder was not removed: $(ls -A "$tmp/tmpdir")" empty_tmpdir
# a failing script: exit 1, its status named, the scratch folder still removed
FAKE_FAIL=3 FAKE_LOG=$tmp PFBENCH_SCRIPTS=$tmp/fake TMPDIR=$tmp/tmpdir \
    "$pf" draw --map "$map" --scen "$map.scen" --out fail.png > draw.out 2>&1
rc_=$?
check "a failing script did not make draw exit 1" test $rc_ -eq 1
check "draw did not say the script failed: $(cat draw.out)" grep -q "draw-search.sh exited with status 3" draw.out
check "the scratch folder was not removed after a failure: $(ls -A "$tmp/tmpdir")" empty_tmpdir
# no script where PFBENCH_SCRIPTS points: a clear message, nothing left behind
PFBENCH_SCRIPTS=$tmp/work TMPDIR=$tmp/tmpdir "$pf" draw --map "$map" --scen "$map.scen" --out x.png > draw.out 2>&1
rc_=$?
check "draw without its script did not exit 1" test $rc_ -eq 1
check "draw without its script did not say so: $(cat draw.out)" \
    grep -qF "pfbench draw: PFBENCH_SCRIPTS is '$tmp/work', which holds no readable draw-search.sh" draw.out
check "the scratch folder was left after a missing script" empty_tmpdir

# --- the real picture (gnuplot)
if ! command -v gnuplot > /dev/null 2>&1; then
    [ "$failed" -eq 0 ] && skip "gnuplot not installed (scripts/install-deps.sh); the checks without it passed"
    finish
fi
png_ok() { [ "$(head -c 4 "$1" | od -An -tx1 | tr -d ' ')" = 89504e47 ]; }
rm -f "$out"
TMPDIR=$tmp/tmpdir "$pf" draw --map "$map" --scen "$map.scen" --id 1 --out "$out" > draw.out 2>&1
rc_=$?
check "installed draw failed: $(tail -n 3 draw.out)" test $rc_ -eq 0
check "the installed draw-search.sh did not run (the source tree's did?)" grep -q "draw-search: the installed copy" draw.out
check "no PNG named '$out'" png_ok "$out"
check "a file X was created: --out went through a shell" test -z "$(find "$tmp" -name X)"
check "the scratch folder under TMPDIR was not removed: $(ls -A "$tmp/tmpdir")" empty_tmpdir
svg='pic $(touch Y) "q".svg'
TMPDIR=$tmp/tmpdir "$pf" draw --map "$map" --scen "$map.scen" --algos '*' --out "$svg" > draw.out 2>&1
rc_=$?
check "installed draw to SVG failed: $(tail -n 3 draw.out)" test $rc_ -eq 0
check "no SVG named '$svg'" grep -q "<svg" "$svg"
check "a file Y was created: --out went through a shell" test ! -e Y
check "the scratch folder under TMPDIR was not removed: $(ls -A "$tmp/tmpdir")" empty_tmpdir
# the build-tree binary finds the source tree's scripts
"$PFBENCH" draw --map "$map" --scen "$map.scen" --out build-tree.png > draw.out 2>&1
rc_=$?
check "draw from the build tree failed: $(tail -n 3 draw.out)" test $rc_ -eq 0
check "no PNG from the build-tree binary" png_ok build-tree.png
finish
