#!/usr/bin/env bash
# report.sh: RUN_DIR/report.md (and summary.csv, speed.csv, validate.txt) of a pfbench result
# folder: a thin wrapper over `pfbench report`, which computes every figure; kept so that
# `scripts/report.sh RUN_DIR` still works. The binary: $PFBENCH, else build/pfbench of this tree.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
pfbench=${PFBENCH:-$root/build/pfbench}
case ${1:-} in
    -h|--help)
        echo "usage: scripts/report.sh [pfbench report options] [RUN_DIR]"
        echo "Runs '$pfbench report' (set PFBENCH to use another binary); see 'pfbench report --help'."
        exit 0 ;;
esac
[ -x "$pfbench" ] || { echo "report: pfbench not found at $pfbench (run make, or set PFBENCH)" >&2; exit 2; }
exec "$pfbench" report "$@"
