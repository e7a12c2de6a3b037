# run-dir.sh: sourced by charts.sh and report.sh: take the one RUN_DIR argument (and --help).
# The caller defines prog, usage and die; on return run_dir holds the folder as given.
parse_run_dir() {
    run_dir=
    while [ $# -gt 0 ]; do
        case $1 in
            -h|--help) usage; exit 0 ;;
            --) shift; break ;;
            -*) echo "$prog: unknown option: $1" >&2; usage >&2; exit 2 ;;
            *) [ -z "$run_dir" ] || die "only one RUN_DIR expected (got '$run_dir' and '$1')"
               run_dir=$1 ;;
        esac
        shift
    done
    if [ $# -gt 0 ]; then
        [ -z "$run_dir" ] && [ $# -eq 1 ] || die "only one RUN_DIR expected"
        run_dir=$1
    fi
    [ -n "$run_dir" ] || { usage >&2; exit 2; }
    [ -d "$run_dir" ] || die "run folder not found: $run_dir"
}
