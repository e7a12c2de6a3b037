// boost_rows.h: the runs.csv header and row of the voxel and node-graph Boost peers (the grid
// peer's 27 columns, then domain, touched and state_bytes), and their summary line.
#ifndef PF_BOOST_ROWS_H
#define PF_BOOST_ROWS_H

#include <cstdint>
#include <cstdio>
#include <string>

#include "../peer_run.h"
#include "boost_search.h"

namespace pf_boost {

const char *const DOMAIN_HEADER =
    "map,family,width,height,scen_id,bucket,variant,algo,heuristic,open,moves,"
    "status,cost,dijkstra_cost,scen_optimum,subopt,valid,should_be_optimal,"
    "path_len,expanded,generated,reopened,pushes,decreases,max_open,time_ns,host,"
    "domain,touched,state_bytes";

// One row's values; cost and optimum are written with %.15g, empty when absent.
struct Row {
    std::string map, family, host, domain, variant, algo, heuristic, moves;
    long long width = 0, height = 0;
    size_t scen_id = 0;
    int bucket = 0;
    bool ok = false, valid = false, should_be_optimal = true;
    double cost = 0;
    bool has_optimum = false;
    double optimum = 0;
    size_t path_len = 0;
    Events ev;
    uint64_t time_ns = 0, touched = 0, state_bytes = 0;
};

inline void print_row(const Row &r)
{
    std::printf("%s,%s,%lld,%lld,%zu,%d,%s,%s,%s,boost,%s,%s,%s,,%s,,%d,%d,%zu,"
                "%llu,%llu,%llu,%llu,%llu,%llu,%llu,%s,%s,%llu,%llu\n",
                r.map.c_str(), r.family.c_str(), r.width, r.height, r.scen_id, r.bucket, r.variant.c_str(),
                r.algo.c_str(), r.heuristic.c_str(), r.moves.c_str(), r.ok ? "ok" : "nopath",
                r.ok ? pf_peer::fmt_g(r.cost).c_str() : "", r.has_optimum ? pf_peer::fmt_g(r.optimum).c_str() : "",
                r.valid ? 1 : 0, r.should_be_optimal ? 1 : 0, r.path_len, (unsigned long long)r.ev.examined,
                (unsigned long long)r.ev.edges, (unsigned long long)r.ev.reopened,
                (unsigned long long)r.ev.pushes(), (unsigned long long)r.ev.decreases(),
                (unsigned long long)r.ev.max_open, (unsigned long long)r.time_ns, r.host.c_str(),
                r.domain.c_str(), (unsigned long long)r.touched, (unsigned long long)r.state_bytes);
}

}  // namespace pf_boost

#endif
