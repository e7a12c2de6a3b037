#!/usr/bin/env bash
# peers-table.sh: peers.csv and peers.md of a bench-peers run folder: a thin wrapper over
# `pfbench report --peers PAIRS RUN_DIR`, which computes the ratios (per map and pair, the
# median over the shared scenario lines of peer time / pfbench time).
# PAIRS: the file of pairs raced, "PEER_VARIANT<TAB>PFBENCH_VARIANT" per line (bench-peers.sh owns
# the list); without it, $PEERS_PAIRS, else the run's copy RUN_DIR/peers-pairs.tsv, else
# scripts/peers-pairs.tsv.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
pfbench=${PFBENCH:-$here/../build/pfbench}
if [ $# -lt 1 ] || [ $# -gt 2 ] || [ "$1" = "--help" ] || [ "$1" = "-h" ]; then
    echo "usage: scripts/peers-table.sh RUN_DIR [PAIRS]   (called by scripts/bench-peers.sh)"
    exit 0
fi
default_pairs=$here/peers-pairs.tsv
[ -f "$1/peers-pairs.tsv" ] && default_pairs=$1/peers-pairs.tsv
pairs=${2:-${PEERS_PAIRS:-$default_pairs}}
[ -x "$pfbench" ] || { echo "peers-table.sh: pfbench not found at $pfbench (run make, or set PFBENCH)" >&2; exit 2; }
exec "$pfbench" report --quiet --peers "$pairs" "$1"
