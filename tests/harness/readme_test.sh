#!/usr/bin/env bash
# readme_test.sh: the README's first-steps block works as printed. Every line of the fenced
# block between <!-- first-steps --> and <!-- /first-steps --> runs, in order, in a scratch
# folder: `pfbench ...` lines with $PFBENCH, `scripts/...` lines from the source tree. `make`
# and `export` lines set up the shell a reader types in (ctest has built pfbench already), so
# they are listed and skipped. Any other line fails the test: the block must stay runnable.
# Drawing lines (scripts/charts.sh, pfbench draw) are skipped with a note without gnuplot.
#
# Usage: tests/harness/readme_test.sh [PROJECT_ROOT]   (run through ctest, which sets PFBENCH)

. "$(dirname "$0")/../lib.sh"
need_pfbench
export PFBENCH   # scripts/charts.sh runs the same binary

readme=$root/README.md
# "LINE_NUMBER<TAB>TEXT" for every line inside the fence of the marked block
awk '/^<!-- first-steps -->/ { inblock = 1; next }
     /^<!-- \/first-steps -->/ { inblock = 0 }
     inblock && /^```/ { fence = !fence; next }
     inblock && fence { print NR "\t" $0 }' "$readme" > "$tmp/block.txt"
npf=$(grep -c $'\tpfbench ' "$tmp/block.txt")
check "README.md has no first-steps block with pfbench commands (<!-- first-steps --> ... <!-- /first-steps -->)" \
    test "$npf" -ge 5

have_gnuplot=0
command -v gnuplot >/dev/null 2>&1 && have_gnuplot=1

work=$tmp/work
mkdir -p "$work"
ran=0
while IFS=$'\t' read -r nr line; do
    line=${line#"${line%%[![:space:]]*}"}          # leading blanks
    case $line in
        ''|'#'*) continue ;;
        make|make' '*|export' '*)
            echo "README.md:$nr: skipped (sets up the reader's shell): $line"; continue ;;
        pfbench' '*) cmd="\"\$PFBENCH\"${line#pfbench}" ;;
        scripts/*)   cmd="\"\$root/scripts/\"${line#scripts/}" ;;
        *) bad "README.md:$nr: neither a pfbench nor a scripts/ command, so this test cannot run it: $line"
           continue ;;
    esac
    case $line in
        'scripts/charts.sh'*|'pfbench draw'*)
            if [ "$have_gnuplot" = 0 ]; then
                echo "README.md:$nr: skipped (no gnuplot): $line"; continue
            fi ;;
    esac
    ran=$((ran + 1))
    (cd "$work" && eval "$cmd") > "$tmp/out.$nr" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
        bad "README.md:$nr exited with $rc: $line
$(tail -n 5 "$tmp/out.$nr")"
        break   # the later lines read what this one should have written
    fi
    ok "README.md:$nr: $line"
done < "$tmp/block.txt"
check "no command of the first-steps block ran" test "$ran" -gt 0

finish
