#!/usr/bin/env bash
# parallel-run.sh: a sharded pfbench run on one machine with GNU parallel (one pinned job per core), merged into one result folder.
# docs/SHARDING.md explains sharding, merging and the timing caveat.

set -uo pipefail

prog=parallel-run
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
self="$here/$(basename "$0")"

usage() {
    cat <<'EOF'
Usage: scripts/parallel-run.sh [--help] [--jobs J] [--suite S] [--results DIR]
                               [--stamp STAMP] [--no-pin] [-- extra pfbench run options]

Run `pfbench run --suite S` as J shards (--shard 1/J .. J/J) with GNU parallel,
one job per core, each pinned to its own core with taskset when taskset is
installed, then `pfbench merge` the shards into one result folder and print
that folder's path on stdout (progress and errors go to stderr).

  --jobs J        jobs at once, and the number of shards (default: the cores
                  this process may use, nproc)
  --suite S       a suite of `pfbench run --help` (default: default)
  --results DIR   where everything goes (default: results)
  --stamp STAMP   names the run (default: the date, YYYYmmdd-HHMMSS); give the
                  stamp of an interrupted run to resume it
  --no-pin        do not pin jobs to cores
  -- OPTIONS      passed to every `pfbench run`, e.g. -- --maps 'gen-*' --quiet

Files: DIR/shards-STAMP/ (one result folder per shard), DIR/parallel-STAMP.log
(GNU parallel's --joblog), DIR/STAMP-merged/ (the merged result; DIR/latest
points at it).

Resuming: run the same command again with --stamp STAMP. GNU parallel's
--resume skips the jobs its joblog lists as done; a shard whose folder exists
but is incomplete continues with `pfbench run --resume`; a complete shard is
not run again.

The binary is $PFBENCH if set, else build/pfbench of this checkout.

Exit status: 0 merged; 1 a shard failed or the merge refused; 2 bad usage or
GNU parallel missing.

Internal mode (what each job runs; scripts/slurm-run.sh uses it too):
  scripts/parallel-run.sh --shard-job K/N --shards DIR [--cpu C] [-- OPTIONS]
runs or resumes shard K/N in DIR (pinned to core C when given; GNU parallel's
jobs give --slot S --cpus LIST instead: core number S-1 of LIST).
EOF
}

die() { echo "$prog: $*" >&2; exit "${2:-2}"; }

pfbench=${PFBENCH:-$root/build/pfbench}

# ------------------------------------------------------------------ one shard
# Run shard K/N into SHARDS: skip it when its folder is complete, resume it when its folder
# exists but is incomplete, else start it.
shard_job() {
    local kn=$1 shards=$2 cpu=$3
    shift 3
    local k=${kn%/*} n=${kn#*/}
    case $k/$n in
        [1-9]*/[1-9]*) ;;
        *) die "--shard-job: expected K/N, found '$kn'" ;;
    esac
    mkdir -p "$shards" || die "cannot create $shards" 1
    local dirs=() d
    shopt -s nullglob
    for d in "$shards"/*-shard"$k"-of-"$n"; do
        [ -L "$d" ] || dirs+=("$d")
    done
    shopt -u nullglob
    local pin_cmd=()
    if [ -n "$cpu" ] && command -v taskset > /dev/null 2>&1 && taskset -c "$cpu" true 2> /dev/null; then
        pin_cmd=(taskset -c "$cpu")
    fi
    exec 1>&2   # the job's output is progress; stdout of the script is the merged folder only
    if [ ${#dirs[@]} -gt 1 ]; then
        die "shard $k/$n has ${#dirs[@]} folders in $shards (${dirs[*]}); remove the extra ones" 1
    elif [ ${#dirs[@]} -eq 1 ]; then
        if grep -q '"complete": true' "${dirs[0]}/meta.json" 2> /dev/null; then
            echo "$prog: shard $k/$n is complete already: ${dirs[0]}"
            return 0
        fi
        echo "$prog: shard $k/$n: resuming ${dirs[0]}${pin_cmd:+ on core $cpu}"
        exec "${pin_cmd[@]}" "$pfbench" run "$@" --shard "$k/$n" --out "$shards" --resume "${dirs[0]}"
    fi
    echo "$prog: shard $k/$n${pin_cmd:+ on core $cpu}"
    exec "${pin_cmd[@]}" "$pfbench" run "$@" --shard "$k/$n" --out "$shards"
}

# The cores this process may run on (Cpus_allowed_list, e.g. "0-3,8"), one per line.
allowed_cpus() {
    local list
    list=$(sed -n 's/^Cpus_allowed_list:[[:space:]]*//p' /proc/self/status 2> /dev/null)
    [ -n "$list" ] || { seq 0 $(($(nproc) - 1)); return; }
    local part
    for part in ${list//,/ }; do
        case $part in
            *-*) seq "${part%-*}" "${part#*-}" ;;
            *) echo "$part" ;;
        esac
    done
}

# ------------------------------------------------------------------ options
jobs='' suite=default results=results stamp='' pin=1 shard_job_kn='' shards_dir='' cpu='' slot='' cpus=''
run_args=()
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --jobs|--suite|--results|--stamp|--shard-job|--shards|--cpu|--slot|--cpus)
            [ $# -ge 2 ] || die "option '$1' needs a value"
            case $1 in
                --jobs) jobs=$2 ;;
                --suite) suite=$2 ;;
                --results) results=$2 ;;
                --stamp) stamp=$2 ;;
                --shard-job) shard_job_kn=$2 ;;
                --shards) shards_dir=$2 ;;
                --cpu) cpu=$2 ;;
                --slot) slot=$2 ;;
                --cpus) cpus=$2 ;;
            esac
            shift ;;
        --jobs=*) jobs=${1#*=} ;;
        --suite=*) suite=${1#*=} ;;
        --results=*) results=${1#*=} ;;
        --stamp=*) stamp=${1#*=} ;;
        --no-pin) pin=0 ;;
        --) shift; run_args=("$@"); break ;;
        *) echo "$prog: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

if [ -n "$shard_job_kn" ]; then
    [ -n "$shards_dir" ] || die "--shard-job needs --shards DIR"
    if [ -z "$cpu" ] && [ -n "$slot" ] && [ -n "$cpus" ]; then
        IFS=, read -r -a cpu_of_slot <<< "$cpus"   # GNU parallel's job slot -> a core
        cpu=${cpu_of_slot[$(((slot - 1) % ${#cpu_of_slot[@]}))]}
    fi
    shard_job "$shard_job_kn" "$shards_dir" "$cpu" "${run_args[@]}"
    exit $?
fi

command -v parallel > /dev/null 2>&1 ||
    die "GNU parallel is not installed (Debian/Ubuntu: apt-get install parallel)"
[ -x "$pfbench" ] || die "no pfbench binary at $pfbench (run make, or set PFBENCH)"
if [ -z "$jobs" ]; then
    jobs=$(nproc 2> /dev/null || echo 1)
fi
case $jobs in
    ''|*[!0-9]*|0) die "--jobs: expected a whole number from 1, found '$jobs'" ;;
esac
[ -n "$stamp" ] || stamp=$(date +%Y%m%d-%H%M%S)
case $stamp in
    */*|'') die "--stamp: expected a name without '/', found '$stamp'" ;;
esac
n=$jobs
shards="$results/shards-$stamp"
joblog="$results/parallel-$stamp.log"
merged="$results/$stamp-merged"
mkdir -p "$shards" || die "cannot create $shards" 1

# one job per core: job slot s (1..J) runs on the s-th allowed core (wrapping around)
core_list=()
if [ "$pin" = 1 ] && command -v taskset > /dev/null 2>&1; then
    mapfile -t core_list < <(allowed_cpus)
elif [ "$pin" = 1 ]; then
    echo "$prog: note: taskset not found; jobs are not pinned to cores" >&2
fi
ncpu=${#core_list[@]}
if [ "$ncpu" -gt 0 ] && [ "$jobs" -gt "$ncpu" ]; then
    echo "$prog: note: $jobs jobs on $ncpu cores: some jobs share a core, which skews their times" >&2
fi

echo "$prog: suite $suite, $n shards, $jobs jobs at once, stamp $stamp" >&2
echo "$prog: shards in $shards, joblog $joblog" >&2
# {%} is GNU parallel's job slot (1..J): the job runs on core number slot-1 of the list
cpu_list=$(IFS=,; echo "${core_list[*]}")

# GNU parallel: -q passes each argument as it is (no shell globbing of the run options);
# --resume skips the jobs that the joblog lists as finished.
parallel --will-cite -q -j "$jobs" --joblog "$joblog" --resume \
    --tagstring "[shard {}/$n]" \
    bash "$self" --shard-job "{}/$n" --shards "$shards" --slot "{%}" --cpus "$cpu_list" \
    -- --suite "$suite" "${run_args[@]}" \
    ::: $(seq 1 "$n")
failed=$?
if [ $failed -ne 0 ]; then
    echo "$prog: $failed shard job(s) failed (see $joblog); rerun with --stamp $stamp to resume" >&2
    exit 1
fi

if [ -f "$merged/meta.json" ]; then
    echo "$prog: every shard is done and $merged exists already (stamp $stamp)" >&2
    echo "$merged"
    exit 0
fi
"$pfbench" merge --out "$merged" "$shards" > /dev/null || {
    echo "$prog: pfbench merge refused the shards in $shards (see above)" >&2
    exit 1
}
ln -sfn "$(basename "$merged")" "$results/latest" 2> /dev/null || true
echo "$prog: merged into $merged (resume or rerun: --stamp $stamp)" >&2
echo "$merged"
