/* gbench_stub.c: stands in for gbench_shim.cc when Google Benchmark is not built in. The
 * top-level CMakeLists compiles every C file of harness/ into pfbench, so this one is always
 * built; it is empty when the shim is used (harness/gbench.cmake defines PF_HAVE_GBENCH). */
#ifndef PF_HAVE_GBENCH

#include <stdio.h>
#include "gbench.h"

int pf_gbench_run(const struct pf_gbench_job *jobs, size_t njobs, const char *json_path,
                  double min_time, const struct pf_gbench_context *ctx, size_t nctx)
{
    (void)jobs;
    (void)njobs;
    (void)json_path;
    (void)min_time;
    (void)ctx;
    (void)nctx;
    fprintf(stderr, "pfbench: Google Benchmark is not built in (install libbenchmark-dev: "
                    "scripts/install-deps.sh) - skipping gbench.json\n");
    return -1;
}

int pf_gbench_available(void)
{
    return 0;
}

#else
/* ISO C wants at least one declaration in a translation unit. */
typedef int pf_gbench_stub_unused;
#endif
