// peer_wmap.h: what the weighted-terrain peers share: reading a weighted map (a Moving AI .map
// of terrain labels), its costs file (X.costs beside X.map, warthog's --costs format) and its
// scenarios into libpf's pf_wgrid with pfbench's own readers (pf_weighted_io.h), and the path
// check with the costs file's real costs.
#ifndef PF_PEER_WMAP_H
#define PF_PEER_WMAP_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
#include "pf_grid.h"
#include "pf_io.h"
#include "pf_weighted_io.h"
}
#include "pf_weighted.h"
#include "peer_run.h"

namespace pf_peer {

// The costs file that goes with a map: X.costs beside X.map (the path with .map replaced).
inline std::string costs_beside(const std::string &map)
{
    std::string stem = map;
    if (stem.size() > 4 && stem.compare(stem.size() - 4, 4, ".map") == 0)
        stem.resize(stem.size() - 4);
    return stem + ".costs";
}

// A weighted map, its costs and its scenarios, read and checked; freed with the object.
struct WeightedInputs {
    struct pf_wgrid w;
    struct pf_scen scen;
    std::string map_name, costs_path;
    WeightedInputs() { std::memset(&w, 0, sizeof w); std::memset(&scen, 0, sizeof scen); }
    ~WeightedInputs()
    {
        pf_scen_free(&scen);
        pf_wgrid_free(&w);
    }
    WeightedInputs(const WeightedInputs &) = delete;
    WeightedInputs &operator=(const WeightedInputs &) = delete;
};

// Reads o.map, costs (empty: X.costs beside the map) and o.scen, builds the weighted map and
// checks the scenarios against it. On bad input: "prog: file:line: reason" and false.
inline bool read_weighted_inputs(const char *prog, const CommonOptions &o, const std::string &costs,
                                 WeightedInputs &in)
{
    struct pf_error err;
    in.costs_path = costs.empty() ? costs_beside(o.map) : costs;
    if (pf_wmap_read(o.map.c_str(), in.costs_path.c_str(), &in.w, &err) != PF_OK ||
        pf_scen_read(o.scen.c_str(), &in.scen, &err) != PF_OK ||
        pf_scen_check(&in.scen, o.scen.c_str(), &in.w.grid, o.map.c_str(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", prog, err.msg);
        return false;
    }
    in.map_name = file_stem(o.map, {".map"});
    return true;
}

// The path of cells (px, py) checked and costed by libpf's independent weighted check under
// rule m: true when it runs from start to goal by legal moves; cost the real cost (the costs
// file's numbers, sqrt 2 in double), fixed the fixed-point cost the searches order by.
inline bool check_wpath(const struct pf_wgrid *w, enum pf_moves m, const std::vector<int32_t> &px,
                        const std::vector<int32_t> &py, const struct pf_scen_entry *e, double *cost, pf_cost *fixed)
{
    std::vector<pf_node> nodes(px.size());
    for (size_t i = 0; i < px.size(); i++) {
        if (!pf_grid_in_bounds(&w->grid, px[i], py[i]))
            return false;
        nodes[i] = pf_grid_node(&w->grid, px[i], py[i]);
    }
    char why[200];
    return pf_wpath_validate(w, m, nodes.data(), (uint32_t)nodes.size(), pf_grid_node(&w->grid, e->sx, e->sy),
                             pf_grid_node(&w->grid, e->gx, e->gy), cost, fixed, why, sizeof why) == 1;
}

}  // namespace pf_peer

#endif
