// warthog_peer.cc: pfbench peer that times warthog's grid searches (A*,
// Dijkstra, JPS, JPS2, JPS+, JPS2+) on Moving AI scenarios, and astar_wgm on weighted
// maps (warthog_wgm.cc).
//
// The map and scenario files are read with libpf's own C readers, warthog's
// gridmap is filled from libpf's grid (land passable, the rest blocked), and
// every scenario is solved with each selected search through warthog's library
// API (unidirectional_search::get_path). One runs.csv row per (scenario,
// search) goes to stdout; see README.md here.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include <jps/jump/jump_point_offline.h>
#include <jps/jump/jump_point_online.h>
#include <jps/search/jps_expansion_policy.h>
#include <jps/search/jps_prune_expansion_policy.h>
#include <warthog/domain/gridmap.h>
#include <warthog/heuristic/octile_heuristic.h>
#include <warthog/heuristic/zero_heuristic.h>
#include <warthog/search/gridmap_expansion_policy.h>
#include <warthog/search/unidirectional_search.h>
#include <warthog/util/pqueue.h>

// libpf's headers are plain C without __cplusplus guards: give the functions
// they declare C linkage here.
extern "C" {
#include "pf_grid.h"
#include "pf_io.h"
}
#include "../peer_path.h"
#include "../peer_run.h"
#include "runs_columns.h"
#include "warthog_search.h"

namespace {

using namespace pf_peer;
using namespace pf_warthog;

const char *const PROG = "pfbench-warthog";

const char *const USAGE =
    "usage: pfbench-warthog --map M.map --scen S.scen [options]\n"
    "\n"
    "Times warthog's grid searches (warthog-core: astar, dijkstra, astar_wgm;\n"
    "warthog-jps: jps, jps2, jps+, jps2+) on Moving AI scenarios and prints runs.csv rows\n"
    "(docs/FORMATS.md) plus prep_ns and prep_bytes on stdout. Progress goes to\n"
    "stderr.\n"
    "\n"
    "options:\n"
    "  --map FILE       Moving AI .map file (required)\n"
    "  --scen FILE      Moving AI .scen file for that map (required)\n"
    "  --algos LIST     comma separated subset of astar,dijkstra,jps,jps2,jps+,\n"
    "                   jps2+ (default: all six), or astar_wgm alone: warthog's\n"
    "                   A* on a weighted map (see below)\n"
    "  --costs FILE     astar_wgm: the costs file, one 'LABEL COST' a line\n"
    "                   (default: X.costs beside X.map)\n"
    PF_PEER_USAGE_REPEAT
    PF_PEER_USAGE_TIMING
    "  --limit N        use at most N scenario lines, sampled evenly over the\n"
    "                   file: with n lines, line floor(i*n/N) for i = 0..N-1.\n"
    "                   scen_id keeps the original 0-based line index.\n"
    "                   Default (or 0): all lines.\n"
    PF_PEER_USAGE_FAMILY_HOST_HELP
    "\n"
    "Movement: warthog's, 8 neighbours without corner cutting; cardinal steps\n"
    "cost 1, diagonal sqrt 2 (warthog's own sums use a single-precision sqrt 2;\n"
    "the cost column is recomputed from the path). Land ('.', 'G', 'S') is\n"
    "passable, '@', 'O', 'T' blocked; warthog has one terrain class, so a map\n"
    "with water ('W') is refused.\n"
    "\n"
    "astar_wgm: the map's cells are terrain labels with costs (0: blocked); a\n"
    "cardinal move costs the mean of its two cells, a diagonal one sqrt 2 times\n"
    "the mean of its 2x2 square (warthog's vl_gridmap_expansion_policy, pfbench's\n"
    "rule 'mean'); the octile heuristic is scaled by the least cost on the map.\n"
    "Rows have domain weighted, moves mean; the cost column is recomputed from\n"
    "the path with the costs file's numbers (libpf's pf_wpath_validate).\n"
    "\n"
    PF_PEER_USAGE_EXIT;

// the runs.csv header of the columns this peer fills (harness/results/runs_columns.h)
const char *const HEADER = pf_runs_header_prep;

// ------------------------------------------------------------------ options

std::vector<Algo> parse_algos(const std::string &list)
{
    std::vector<Algo> out;
    size_t p = 0;
    for (;;) {
        size_t c = list.find(',', p);
        std::string item = list.substr(p, c == std::string::npos ? std::string::npos : c - p);
        if (!item.empty()) {
            int a = 0;
            while (a < ALGO_COUNT && item != ALGO_NAME[a])
                a++;
            if (a == ALGO_COUNT)
                usage_error(PROG, "unknown algorithm '" + item +
                                      "' (known: astar,dijkstra,jps,jps2,jps+,jps2+,astar_wgm)");
            if (std::find(out.begin(), out.end(), (Algo)a) == out.end())
                out.push_back((Algo)a);
        }
        if (c == std::string::npos)
            break;
        p = c + 1;
    }
    if (out.empty())
        usage_error(PROG, "--algos is empty");
    if (out.size() > 1 && std::find(out.begin(), out.end(), ALGO_WGM) != out.end())
        usage_error(PROG, "astar_wgm runs alone: it takes a weighted map (labels and a costs file), the others a "
                          "plain one");
    return out;
}

Options parse_args(int argc, char **argv)
{
    Options o;
    parse_common(argc, argv, PROG, USAGE, o, [&](const std::string &a, const std::function<std::string()> &value) {
        if (a == "--algos")
            o.algos = parse_algos(value());
        else if (a == "--costs")
            o.costs = value();
        else
            return false;
        return true;
    });
    if (!o.costs.empty() && o.algos[0] != ALGO_WGM)
        usage_error(PROG, "--costs goes with --algos astar_wgm");
    return o;
}

// ------------------------------------------------------------ searches

// JPS+'s jump-point locator with one addition: the size of its precomputed
// jump table (warthog's own jump_point_table::mem() counts one entry per cell,
// not the eight it stores, and the expander's mem() leaves the table out).
class counted_offline : public jps::jump::jump_point_offline<> {
public:
    using jump_point_offline::jump_point_offline;
    size_t table_bytes() const
    {
        return (size_t)jump_table_.cells * sizeof(decltype(jump_table_)::cell);
    }
};

std::unique_ptr<Searcher> make_searcher(Algo a, warthog::domain::gridmap *map)
{
    using namespace jps::search;
    using warthog::heuristic::octile_heuristic;
    using warthog::heuristic::zero_heuristic;
    using warthog::search::gridmap_expansion_policy;
    using online = jps::jump::jump_point_online;
    auto octile = [&] { return new octile_heuristic(map->width(), map->height()); };
    switch (a) {
    case ALGO_ASTAR:
        return std::make_unique<SearcherOf<gridmap_expansion_policy, octile_heuristic>>(octile(), map);
    case ALGO_DIJKSTRA:
        return std::make_unique<SearcherOf<gridmap_expansion_policy, zero_heuristic>>(new zero_heuristic(), map);
    case ALGO_JPS:
        return std::make_unique<SearcherOf<jps_expansion_policy<online>, octile_heuristic>>(octile(), map);
    case ALGO_JPS2:
        return std::make_unique<SearcherOf<jps_prune_expansion_policy<online>, octile_heuristic>>(octile(), map);
    case ALGO_JPSP:
        return std::make_unique<SearcherOf<jps_expansion_policy<counted_offline>, octile_heuristic>>(octile(), map);
    case ALGO_JPS2P:
        return std::make_unique<SearcherOf<jps_prune_expansion_policy<counted_offline>, octile_heuristic>>(octile(),
                                                                                                          map);
    default:
        return nullptr;
    }
}

// A path of cells or of jump points, as cells: between two points, diagonal
// steps first, then straight ones (the order of JPS's successors: a jump
// point found from a diagonal move lies on a straight line from a cell of
// that diagonal). A path of cells comes out unchanged.
void expand_path(std::vector<int32_t> &px, std::vector<int32_t> &py)
{
    std::vector<int32_t> ex, ey;
    for (size_t i = 0; i < px.size(); i++) {
        if (i == 0) {
            ex.push_back(px[0]);
            ey.push_back(py[0]);
            continue;
        }
        int32_t x = ex.back(), y = ey.back();
        while (x != px[i] || y != py[i]) {
            // both coordinates move while both differ (diagonal), then only one
            x += (px[i] > x) - (px[i] < x);
            y += (py[i] > y) - (py[i] < y);
            ex.push_back(x);
            ey.push_back(y);
        }
    }
    px.swap(ex);
    py.swap(ey);
}

// ---------------------------------------------------------------- driver

int run_all(warthog::domain::gridmap *wmap, const struct pf_grid *grid, const Options &o,
            const std::string &map_name, const std::vector<Query> &todo)
{
    const size_t na = o.algos.size(), nq = todo.size();
    std::vector<std::unique_ptr<Searcher>> searchers;
    for (Algo a : o.algos)
        searchers.push_back(make_searcher(a, wmap));
    std::vector<Answer> ans(nq * na);   // query-major: ans[k * na + i] for search o.algos[i]
    std::vector<int32_t> px, py;

    Clock::time_point started = Clock::now();
    auto answer = [&](size_t k, size_t i) {
        const struct pf_scen_entry *e = todo[k].e;
        Answer &A = ans[k * na + i];
        A.ok = searchers[i]->path(e->sx, e->sy, e->gx, e->gy, px, py, A);
        expand_path(px, py);
        A.path_len = A.ok ? px.size() : 0;
        A.valid = A.ok && pf_peer::check_path(grid, px, py, e->sx, e->sy, e->gx, e->gy, &A.cost);
    };
    auto timed = [&](size_t k, size_t i) {
        const struct pf_scen_entry *e = todo[k].e;
        ans[k * na + i].times.push_back(searchers[i]->timed(e->sx, e->sy, e->gx, e->gy));
    };
    run_schedule(o.timing, o.repeat, nq, na, PROG, map_name,
                 [&](size_t i) { return std::string("warthog/") + ALGO_NAME[o.algos[i]]; }, answer, timed);

    std::printf("%s\n", HEADER);
    uint64_t invalid = 0, nopath = 0;
    std::vector<uint64_t> mismatch(na, 0);
    for (size_t k = 0; k < nq; k++) {
        const struct pf_scen_entry *e = todo[k].e;
        for (size_t i = 0; i < na; i++) {
            const Answer &A = ans[k * na + i];
            Algo a = o.algos[i];
            invalid += !A.valid;
            nopath += !A.ok;
            if (A.valid && std::fabs(A.cost - e->optimum) > pf_scen_tolerance(e))
                mismatch[i]++;
            std::printf("%s,%s,%d,%d,%zu,%d,warthog/%s,warthog,%s,-,8,%s,%s,,%s,,%d,1,%zu,"
                        "%llu,%llu,%llu,,,,%llu,%s,%llu,%llu\n",
                        map_name.c_str(), o.family.c_str(), grid->width, grid->height, todo[k].id, e->bucket,
                        ALGO_NAME[a], a == ALGO_DIJKSTRA ? "zero" : "octile", A.ok ? "ok" : "nopath",
                        A.ok ? fmt_g(A.cost).c_str() : "", fmt_g(e->optimum).c_str(), A.valid ? 1 : 0,
                        A.path_len, (unsigned long long)A.expanded, (unsigned long long)A.generated,
                        (unsigned long long)A.reopened, (unsigned long long)median(A.times), o.host.c_str(),
                        (unsigned long long)searchers[i]->prep_ns, (unsigned long long)searchers[i]->prep_bytes);
        }
    }
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s: done, %zu scenarios x %zu searches, timed %s x %lu, in %.1f s", PROG,
                 map_name.c_str(), nq, na, o.timing == TIMING_PASSES ? "passes" : "back-to-back", o.repeat,
                 std::chrono::duration<double>(Clock::now() - started).count());
    for (size_t i = 0; i < na; i++)
        if (searchers[i]->prep_bytes)
            std::fprintf(stderr, "; warthog/%s preprocessing %.3f ms, %llu bytes (%.1f per cell)", ALGO_NAME[o.algos[i]],
                         searchers[i]->prep_ns / 1e6, (unsigned long long)searchers[i]->prep_bytes,
                         (double)searchers[i]->prep_bytes / ((double)grid->width * grid->height));
    return finish_summary(PROG, nopath, invalid, na, mismatch.data(),
                          [&](size_t i) { return std::string("warthog/") + ALGO_NAME[o.algos[i]]; });
}

int main_impl(int argc, char **argv)
{
    Options o = parse_args(argc, argv);
    if (o.algos[0] == ALGO_WGM)
        return run_wgm(o);

    struct pf_grid grid;
    struct pf_scen scen;
    std::string map_name;
    if (!read_inputs(PROG, o, &grid, &scen, map_name))
        return 2;

    // warthog's gridmap from libpf's grid: land passable, everything else blocked
    warthog::domain::gridmap wmap((uint32_t)grid.height, (uint32_t)grid.width);
    for (int32_t y = 0; y < grid.height; y++)
        for (int32_t x = 0; x < grid.width; x++) {
            int t = pf_peer::terrain(&grid, x, y);
            if (t == 2) {
                std::fprintf(stderr, "%s: %s: expected a map without water, found 'W' at x %d, y %d "
                             "(warthog has one terrain class; water connects only to water)\n",
                             PROG, o.map.c_str(), x, y);
                pf_scen_free(&scen);
                pf_grid_free(&grid);
                return 2;
            }
            wmap.set_label((uint32_t)x, (uint32_t)y, t == 1);
        }


    int rc = run_all(&wmap, &grid, o, map_name, sample(scen, o.limit));
    pf_scen_free(&scen);
    pf_grid_free(&grid);
    return rc;
}

}  // namespace

int main(int argc, char **argv)
{
    try {
        return main_impl(argc, argv);
    } catch (const std::bad_alloc &) {
        std::fprintf(stderr, "%s: out of memory\n", PROG);
    } catch (const std::exception &ex) {
        std::fprintf(stderr, "%s: %s\n", PROG, ex.what());
    }
    return 1;
}
