// warthog_wgm.cc: pfbench-warthog's weighted part: warthog's astar_wgm (its A* on a
// vertex-labelled grid, vl_gridmap_expansion_policy, octile heuristic scaled by the least cost)
// on a weighted map, its costs file and its scenarios, as warthog's own app runs it.
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include <warthog/domain/labelled_gridmap.h>
#include <warthog/heuristic/octile_heuristic.h>
#include <warthog/search/vl_gridmap_expansion_policy.h>
#include <warthog/util/cost_table.h>

#include "../peer_wmap.h"
#include "runs_columns.h"
#include "warthog_search.h"

namespace pf_warthog {

using namespace pf_peer;

namespace {

const char *const PROG = "pfbench-warthog";
const char *const VARIANT = "warthog/astar_wgm";

// warthog's vertex-labelled grid filled with the map's labels, and its cost table with the
// costs file's numbers (what warthog's own readers make of the same two files; labels without
// a line stay NaN, warthog's "no cost", and never occur: pf_wgrid_build refused them).
void fill(const struct pf_wgrid *w, warthog::domain::vl_gridmap &map, warthog::util::cost_table &costs)
{
    for (int32_t y = 0; y < w->grid.height; y++)
        for (int32_t x = 0; x < w->grid.width; x++)
            map.set_label(uint32_t{map.to_padded_id_from_unpadded((uint32_t)x, (uint32_t)y)},
                          (warthog::dbword)pf_grid_char(&w->grid, x, y));
    for (int l = 1; l < 256; l++)
        if (w->label_cost[l] == w->label_cost[l])   // not NaN: the label has a cost
            costs[(uint8_t)l] = w->label_cost[l];
}

}  // namespace

int run_wgm(const Options &o)
{
    WeightedInputs in;
    if (!read_weighted_inputs(PROG, o, o.costs, in))
        return 2;
    const struct pf_wgrid *w = &in.w;
    warthog::domain::vl_gridmap map((uint32_t)w->grid.height, (uint32_t)w->grid.width);
    warthog::util::cost_table costs;
    fill(w, map, costs);

    // as warthog's run_wgm_astar: the octile heuristic times the least cost on the map
    auto *h = new warthog::heuristic::octile_heuristic(map.width(), map.height());
    const double lowest = costs.lowest_cost(map);
    h->set_hscale(lowest);
    SearcherOf<warthog::search::vl_gridmap_expansion_policy, warthog::heuristic::octile_heuristic> search(h, &map,
                                                                                                          costs);

    const std::vector<Query> todo = sample(in.scen, o.limit);
    const size_t nq = todo.size();
    std::vector<Answer> ans(nq);
    std::vector<int32_t> px, py;
    Clock::time_point started = Clock::now();
    auto answer = [&](size_t k, size_t) {
        const struct pf_scen_entry *e = todo[k].e;
        Answer &A = ans[k];
        A.ok = search.path(e->sx, e->sy, e->gx, e->gy, px, py, A);
        A.path_len = A.ok ? px.size() : 0;
        A.valid = A.ok && check_wpath(w, PF_MOVES_MEAN, px, py, e, &A.cost, nullptr);
    };
    auto timed = [&](size_t k, size_t) {
        const struct pf_scen_entry *e = todo[k].e;
        ans[k].times.push_back(search.timed(e->sx, e->sy, e->gx, e->gy));
    };
    run_schedule(o.timing, o.repeat, nq, 1, PROG, in.map_name, [&](size_t) { return VARIANT; }, answer, timed);

    std::printf("%s\n", pf_runs_header_prep_space);
    uint64_t invalid = 0, nopath = 0, mismatch = 0;
    for (size_t k = 0; k < nq; k++) {
        const struct pf_scen_entry *e = todo[k].e;
        const Answer &A = ans[k];
        invalid += !A.valid;
        nopath += !A.ok;
        mismatch += A.valid && std::fabs(A.cost - e->optimum) > pf_scen_tolerance(e);
        std::printf("%s,%s,%d,%d,%zu,%d,%s,warthog,octile,-,mean,%s,%s,,%s,,%d,1,%zu,"
                    "%llu,%llu,%llu,,,,%llu,%s,%llu,0,weighted,1,0,0\n",
                    in.map_name.c_str(), o.family.c_str(), w->grid.width, w->grid.height, todo[k].id, e->bucket,
                    VARIANT, A.ok ? "ok" : "nopath", A.ok ? fmt_g(A.cost).c_str() : "", fmt_g(e->optimum).c_str(),
                    A.valid ? 1 : 0, A.path_len, (unsigned long long)A.expanded, (unsigned long long)A.generated,
                    (unsigned long long)A.reopened, (unsigned long long)median(A.times), o.host.c_str(),
                    (unsigned long long)search.prep_ns);
    }
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s: done, %zu scenarios x 1 search, timed %s x %lu, in %.1f s; costs %s, heuristic "
                 "octile x %g", PROG, in.map_name.c_str(), nq, o.timing == TIMING_PASSES ? "passes" : "back-to-back",
                 o.repeat, std::chrono::duration<double>(Clock::now() - started).count(), in.costs_path.c_str(),
                 lowest);
    return finish_summary(PROG, nopath, invalid, 1, &mismatch, [&](size_t) { return VARIANT; });
}

}  // namespace pf_warthog
