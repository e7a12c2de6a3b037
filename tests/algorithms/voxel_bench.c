/* voxel_bench.c: a standalone benchmark (not a test) of the voxel searches: runs one search
 * over the first N queries of a .3dscen and prints expansions per second, the bytes of search
 * state per touched voxel and the peak memory of the process. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "pf_voxel_io.h"

static double seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void usage(void)
{
    fprintf(stderr, "usage: voxel_bench MAP.3dmap [SCEN.3dscen] [-n LINES] [--skip LINES]\n"
                    "                   [--h zero|octile3d|euclidean|chebyshev|manhattan|bfs] [--open heap|bucket|list]\n"
                    "                   [--warm]\n"
                    "Runs the search on the first LINES queries (default 1000; the scenario defaults to\n"
                    "MAP.3dscen) and prints expansions per second (process CPU time of the searches),\n"
                    "search-state bytes per touched voxel and the peak resident memory. --warm runs the\n"
                    "queries once, untimed, before the timed pass, so that the context has grown to the\n"
                    "largest of them and no timed query runs again after growing (steady state).\n");
}

int main(int argc, char **argv)
{
    const char *map = NULL, *scen = NULL, *hname = "octile3d", *oname = "heap";
    long lines = 1000, skip = 0;
    int warm = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            lines = atol(argv[++i]);
        else if (strcmp(argv[i], "--skip") == 0 && i + 1 < argc)
            skip = atol(argv[++i]);
        else if (strcmp(argv[i], "--h") == 0 && i + 1 < argc)
            hname = argv[++i];
        else if (strcmp(argv[i], "--open") == 0 && i + 1 < argc)
            oname = argv[++i];
        else if (strcmp(argv[i], "--warm") == 0)
            warm = 1;
        else if (argv[i][0] == '-') {
            usage();
            return 2;
        } else if (!map)
            map = argv[i];
        else if (!scen)
            scen = argv[i];
        else {
            usage();
            return 2;
        }
    }
    if (!map || lines < 1 || skip < 0) {
        usage();
        return 2;
    }
    char scen_buf[4096];
    if (!scen) {
        snprintf(scen_buf, sizeof scen_buf, "%s.3dscen", map);
        scen = scen_buf;
    }
    int bfs = strcmp(hname, "bfs") == 0;
    const struct pf_voxel_heuristic *h = bfs ? NULL : pf_voxel_heuristic_find(hname);
    const struct pf_open_ops *open = strcmp(oname, "heap") == 0 ? &pf_open_heap
                                     : strcmp(oname, "bucket") == 0 ? &pf_open_bucket
                                     : strcmp(oname, "list") == 0 ? &pf_open_list : NULL;
    if ((!bfs && !h) || !open) {
        usage();
        return 2;
    }

    struct pf_voxels v;
    struct pf_voxel_scen s;
    struct pf_error err;
    double t0 = seconds(CLOCK_MONOTONIC);
    if (pf_voxel_map_read(map, &v, pf_voxel_default_max_bytes(), &err) != PF_OK ||
        pf_voxel_scen_read(scen, &s, &err) != PF_OK || pf_voxel_scen_check(&s, scen, &v, map, &err) != PF_OK) {
        fprintf(stderr, "voxel_bench: %s\n", err.msg);
        return 1;
    }
    double load = seconds(CLOCK_MONOTONIC) - t0;
    struct pf_voxel_ctx *c = pf_voxel_ctx_create(&v, 0);
    if (!c) {
        fprintf(stderr, "voxel_bench: out of memory\n");
        return 1;
    }
    for (size_t i = (size_t)skip; warm && i < s.n && i < (size_t)(skip + lines); i++) {
        const struct pf_voxel_query *q = &s.q[i];
        pf_node a = pf_voxel_node(&v, q->sx, q->sy, q->sz), b = pf_voxel_node(&v, q->gx, q->gy, q->gz);
        struct pf_voxel_result r;
        if (bfs)
            pf_voxel_bfs(c, a, b, &r);
        else
            pf_voxel_astar(c, h, open, 1.0, a, b, &r);
    }
    uint64_t expanded = 0, generated = 0, pushes = 0, decreases = 0, touched = 0, state = 0, restarts = 0;
    long n = 0, wrong = 0, failed = 0;
    double cpu = 0, max_bpn = 0;
    for (size_t i = (size_t)skip; i < s.n && n < lines; i++, n++) {
        const struct pf_voxel_query *q = &s.q[i];
        pf_node a = pf_voxel_node(&v, q->sx, q->sy, q->sz), b = pf_voxel_node(&v, q->gx, q->gy, q->gz);
        struct pf_voxel_result r;
        double c0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
        int rc = bfs ? pf_voxel_bfs(c, a, b, &r) : pf_voxel_astar(c, h, open, 1.0, a, b, &r);
        cpu += seconds(CLOCK_PROCESS_CPUTIME_ID) - c0;
        if (rc != PF_OK)
            failed++;
        else if (!bfs && fabs(r.cost - q->optimum) > pf_voxel_query_tolerance(q))
            wrong++;
        expanded += r.c.expanded;
        generated += r.c.generated;
        pushes += r.c.pushes;
        decreases += r.c.decreases;
        touched += r.touched;
        state += r.state_bytes;
        restarts += r.restarts;
        if (r.touched && (double)r.state_bytes / (double)r.touched > max_bpn)
            max_bpn = (double)r.state_bytes / (double)r.touched;
    }
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("map %s: %dx%dx%d, %llu blocked, bit volume %.1f MB, read in %.2f s\n", map, v.w, v.h,
           v.d, (unsigned long long)v.blocked, (double)pf_voxels_bytes(v.w, v.h, v.d) / 1e6, load);
    printf("search %s/%s: %ld queries from line %ld%s, %ld failed, %ld not the published optimum\n",
           bfs ? "bfs" : h->info.name, bfs ? "fifo" : open->name, n, skip, warm ? " (after a warm-up pass)" : "",
           failed, wrong);
    printf("expanded %llu, generated %llu, pushed %llu, decreased %llu in %.3f s CPU: %.2f M expansions/s\n",
           (unsigned long long)expanded, (unsigned long long)generated, (unsigned long long)pushes,
           (unsigned long long)decreases, cpu,
           cpu > 0 ? (double)expanded / cpu / 1e6 : 0.0);
    printf("search state: %.1f bytes per touched voxel on average (worst query %.1f), %llu state "
           "growths; context with its open list %.1f MB\n", touched ? (double)state / (double)touched : 0.0, max_bpn,
           (unsigned long long)restarts, (double)pf_voxel_ctx_bytes(c) / 1e6);
    printf("peak resident memory: %.1f MB\n", (double)ru.ru_maxrss / 1024.0);
    pf_voxel_ctx_destroy(c);
    pf_voxel_scen_free(&s);
    pf_voxels_free(&v);
    return failed || wrong ? 1 : 0;
}
