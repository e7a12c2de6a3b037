// warthog_search.h: what both parts of pfbench-warthog share (the grid searches of
// warthog_peer.cc and the weighted one of warthog_wgm.cc): the options, one warthog search
// built once per map and called through warthog's library API, and what one solve gave.
#ifndef PF_WARTHOG_SEARCH_H
#define PF_WARTHOG_SEARCH_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <warthog/search/dummy_listener.h>
#include <warthog/search/problem_instance.h>
#include <warthog/search/search_parameters.h>
#include <warthog/search/solution.h>
#include <warthog/search/unidirectional_search.h>
#include <warthog/util/pqueue.h>

#include "../peer_run.h"

namespace pf_warthog {

using pf_peer::Clock;

enum Algo { ALGO_ASTAR, ALGO_DIJKSTRA, ALGO_JPS, ALGO_JPS2, ALGO_JPSP, ALGO_JPS2P, ALGO_WGM, ALGO_COUNT };
const char *const ALGO_NAME[ALGO_COUNT] = {"astar", "dijkstra", "jps", "jps2", "jps+", "jps2+", "astar_wgm"};

struct Options : pf_peer::CommonOptions {
    std::vector<Algo> algos{ALGO_ASTAR, ALGO_DIJKSTRA, ALGO_JPS, ALGO_JPS2, ALGO_JPSP, ALGO_JPS2P};
    std::string costs;   // --costs FILE (weighted maps; empty: X.costs beside X.map)
};

// What one untimed solve gave: the path as cells (jump points expanded), and
// warthog's own counters.
struct Answer {
    bool ok = false, valid = false;
    double cost = 0;
    size_t path_len = 0;
    uint64_t expanded = 0, generated = 0, reopened = 0;
    std::vector<uint64_t> times;
};

// One warthog search on the map, built once: prep_ns is the time its
// expansion policy took to build (JPS's rotated map; JPS+'s jump table).
class Searcher {
public:
    virtual ~Searcher() = default;
    // untimed: the path from (sx,sy) to (gx,gy) as warthog returns it
    // (cells, or jump points for the JPS family), start first
    virtual bool path(int32_t sx, int32_t sy, int32_t gx, int32_t gy, std::vector<int32_t> &px,
                      std::vector<int32_t> &py, Answer &A) = 0;
    // timed: one get_path call (search and path extraction), in ns
    virtual uint64_t timed(int32_t sx, int32_t sy, int32_t gx, int32_t gy) = 0;
    uint64_t prep_ns = 0, prep_bytes = 0;
};

// A search of expansion policy Expander (built from args, timed as prep_ns) and heuristic h
// (owned), with warthog's binary heap and its default stopping rule, as warthog's apps run it.
template <class Expander, class Heuristic>
class SearcherOf : public Searcher {
public:
    template <class... Args>
    SearcherOf(Heuristic *h, Args &&...args)
    {
        Clock::time_point t0 = Clock::now();
        expander_.reset(new Expander(std::forward<Args>(args)...));
        prep_ns = pf_peer::ns_between(t0, Clock::now());
        heuristic_.reset(h);
        // warthog's apps pass no listener and its search then calls the empty callbacks through
        // a null pointer (undefined behaviour, caught by UBSan); an empty listener object costs
        // the same and is defined
        search_.reset(new Search(heuristic_.get(), expander_.get(), &open_, &listener_));
        // a locator with a precomputed table (JPS+'s, warthog_peer.cc) reports its bytes
        if constexpr (requires(Expander & e) { e.get_jump_point().table_bytes(); })
            prep_bytes = expander_->get_jump_point().table_bytes();
    }

    bool path(int32_t sx, int32_t sy, int32_t gx, int32_t gy, std::vector<int32_t> &px,
              std::vector<int32_t> &py, Answer &A) override
    {
        run(sx, sy, gx, gy);
        px.clear();
        py.clear();
        for (warthog::pack_id id : sol_.path_) {
            int32_t x, y;
            expander_->get_xy(id, x, y);
            px.push_back(x);
            py.push_back(y);
        }
        A.expanded = sol_.met_.nodes_expanded_;
        A.generated = sol_.met_.nodes_generated_;
        A.reopened = sol_.met_.nodes_reopen_;
        return !sol_.path_.empty();
    }

    uint64_t timed(int32_t sx, int32_t sy, int32_t gx, int32_t gy) override
    {
        warthog::search::problem_instance pi(expander_->get_pack(sx, sy), expander_->get_pack(gx, gy));
        sol_.reset();
        Clock::time_point t0 = Clock::now();
        search_->get_path(&pi, &par_, &sol_);
        Clock::time_point t1 = Clock::now();
        return pf_peer::ns_between(t0, t1);
    }

private:
    typedef warthog::search::unidirectional_search<Heuristic, Expander, warthog::util::pqueue_min> Search;

    void run(int32_t sx, int32_t sy, int32_t gx, int32_t gy)
    {
        warthog::search::problem_instance pi(expander_->get_pack(sx, sy), expander_->get_pack(gx, gy));
        sol_.reset();
        search_->get_path(&pi, &par_, &sol_);
    }

    std::unique_ptr<Expander> expander_;
    std::unique_ptr<Heuristic> heuristic_;
    warthog::util::pqueue_min open_;
    warthog::search::dummy_listener listener_;
    std::unique_ptr<Search> search_;
    warthog::search::search_parameters par_;
    warthog::search::solution sol_;
};

// warthog's astar_wgm (warthog_wgm.cc): on the weighted map o.map with its costs file and the
// scenarios o.scen, rows in runs.csv format with domain weighted and moves mean; the exit status.
int run_wgm(const Options &o);

}  // namespace pf_warthog

#endif
