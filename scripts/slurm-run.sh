#!/usr/bin/env bash
# slurm-run.sh: a sharded pfbench run on a Slurm cluster: a job array (one shard per task) and a dependent merge job.
# docs/SHARDING.md explains sharding, merging and the timing caveat.

set -uo pipefail

prog=slurm-run
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
self="$here/$(basename "$0")"

usage() {
    cat <<'EOF'
Usage: scripts/slurm-run.sh [--help] [--dry-run] [--shards N] [--suite S]
                            [--results DIR] [--stamp STAMP] [--sbatch OPTION]...
                            [-- extra pfbench run options]

Submit a sharded pfbench run to Slurm:
  1. a job array `sbatch --array=1-N`: task K runs `pfbench run --shard K/N`
     (K = $SLURM_ARRAY_TASK_ID) into DIR/shards-STAMP/, one CPU per task;
  2. a merge job `sbatch --dependency=afterok:<array job id>` that runs
     `pfbench merge` on the shards into DIR/STAMP-merged/ once every task has
     succeeded (it is cancelled if one fails: --kill-on-invalid-dep=yes).

  --dry-run        print the commands (a shell script) instead of running them
  --shards N       number of shards, the size of the array (default: 8)
  --suite S        a suite of `pfbench run --help` (default: default)
  --results DIR    where everything goes; must be on a file system that every
                   node sees (default: results)
  --stamp STAMP    names the run (default: the date, YYYYmmdd-HHMMSS)
  --sbatch OPTION  one more sbatch option for both jobs, e.g. --sbatch
                   --partition=short --sbatch --time=02:00:00 (repeatable;
                   SBATCH_PARTITION, SBATCH_ACCOUNT, SBATCH_TIMELIMIT work too)
  -- OPTIONS       passed to every `pfbench run`, e.g. -- --maps 'gen-*'

Slurm logs go to DIR/slurm-STAMP/shard-K.out and merge.out. A task that failed
can be submitted again with the same STAMP and --array=K: it resumes its shard
folder (pfbench run --resume). Shards on different nodes are timed on
different machines: pfbench merge lists the hosts and warns.

The binary is $PFBENCH if set, else build/pfbench of this checkout; it, this
checkout and DIR must be visible from the compute nodes.

Internal modes (what the jobs run): --task (one array task), --merge.
EOF
}

die() { echo "$prog: $*" >&2; exit "${2:-2}"; }

pfbench=${PFBENCH:-$root/build/pfbench}
mode=submit dry=0 shards=8 suite=default results=results stamp=''
sbatch_opts=()
run_args=()
while [ $# -gt 0 ]; do
    case $1 in
        -h|--help) usage; exit 0 ;;
        --dry-run) dry=1 ;;
        --task) mode=task ;;
        --merge) mode=merge ;;
        --shards|--suite|--results|--stamp|--sbatch)
            [ $# -ge 2 ] || die "option '$1' needs a value"
            case $1 in
                --shards) shards=$2 ;;
                --suite) suite=$2 ;;
                --results) results=$2 ;;
                --stamp) stamp=$2 ;;
                --sbatch) sbatch_opts+=("$2") ;;
            esac
            shift ;;
        --shards=*) shards=${1#*=} ;;
        --suite=*) suite=${1#*=} ;;
        --results=*) results=${1#*=} ;;
        --stamp=*) stamp=${1#*=} ;;
        --sbatch=*) sbatch_opts+=("${1#*=}") ;;
        --) shift; run_args=("$@"); break ;;
        *) echo "$prog: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
    shift
done
case $shards in
    ''|*[!0-9]*|0) die "--shards: expected a whole number from 1, found '$shards'" ;;
esac
[ -n "$stamp" ] || stamp=$(date +%Y%m%d-%H%M%S)
case $stamp in
    */*) die "--stamp: expected a name without '/', found '$stamp'" ;;
esac
abs_path() {   # an absolute path for DIR (the jobs may start elsewhere)
    case $1 in
        /*) echo "$1" ;;
        *) echo "$PWD/$1" ;;
    esac
}
results=$(abs_path "$results")
case $pfbench in
    /*) ;;
    *) pfbench=$(abs_path "$pfbench") ;;
esac
shard_dir="$results/shards-$stamp"
log_dir="$results/slurm-$stamp"
merged="$results/$stamp-merged"

# ------------------------------------------------------------------ inside the jobs
if [ $mode = task ]; then
    k=${SLURM_ARRAY_TASK_ID:-}
    [ -n "$k" ] || die "--task runs inside a Slurm array job (SLURM_ARRAY_TASK_ID is not set)" 1
    count=${SLURM_ARRAY_TASK_COUNT:-$shards}
    if [ "$count" != "$shards" ]; then
        # a task submitted again on its own (--array=K) sees a count of 1: N stays --shards
        echo "$prog: note: SLURM_ARRAY_TASK_COUNT is $count; shard $k of $shards as submitted first" >&2
    fi
    if ! [ "$k" -ge 1 ] 2> /dev/null || [ "$k" -gt "$shards" ]; then
        die "task $k is not a shard of 1..$shards" 1
    fi
    echo "$prog: task $k of array job ${SLURM_ARRAY_JOB_ID:-?} on $(hostname): shard $k/$shards" >&2
    PFBENCH=$pfbench exec bash "$here/parallel-run.sh" --shard-job "$k/$shards" --shards "$shard_dir" \
        -- --suite "$suite" "${run_args[@]}"
fi
if [ $mode = merge ]; then
    "$pfbench" merge --out "$merged" "$shard_dir" || exit 1
    ln -sfn "$(basename "$merged")" "$results/latest" 2> /dev/null || true
    exit 0
fi

# ------------------------------------------------------------------ submitting
q() { printf '%q' "$1"; }
task_cmd="PFBENCH=$(q "$pfbench") bash $(q "$self") --task --shards $shards --suite $(q "$suite")"
task_cmd+=" --results $(q "$results") --stamp $(q "$stamp") --"
for a in "${run_args[@]}"; do
    task_cmd+=" $(q "$a")"
done
merge_cmd="PFBENCH=$(q "$pfbench") bash $(q "$self") --merge --results $(q "$results") --stamp $(q "$stamp")"

array_job=(sbatch --parsable "--job-name=pfbench-$stamp" "--array=1-$shards" --ntasks=1 --cpus-per-task=1
           "--output=$log_dir/shard-%a.out" "${sbatch_opts[@]}" "--wrap=$task_cmd")
merge_job=(sbatch --parsable "--job-name=pfbench-$stamp-merge" --ntasks=1 --cpus-per-task=1
           --kill-on-invalid-dep=yes "--output=$log_dir/merge.out" "${sbatch_opts[@]}")

# A command line that sh reads back as the same words: plain words as they are, others in '...'.
words() {
    local w out=''
    for w in "$@"; do
        if [[ $w =~ ^[A-Za-z0-9_./=:,%+@-]+$ ]]; then
            out+=" $w"
        else
            out+=" '${w//\'/\'\\\'\'}'"
        fi
    done
    printf '%s' "${out# }"
}

if [ $dry = 1 ]; then
    echo "# pfbench on Slurm: $shards shards of suite $suite, stamp $stamp (dry run: nothing submitted)"
    echo "set -e"
    echo "mkdir -p $(words "$log_dir" "$shard_dir")"
    echo "ARRAY_JOB_ID=\$($(words "${array_job[@]}"))"
    # shellcheck disable=SC2016 # the dependency is expanded when the printed script runs
    echo "$(words "${merge_job[@]}") --dependency=afterok:\"\${ARRAY_JOB_ID%%;*}\" $(words "--wrap=$merge_cmd")"
    echo "# the merged result: $merged"
    exit 0
fi

command -v sbatch > /dev/null 2>&1 || die "sbatch not found: is this a Slurm login node? (try --dry-run)"
[ -x "$pfbench" ] || die "no pfbench binary at $pfbench (run make, or set PFBENCH)"
mkdir -p "$log_dir" "$shard_dir" || die "cannot create $log_dir and $shard_dir" 1
out=$("${array_job[@]}") || die "sbatch of the job array failed" 1
array_id=${out%%;*}
out=$("${merge_job[@]}" "--dependency=afterok:$array_id" "--wrap=$merge_cmd") ||
    die "sbatch of the merge job failed (the array job $array_id is submitted; scancel $array_id?)" 1
merge_id=${out%%;*}
echo "$prog: submitted array job $array_id ($shards shards) and merge job $merge_id (afterok:$array_id)" >&2
echo "$prog: logs in $log_dir; watch with: squeue -j $array_id,$merge_id" >&2
echo "$prog: the merged result will be $merged" >&2
echo "$merged"
