// boost_graph_peer.cc: pfbench peer that times Boost.Graph's astar_search (Euclidean on the node
// positions) and dijkstra_shortest_paths on node graphs (plain .graph, DIMACS .gr with .co)
// and their query files (.queries, .p2p), on a compressed_sparse_row_graph. See README.md here.
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include <sys/resource.h>

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "pf_graph_io.h"
#include "../peer_run.h"
#include "boost_rows.h"
#include "boost_search.h"

namespace {

using namespace pf_peer;
using namespace pf_boost;

const char *const PROG = "pfbench-boost-graph";

const char *const USAGE =
    "usage: pfbench-boost-graph --map G.graph|G.gr --scen Q.queries|Q.p2p [options]\n"
    "\n"
    "Times Boost.Graph's astar_search (Euclidean distance between the node positions)\n"
    "and dijkstra_shortest_paths on a node graph held as a compressed_sparse_row_graph,\n"
    "and prints runs.csv rows on stdout, with the columns domain, depth, touched and\n"
    "state_bytes after host (touched and state_bytes 0, as pfbench's graph rows).\n"
    "Progress goes to stderr.\n"
    "\n"
    "options:\n"
    "  --map FILE       the graph: DIMACS .gr (with the .co beside it, when there is\n"
    "                   one, for positions), anything else pfbench's plain format\n"
    "  --scen FILE      the queries: DIMACS .p2p, anything else the plain format\n"
    "  --algos LIST     comma separated subset of astar,dijkstra (default: both); A*\n"
    "                   is left out, with a note, on a graph without positions\n"
    PF_PEER_USAGE_REPEAT
    PF_PEER_USAGE_TIMING_AS_BOOST
    "  --limit N        at most N queries, sampled evenly over the file (query\n"
    "                   floor(i*n/N)); scen_id keeps the 0-based index. 0: all\n"
    PF_PEER_USAGE_FAMILY_HOST_HELP
    "\n"
    PF_PEER_USAGE_EXIT;

struct Options : CommonOptions {
    std::vector<Algo> algos{ALGO_ASTAR, ALGO_DIJKSTRA};
};

Options parse_args(int argc, char **argv)
{
    Options o;
    parse_common(argc, argv, PROG, USAGE, o, [&](const std::string &a, const std::function<std::string()> &value) {
        if (a != "--algos")
            return false;
        o.algos = parse_algos(PROG, value());
        return true;
    });
    return o;
}

typedef boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                           boost::property<boost::edge_weight_t, double>>
    CsrGraph;
typedef boost::graph_traits<CsrGraph>::vertex_descriptor Vertex;

// The straight-line distance to the goal, in the graph's cost units (file units).
class Euclidean : public boost::astar_heuristic<CsrGraph, double> {
public:
    Euclidean(const double *pos, Vertex t) : pos_(pos), gx_(pos[3 * t]), gy_(pos[3 * t + 1]), gz_(pos[3 * t + 2]) {}
    double operator()(Vertex v) const
    {
        double dx = pos_[3 * v] - gx_, dy = pos_[3 * v + 1] - gy_, dz = pos_[3 * v + 2] - gz_;
        return std::sqrt(dx * dx + dy * dy + dz * dz);
    }

private:
    const double *pos_;
    double gx_, gy_, gz_;
};

// Makes the heuristic towards a goal (Solver's MakeH). Without positions it is never called.
struct MakeEuclidean {
    const double *pos;
    Euclidean operator()(Vertex t) const { return Euclidean(pos, t); }
};

// The arcs of g in its own order (sorted by tail), costs as file units in double.
CsrGraph to_boost(const struct pf_graph &g)
{
    std::vector<std::pair<Vertex, Vertex>> ends;
    std::vector<double> weight;
    ends.reserve(g.num_arcs);
    weight.reserve(g.num_arcs);
    for (uint32_t u = 0; u < g.num_nodes; u++)
        for (uint32_t a = g.first[u]; a < g.first[u + 1]; a++) {
            ends.emplace_back(u, g.head[a]);
            weight.push_back((double)g.w[a] / (double)g.scale);
        }
    return CsrGraph(boost::edges_are_sorted, ends.begin(), ends.end(), weight.begin(), g.num_nodes);
}

int main_impl(int argc, char **argv)
{
    Options o = parse_args(argc, argv);
    struct pf_graph g;
    struct pf_graph_queries qs;
    struct pf_error err;
    std::memset(&qs, 0, sizeof qs);
    if (pf_graph_load(o.map.c_str(), &g, pf_graph_default_max_bytes(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", PROG, err.msg);
        return 2;
    }
    if (pf_graph_queries_read(o.scen.c_str(), &g, &qs, &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", PROG, err.msg);
        pf_graph_free(&g);
        return 2;
    }
    const std::string map_name = file_stem(o.map, {".graph", ".gr"});
    std::vector<Algo> algos;
    for (Algo a : o.algos)
        if (a == ALGO_ASTAR && !g.pos)
            std::fprintf(stderr, "%s: %s: A* left out: the graph has no node positions\n", PROG, map_name.c_str());
        else
            algos.push_back(a);
    char why[256] = "";
    const bool astar_optimal = g.pos && pf_graph_heuristic_admissible(&g, &pf_gh_euclidean, why, sizeof why);
    if (g.pos && !astar_optimal)
        std::fprintf(stderr, "%s: %s: Euclidean is not admissible here (%s): should_be_optimal 0\n", PROG,
                     map_name.c_str(), why);

    auto b0 = Clock::now();
    CsrGraph bg = to_boost(g);
    double build_s = std::chrono::duration<double>(Clock::now() - b0).count();
    Solver<CsrGraph, MakeEuclidean> solver(bg, MakeEuclidean{g.pos});

    std::vector<size_t> todo = sample_ids(qs.n, o.limit);
    std::vector<Vertex> path, timed_path;
    std::vector<pf_node> nodes;
    static const SearchNames names[2] = {{"boost/graph-astar", "astar", "euclidean"},
                                         {"boost/graph-dijkstra", "dijkstra", "zero"}};
    // For the summary line: the maps of every vertex, and the heap's index of every vertex
    // that Boost allocates in each call (an array of V for Dijkstra; A*'s grows up to the
    // largest index it touches, counted here as V too).
    const uint64_t state_bytes = solver.state_bytes() + (uint64_t)g.num_nodes * sizeof(std::size_t);
    const size_t na = algos.size(), nq = todo.size();
    std::vector<Answer> ans(nq * na);   // query-major: ans[k * na + i] for search algos[i]
    std::vector<pf_cost> fixed(nq * na);   // the exact cost of each answer's path
    auto answer = [&](size_t k, size_t i) {
        const struct pf_graph_query *q = &qs.q[todo[k]];
        Answer &A = ans[k * na + i];
        A.ok = solver.template solve<true>(algos[i], q->s, q->t, path, &A.ev);
        nodes.assign(path.begin(), path.end());
        A.path_len = path.size();
        A.valid = A.ok && pf_graph_path_validate(&g, nodes.data(), (uint32_t)nodes.size(), q->s, q->t,
                                                 &fixed[k * na + i], &A.cost, why, sizeof why);
    };
    auto timed = [&](size_t k, size_t i) {
        const struct pf_graph_query *q = &qs.q[todo[k]];
        Clock::time_point t0 = Clock::now();
        solver.template solve<false>(algos[i], q->s, q->t, timed_path, nullptr);
        Clock::time_point t1 = Clock::now();
        ans[k * na + i].times.push_back(ns_between(t0, t1));
    };
    Clock::time_point started = Clock::now();
    run_schedule(o.timing, o.repeat, nq, na, PROG, map_name, [&](size_t i) { return names[algos[i]].variant; }, answer,
                 timed);

    // as pfbench run's graph rows: width the node count, height and depth 1
    const RunColumns cols{map_name, o.family, o.host, "graph", "graph", g.num_nodes, 1, 1};
    std::printf("%s\n", DOMAIN_HEADER);
    uint64_t invalid = 0, mismatch[2] = {0, 0}, nopath = 0;
    for (size_t k = 0; k < nq; k++) {
        const struct pf_graph_query *q = &qs.q[todo[k]];
        for (size_t i = 0; i < na; i++) {
            const Answer &A = ans[k * na + i];
            Algo a = algos[i];
            invalid += !A.valid;
            nopath += !A.ok;
            if (A.valid && q->has_cost && fixed[k * na + i] != q->cost && (a == ALGO_DIJKSTRA || astar_optimal))
                mismatch[a]++;
            // bucket: the tenth of the query list the line is in, as pfbench run's
            print_row(cols, names[a], todo[k], (int)(todo[k] * 10 / qs.n), A, a == ALGO_DIJKSTRA || astar_optimal,
                      q->has_cost ? (double)q->cost / (double)g.scale : -1.0);
        }
    }
    std::fflush(stdout);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    std::fprintf(stderr,
                 "%s: %s: done, %zu queries x %zu searches, timed %s x %lu, in %.1f s (graph built in %.3f s, "
                 "search state %.1f MB, peak RSS %.1f MB)",
                 PROG, map_name.c_str(), nq, na, o.timing == TIMING_PASSES ? "passes" : "back-to-back", o.repeat,
                 std::chrono::duration<double>(Clock::now() - started).count(), build_s,
                 (double)state_bytes / 1e6, (double)ru.ru_maxrss / 1024.0);
    int rc = finish_summary(PROG, nopath, invalid, 2, mismatch, [&](size_t a) { return names[a].variant; });
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
    return rc;
}

}  // namespace

int main(int argc, char **argv)
{
    return pf_peer::guarded_main(PROG, main_impl, argc, argv);
}
