// boost_peer.cc: pfbench peer that times Boost.Graph's astar_search and
// dijkstra_shortest_paths on Moving AI scenarios.
//
// The map and scenario files are read with libpf's own C readers, the map is
// turned into a Boost graph once (one vertex per passable cell, one directed
// edge per legal 8-connected move without corner cutting, weights 1 and
// sqrt 2), and every scenario is solved with both Boost searches. One
// runs.csv row per (scenario, search) goes to stdout; see README.md here.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <new>
#include <string>
#include <vector>


#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/astar_search.hpp>
#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/property_map/property_map.hpp>

// libpf's headers are plain C without __cplusplus guards: give the functions
// they declare C linkage here.
extern "C" {
#include "pf_grid.h"
#include "pf_io.h"
}
#include "../peer_path.h"
#include "../peer_run.h"
#include "runs_columns.h"
#include "boost_search.h"

namespace {

using namespace pf_peer;
using namespace pf_boost;

const char *const PROG = "pfbench-boost";

const char *const USAGE =
    "usage: pfbench-boost --map M.map --scen S.scen [options]\n"
    "\n"
    "Times Boost.Graph's astar_search and dijkstra_shortest_paths on Moving AI\n"
    "scenarios and prints runs.csv rows (docs/FORMATS.md) on stdout. Progress goes\n"
    "to stderr.\n"
    "\n"
    "options:\n"
    "  --map FILE       Moving AI .map file (required)\n"
    "  --scen FILE      Moving AI .scen file for that map (required)\n"
    "  --algos LIST     comma separated subset of astar,dijkstra (default: both)\n"
    PF_PEER_USAGE_REPEAT
    PF_PEER_USAGE_TIMING
    "  --limit N        use at most N scenario lines, sampled evenly over the\n"
    "                   file: with n lines, line floor(i*n/N) for i = 0..N-1\n"
    "                   (about every (n/N)-th line, starting with the first).\n"
    "                   scen_id keeps the original 0-based line index.\n"
    "                   Default (or 0): all lines.\n"
    "  --family F       value of the family column (default: -)\n"
    "  --host H         value of the host column (default: gethostname())\n"
    "  --graph G        Boost graph type: csr (compressed_sparse_row_graph,\n"
    "                   default) or adjlist (adjacency_list<vecS, vecS>)\n"
    "  --help           print this text and exit\n"
    "\n"
    "Movement: 8 neighbours, a diagonal step only when both side cells are\n"
    "passable (no corner cutting); cardinal steps cost 1, diagonal sqrt 2.\n"
    "Legality is libpf's: '.', 'G', 'S' are land, 'W' is water (water connects\n"
    "only to water), '@', 'O', 'T' are blocked.\n"
    "\n"
    PF_PEER_USAGE_EXIT;

// the runs.csv header of the columns this peer fills (harness/results/runs_columns.h)
const char *const HEADER = pf_runs_header_grid;

// ------------------------------------------------------------------ options

enum GraphKind { GRAPH_CSR, GRAPH_ADJLIST };

struct Options : CommonOptions {
    std::vector<Algo> algos{ALGO_ASTAR, ALGO_DIJKSTRA};
    GraphKind graph = GRAPH_CSR;
};

Options parse_args(int argc, char **argv)
{
    Options o;
    parse_common(argc, argv, PROG, USAGE, o, [&](const std::string &a, const std::function<std::string()> &value) {
        if (a == "--algos") {
            o.algos = parse_algos(PROG, value());
        } else if (a == "--graph") {
            std::string g = value();
            if (g == "csr")
                o.graph = GRAPH_CSR;
            else if (g == "adjlist")
                o.graph = GRAPH_ADJLIST;
            else
                usage_error(PROG, "--graph expects csr or adjlist, got '" + g + "'");
        } else {
            return false;
        }
        return true;
    });
    return o;
}

// ------------------------------------------------------------- the map

// Passable cells as graph vertices, with their coordinates.
struct Cells {
    int32_t width = 0, height = 0;
    std::vector<uint32_t> vertex_of;   // cell y*width+x -> vertex, or NONE
    std::vector<int32_t> vx, vy;       // vertex -> cell
    static constexpr uint32_t NONE = UINT32_MAX;
};

// The graph's edges, sorted by source: one per legal PF_MOVES_8 move.
struct EdgeList {
    std::vector<std::pair<std::size_t, std::size_t>> ends;
    std::vector<double> weight;
};

void collect(const struct pf_grid *g, Cells &c, EdgeList &el)
{
    c.width = g->width;
    c.height = g->height;
    c.vertex_of.assign((size_t)g->width * (size_t)g->height, Cells::NONE);
    for (int32_t y = 0; y < g->height; y++)
        for (int32_t x = 0; x < g->width; x++)
            if (pf_grid_passable(g, x, y)) {
                c.vertex_of[(size_t)y * (size_t)g->width + (size_t)x] = (uint32_t)c.vx.size();
                c.vx.push_back(x);
                c.vy.push_back(y);
            }
    for (size_t v = 0; v < c.vx.size(); v++) {
        int32_t x = c.vx[v], y = c.vy[v];
        unsigned mask = pf_grid_move_mask(g, pf_grid_node(g, x, y), PF_MOVES_8);
        for (int d = 0; d < 8; d++) {
            if (!(mask & (1u << d)))
                continue;
            int32_t tx = x + pf_dir_dx[d], ty = y + pf_dir_dy[d];
            uint32_t t = c.vertex_of[(size_t)ty * (size_t)g->width + (size_t)tx];
            el.ends.emplace_back(v, (size_t)t);
            el.weight.push_back(d < 4 ? 1.0 : SQRT2);
        }
    }
}

// ------------------------------------------------------------ searches

template <class Graph>
class OctileHeuristic : public boost::astar_heuristic<Graph, double> {
public:
    typedef typename boost::graph_traits<Graph>::vertex_descriptor Vertex;
    OctileHeuristic(const Cells &c, int32_t gx, int32_t gy) : vx_(c.vx.data()), vy_(c.vy.data()), gx_(gx), gy_(gy) {}
    double operator()(Vertex v) const
    {
        int32_t dx = std::abs(vx_[v] - gx_), dy = std::abs(vy_[v] - gy_);
        int32_t lo = std::min(dx, dy), hi = std::max(dx, dy);
        return (double)(hi - lo) + SQRT2 * (double)lo;
    }

private:
    const int32_t *vx_, *vy_;
    int32_t gx_, gy_;
};

// Makes the octile heuristic towards a goal vertex (Solver's MakeH).
template <class Graph>
struct MakeOctile {
    const Cells *cells;
    OctileHeuristic<Graph> operator()(typename boost::graph_traits<Graph>::vertex_descriptor t) const
    {
        return OctileHeuristic<Graph>(*cells, cells->vx[t], cells->vy[t]);
    }
};

template <class Graph> using GridSolver = pf_boost::Solver<Graph, MakeOctile<Graph>>;

typedef boost::property<boost::edge_weight_t, double> EdgeWeight;
typedef boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeWeight> CsrGraph;
typedef boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property, EdgeWeight>
    ListGraph;

// ---------------------------------------------------------------- driver

// What one (query, search) gave: the untimed run's answer and counters, and the timed solves.
struct Answer {
    bool ok = false, valid = false;
    double cost = 0;
    size_t path_len = 0;
    Events ev;
    std::vector<uint64_t> times;
};

template <class Graph>
int run_all(const Graph &graph, const Cells &cells, const struct pf_grid *grid, const Options &o,
            const std::string &map_name, const std::vector<Query> &todo, double build_s)
{
    typedef typename GridSolver<Graph>::Vertex Vertex;
    GridSolver<Graph> solver(graph, MakeOctile<Graph>{&cells});
    std::vector<Vertex> path, timed_path;
    std::vector<int32_t> px, py;
    static const char *const variant[2] = {"boost/astar", "boost/dijkstra"};
    static const char *const heuristic[2] = {"octile", "zero"};
    const size_t na = o.algos.size(), nq = todo.size();
    std::vector<Answer> ans(nq * na);   // query-major: ans[k * na + i] for search o.algos[i]

    Clock::time_point started = Clock::now();
    auto ends = [&](size_t k, Vertex &s, Vertex &t) {
        const struct pf_scen_entry *e = todo[k].e;
        s = cells.vertex_of[(size_t)e->sy * (size_t)cells.width + (size_t)e->sx];
        t = cells.vertex_of[(size_t)e->gy * (size_t)cells.width + (size_t)e->gx];
    };
    // Untimed run with the counting visitor: the path, the counters, the check.
    auto answer = [&](size_t k, size_t i) {
        Vertex s, t;
        ends(k, s, t);
        Answer &A = ans[k * na + i];
        const struct pf_scen_entry *e = todo[k].e;
        A.ok = solver.template solve<true>(o.algos[i], s, t, path, &A.ev);
        px.clear();
        py.clear();
        for (Vertex v : path) {
            px.push_back(cells.vx[v]);
            py.push_back(cells.vy[v]);
        }
        A.path_len = path.size();
        A.valid = A.ok && check_path(grid, px, py, e->sx, e->sy, e->gx, e->gy, &A.cost);
    };
    // One timed findPath-equivalent: the search and the walk back to a new path vector.
    auto timed = [&](size_t k, size_t i) {
        Vertex s, t;
        ends(k, s, t);
        Clock::time_point t0 = Clock::now();
        solver.template solve<false>(o.algos[i], s, t, timed_path, nullptr);
        Clock::time_point t1 = Clock::now();
        ans[k * na + i].times.push_back(ns_between(t0, t1));
    };
    run_schedule(o.timing, o.repeat, nq, na, PROG, map_name, [&](size_t i) { return variant[o.algos[i]]; },
                 answer, timed);

    std::printf("%s\n", HEADER);
    uint64_t invalid = 0, mismatch[2] = {0, 0}, nopath = 0;
    for (size_t k = 0; k < nq; k++) {
        const struct pf_scen_entry *e = todo[k].e;
        for (size_t i = 0; i < na; i++) {
            const Answer &A = ans[k * na + i];
            Algo a = o.algos[i];
            if (!A.valid)
                invalid++;
            if (!A.ok)
                nopath++;
            if (A.valid && std::fabs(A.cost - e->optimum) > pf_scen_tolerance(e))
                mismatch[a]++;
            const Events &ev = A.ev;
            uint64_t pushes = ev.pushes(), decreases = ev.decreases();
            std::printf("%s,%s,%d,%d,%zu,%d,%s,boost,%s,-,8,%s,%s,,%s,,%d,1,%zu,"
                        "%llu,%llu,%llu,%llu,%llu,%llu,%llu,%s\n",
                        map_name.c_str(), o.family.c_str(), cells.width, cells.height, todo[k].id,
                        e->bucket, variant[a], heuristic[a], A.ok ? "ok" : "nopath",
                        A.ok ? fmt_g(A.cost).c_str() : "", fmt_g(e->optimum).c_str(),
                        A.valid ? 1 : 0, A.path_len, (unsigned long long)ev.examined,
                        (unsigned long long)ev.edges, (unsigned long long)ev.reopened,
                        (unsigned long long)pushes, (unsigned long long)decreases,
                        (unsigned long long)ev.max_open, (unsigned long long)median(A.times),
                        o.host.c_str());
        }
    }
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s: done, %zu scenarios x %zu searches, timed %s x %lu, in %.1f s (graph built in %.3f s)",
                 PROG, map_name.c_str(), nq, na, o.timing == TIMING_PASSES ? "passes" : "back-to-back",
                 o.repeat, std::chrono::duration<double>(Clock::now() - started).count(), build_s);
    return finish_summary(PROG, nopath, invalid, 2, mismatch, [&](size_t a) { return variant[a]; });
}

int main_impl(int argc, char **argv)
{
    Options o = parse_args(argc, argv);

    struct pf_grid grid;
    struct pf_scen scen;
    std::string map_name;
    if (!read_inputs(PROG, o, &grid, &scen, map_name))
        return 2;

    std::vector<Query> todo = sample(scen, o.limit);

    // Build the graph once for the whole map.
    auto b0 = std::chrono::steady_clock::now();
    Cells cells;
    EdgeList el;
    collect(&grid, cells, el);
    int rc;
    if (o.graph == GRAPH_CSR) {
        CsrGraph g(boost::edges_are_sorted, el.ends.begin(), el.ends.end(), el.weight.begin(),
                   cells.vx.size());
        double build_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - b0).count();
        rc = run_all(g, cells, &grid, o, map_name, todo, build_s);
    } else {
        ListGraph g(cells.vx.size());
        for (size_t i = 0; i < el.ends.size(); i++)
            add_edge(el.ends[i].first, el.ends[i].second, EdgeWeight(el.weight[i]), g);
        double build_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - b0).count();
        rc = run_all(g, cells, &grid, o, map_name, todo, build_s);
    }
    pf_scen_free(&scen);
    pf_grid_free(&grid);
    return rc;
}

}  // namespace

int main(int argc, char **argv)
{
    return pf_peer::guarded_main(PROG, main_impl, argc, argv);
}
