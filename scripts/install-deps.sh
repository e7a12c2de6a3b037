#!/usr/bin/env bash
# install-deps.sh: install the Debian packages pfbench needs (as root, or through sudo).
# --check only reports what is missing (exit 1 if anything is); --peers adds the optional
# peers (Boost.Graph, Node.js + PathFinding.js); --fuzz adds clang for the fuzzers.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: scripts/install-deps.sh [--check] [--peers] [--fuzz] [--help]

Installs what pfbench needs on Debian/Ubuntu with apt-get:
  build:   cmake g++ gcc make pkg-config libjansson-dev (JSON: results, Posthoc traces) libbenchmark-dev (timing)
           gnuplot-nox (charts)
           libbenchmark-tools python3-scipy (Google Benchmark's compare.py)
  tests:   valgrind parallel (GNU parallel, for the sharding example)
  --peers: libboost-graph-dev nodejs npm (peers run side by side with pfbench) and the
           npm package of PathFinding.js under harness/peers/pathfinding
  --fuzz:  clang libclang-rt-dev (libFuzzer and the sanitizers)
  --check: install nothing; list what is missing and exit 1 if anything is.
Run as root, or as a user who may use sudo. Without either it prints the apt-get line.
USAGE
}

check_only=0 peers=0 fuzz=0
for a in "$@"; do
    case "$a" in
        --check) check_only=1 ;;
        --peers) peers=1 ;;
        --fuzz) fuzz=1 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install-deps.sh: unknown option '$a' (see --help)" >&2; exit 2 ;;
    esac
done

pkgs=(cmake gcc g++ make pkg-config libjansson-dev libbenchmark-dev libbenchmark-tools python3-scipy gnuplot-nox valgrind parallel jq)
if [ "$peers" = 1 ]; then
    pkgs+=(libboost-graph-dev)
    # a Node.js from elsewhere (nvm, nodesource) is fine; else Debian's
    command -v node >/dev/null || pkgs+=(nodejs)
    command -v npm >/dev/null || pkgs+=(npm)
fi
[ "$fuzz" = 1 ] && pkgs+=(clang libclang-rt-dev)

missing=()
for p in "${pkgs[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

root_dir="$(cd "$(dirname "$0")/.." && pwd)"
npm_missing=0
if [ "$peers" = 1 ] && [ ! -d "$root_dir/harness/peers/pathfinding/node_modules/pathfinding" ]; then
    npm_missing=1
fi

if [ ${#missing[@]} -eq 0 ] && [ "$npm_missing" = 0 ]; then
    [ "$check_only" = 1 ] && echo "install-deps.sh: everything needed is installed"
    exit 0
fi
if [ "$check_only" = 1 ]; then
    [ ${#missing[@]} -gt 0 ] && echo "install-deps.sh: missing Debian packages: ${missing[*]}"
    [ "$npm_missing" = 1 ] && echo "install-deps.sh: missing npm package: pathfinding (harness/peers/pathfinding)"
    exit 1
fi

if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        sudo=()
    elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
        sudo=(sudo)
    else
        echo "install-deps.sh: cannot install as this user. Please run:" >&2
        echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
    echo "install-deps.sh: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [ "$npm_missing" = 1 ]; then
    echo "install-deps.sh: installing PathFinding.js (npm ci in harness/peers/pathfinding)"
    (cd "$root_dir/harness/peers/pathfinding" && npm ci --no-audit --no-fund --loglevel=error)
fi
