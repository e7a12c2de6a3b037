// boost_rows.h: the runs.csv header and rows of the voxel and node-graph Boost peers (the grid
// peer's 27 columns, then domain, depth, touched and state_bytes, as docs/FORMATS.md has them).
#ifndef PF_BOOST_ROWS_H
#define PF_BOOST_ROWS_H

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "../peer_run.h"
#include "runs_columns.h"
#include "boost_search.h"

namespace pf_boost {

// the runs.csv header of the columns these peers fill (harness/results/runs_columns.h)
const char *const DOMAIN_HEADER = pf_runs_header_space;

// What one (query, search) gave: the untimed run's answer, counters and state, and the timed solves.
struct Answer {
    bool ok = false, valid = false;
    double cost = 0;
    size_t path_len = 0;
    Events ev;
    uint64_t touched = 0, state_bytes = 0;
    std::vector<uint64_t> times;
    double cpu_s = 0;   // thread CPU time of the timed solves (the voxel peer's summary)
};

// The columns that are the same on every row of a run.
struct RunColumns {
    std::string map, family, host, domain, moves;
    long long width = 0, height = 0, depth = 1;
};

// A search's names in the variant, algo and heuristic columns.
struct SearchNames {
    const char *variant, *algo, *heuristic;
};

// One row: optimum < 0 leaves scen_optimum empty; cost is written with %.15g, empty unless ok.
inline void print_row(const RunColumns &c, const SearchNames &n, size_t scen_id, int bucket, const Answer &A,
                      bool should_be_optimal, double optimum)
{
    const Events &ev = A.ev;
    std::printf("%s,%s,%lld,%lld,%zu,%d,%s,%s,%s,boost,%s,%s,%s,,%s,,%d,%d,%zu,"
                "%llu,%llu,%llu,%llu,%llu,%llu,%llu,%s,%s,%lld,%llu,%llu\n",
                c.map.c_str(), c.family.c_str(), c.width, c.height, scen_id, bucket, n.variant, n.algo, n.heuristic,
                c.moves.c_str(), A.ok ? "ok" : "nopath", A.ok ? pf_peer::fmt_g(A.cost).c_str() : "",
                optimum >= 0 ? pf_peer::fmt_g(optimum).c_str() : "", A.valid ? 1 : 0, should_be_optimal ? 1 : 0,
                A.path_len, (unsigned long long)ev.examined, (unsigned long long)ev.edges,
                (unsigned long long)ev.reopened, (unsigned long long)ev.pushes(), (unsigned long long)ev.decreases(),
                (unsigned long long)ev.max_open, (unsigned long long)pf_peer::median(A.times), c.host.c_str(),
                c.domain.c_str(), c.depth, (unsigned long long)A.touched, (unsigned long long)A.state_bytes);
}

}  // namespace pf_boost

#endif
