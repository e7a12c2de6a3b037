// boost_weighted_peer.cc: pfbench peer that times Boost.Graph's astar_search and
// dijkstra_shortest_paths on weighted terrain (a Moving AI map of labels, its costs file and its
// scenarios), with libpf's exact fixed-point step costs of each cost rule as integer edge
// weights. See README.md here.
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <boost/graph/compressed_sparse_row_graph.hpp>

#include "../peer_wmap.h"
#include "../peer_run.h"
#include "boost_rows.h"
#include "boost_search.h"

namespace {

using namespace pf_peer;
using namespace pf_boost;

const char *const PROG = "pfbench-boost-weighted";

const char *const USAGE =
    "usage: pfbench-boost-weighted --map M.map --scen S.scen [options]\n"
    "\n"
    "Times Boost.Graph's astar_search and dijkstra_shortest_paths on weighted\n"
    "terrain: M.map is a Moving AI map whose cells are terrain labels, its costs\n"
    "file gives each label a cost (0: blocked). Edge weights are libpf's exact\n"
    "fixed-point step costs (pf_wgrid_step) as 64-bit integers; A*'s heuristic is\n"
    "the octile distance in the same units times 4 x the least cost on the map.\n"
    "Prints runs.csv rows on stdout (domain weighted, moves the cost rule), with\n"
    "the columns domain, depth, touched and state_bytes after host.\n"
    "Progress goes to stderr.\n"
    "\n"
    "options:\n"
    "  --map FILE       the weighted map (required)\n"
    "  --scen FILE      its Moving AI .scen file (required)\n"
    "  --costs FILE     the costs file, one 'LABEL COST' a line (default: X.costs\n"
    "                   beside X.map)\n"
    "  --moves LIST     cost rules, a comma separated subset of mean,enter (default:\n"
    "                   both). mean: a cardinal move costs the mean of its two cells,\n"
    "                   a diagonal sqrt 2 x the mean of its 2x2 square; enter: the\n"
    "                   entered cell's cost x the step length. No corner cutting.\n"
    "  --algos LIST     comma separated subset of astar,dijkstra (default: both)\n"
    PF_PEER_USAGE_REPEAT
    PF_PEER_USAGE_TIMING_AS_BOOST
    "  --limit N        at most N scenario lines, sampled evenly over the file (line\n"
    "                   floor(i*n/N)); scen_id keeps the 0-based line index.\n"
    "                   Default (or 0): all lines.\n"
    PF_PEER_USAGE_FAMILY_HOST_HELP
    "\n"
    "The scenario file's optimum is the one of rule mean: it fills scen_optimum on\n"
    "mean rows and is left empty on enter rows.\n"
    "\n"
    PF_PEER_USAGE_EXIT;

struct Options : CommonOptions {
    std::vector<Algo> algos{ALGO_ASTAR, ALGO_DIJKSTRA};
    std::vector<enum pf_moves> rules{PF_MOVES_MEAN, PF_MOVES_ENTER};
    std::string costs;
};

std::vector<enum pf_moves> parse_rules(const std::string &list)
{
    std::vector<enum pf_moves> rules;
    size_t p = 0;
    for (;;) {
        size_t c = list.find(',', p);
        std::string item = list.substr(p, c == std::string::npos ? std::string::npos : c - p);
        enum pf_moves m;
        if (!item.empty()) {
            if (pf_moves_parse(item.c_str(), &m) != PF_OK || !pf_wrule(m))
                usage_error(PROG, "unknown cost rule '" + item + "' (known: mean,enter)");
            rules.push_back(m);
        }
        if (c == std::string::npos)
            break;
        p = c + 1;
    }
    if (rules.empty())
        usage_error(PROG, "--moves is empty");
    return rules;
}

Options parse_args(int argc, char **argv)
{
    Options o;
    parse_common(argc, argv, PROG, USAGE, o, [&](const std::string &a, const std::function<std::string()> &value) {
        if (a == "--algos")
            o.algos = parse_algos(PROG, value());
        else if (a == "--moves")
            o.rules = parse_rules(value());
        else if (a == "--costs")
            o.costs = value();
        else
            return false;
        return true;
    });
    return o;
}

typedef boost::compressed_sparse_row_graph<boost::directedS, boost::no_property,
                                           boost::property<boost::edge_weight_t, pf_cost>>
    CsrGraph;
typedef boost::graph_traits<CsrGraph>::vertex_descriptor Vertex;

// The open cells as vertices (in row-major order), and back.
struct Cells {
    std::vector<uint32_t> vertex_of;   // pf_node -> vertex, or NONE
    std::vector<pf_node> node;         // vertex -> pf_node
    std::vector<int32_t> vx, vy;       // vertex -> cell
    static constexpr uint32_t NONE = UINT32_MAX;
};

Cells open_cells(const struct pf_wgrid *w)
{
    Cells c;
    c.vertex_of.assign(w->grid.num_nodes, Cells::NONE);
    for (int32_t y = 0; y < w->grid.height; y++)
        for (int32_t x = 0; x < w->grid.width; x++) {
            pf_node n = pf_grid_node(&w->grid, x, y);
            if (!w->cost[n])
                continue;
            c.vertex_of[n] = (uint32_t)c.node.size();
            c.node.push_back(n);
            c.vx.push_back(x);
            c.vy.push_back(y);
        }
    return c;
}

// One edge per legal move under rule m, weighted by its exact fixed-point cost; sorted by source.
CsrGraph to_boost(const struct pf_wgrid *w, enum pf_moves m, const Cells &c)
{
    std::vector<std::pair<Vertex, Vertex>> ends;
    std::vector<pf_cost> weight;
    for (size_t v = 0; v < c.node.size(); v++)
        for (int d = 0; d < 8; d++) {
            pf_cost step = pf_wgrid_step(w, m, c.node[v], d);
            if (step == PF_COST_INF)
                continue;
            pf_node t = (pf_node)((int32_t)c.node[v] + pf_dir_dy[d] * w->grid.stride + pf_dir_dx[d]);
            ends.emplace_back((Vertex)v, (Vertex)c.vertex_of[t]);
            weight.push_back(step);
        }
    return CsrGraph(boost::edges_are_sorted, ends.begin(), ends.end(), weight.begin(), c.node.size());
}

// The octile distance to the goal in fixed units (PF_CARD a cardinal step, PF_DIAG a diagonal
// one) times scale = 4 x the least cost: every move costs at least that, so it is admissible.
class FixedOctile : public boost::astar_heuristic<CsrGraph, pf_cost> {
public:
    FixedOctile(const Cells &c, Vertex t, pf_cost scale)
        : vx_(c.vx.data()), vy_(c.vy.data()), gx_(c.vx[t]), gy_(c.vy[t]), scale_(scale)
    {
    }
    pf_cost operator()(Vertex v) const
    {
        pf_cost dx = (pf_cost)std::abs(vx_[v] - gx_), dy = (pf_cost)std::abs(vy_[v] - gy_);
        pf_cost lo = dx < dy ? dx : dy, hi = dx < dy ? dy : dx;
        return (PF_CARD * (hi - lo) + PF_DIAG * lo) * scale_;
    }

private:
    const int32_t *vx_, *vy_;
    int32_t gx_, gy_;
    pf_cost scale_;
};

struct MakeOctile {
    const Cells *cells;
    pf_cost scale;
    FixedOctile operator()(Vertex t) const { return FixedOctile(*cells, t, scale); }
};

const SearchNames NAMES[2] = {{"boost/weighted-astar", "astar", "octile"},
                              {"boost/weighted-dijkstra", "dijkstra", "zero"}};

// Counts for the summary line, over every rule.
struct Tally {
    uint64_t nopath = 0, invalid = 0, mismatch[2] = {0, 0}, disagree = 0;
};

// Every sampled scenario with every search under rule m: the rows on stdout.
void run_rule(const Options &o, const WeightedInputs &in, const Cells &cells, enum pf_moves m,
              const std::vector<Query> &todo, Tally &tally)
{
    const struct pf_wgrid *w = &in.w;
    Clock::time_point b0 = Clock::now();
    CsrGraph g = to_boost(w, m, cells);
    double build_s = std::chrono::duration<double>(Clock::now() - b0).count();
    Solver<CsrGraph, MakeOctile, pf_cost> solver(g, MakeOctile{&cells, pf_wgrid_h_scale(w)});
    const size_t na = o.algos.size(), nq = todo.size();
    std::vector<Answer> ans(nq * na);     // query-major: ans[k * na + i] for search o.algos[i]
    std::vector<pf_cost> fixed(nq * na);  // the exact cost of each answer's path
    std::vector<Vertex> path, timed_path;
    std::vector<int32_t> px, py;
    auto ends = [&](size_t k, Vertex &s, Vertex &t) {
        const struct pf_scen_entry *e = todo[k].e;
        s = cells.vertex_of[pf_grid_node(&w->grid, e->sx, e->sy)];
        t = cells.vertex_of[pf_grid_node(&w->grid, e->gx, e->gy)];
    };
    auto answer = [&](size_t k, size_t i) {
        Vertex s, t;
        ends(k, s, t);
        Answer &A = ans[k * na + i];
        A.ok = solver.template solve<true>(o.algos[i], s, t, path, &A.ev);
        px.clear();
        py.clear();
        for (Vertex v : path) {
            px.push_back(cells.vx[v]);
            py.push_back(cells.vy[v]);
        }
        A.path_len = path.size();
        A.valid = A.ok && check_wpath(w, m, px, py, todo[k].e, &A.cost, &fixed[k * na + i]);
    };
    auto timed = [&](size_t k, size_t i) {
        Vertex s, t;
        ends(k, s, t);
        Clock::time_point t0 = Clock::now();
        solver.template solve<false>(o.algos[i], s, t, timed_path, nullptr);
        Clock::time_point t1 = Clock::now();
        ans[k * na + i].times.push_back(ns_between(t0, t1));
    };
    const std::string where = in.map_name + " (" + pf_moves_name(m) + ")";
    Clock::time_point started = Clock::now();
    run_schedule(o.timing, o.repeat, nq, na, PROG, where, [&](size_t i) { return NAMES[o.algos[i]].variant; },
                 answer, timed);

    const RunColumns cols{in.map_name, o.family, o.host, "weighted", pf_moves_name(m), w->grid.width,
                          w->grid.height, 1};
    for (size_t k = 0; k < nq; k++) {
        const struct pf_scen_entry *e = todo[k].e;
        for (size_t i = 0; i < na; i++) {
            const Answer &A = ans[k * na + i];
            tally.invalid += !A.valid;
            tally.nopath += !A.ok;
            if (m == PF_MOVES_MEAN && A.valid && std::fabs(A.cost - e->optimum) > pf_scen_tolerance(e))
                tally.mismatch[o.algos[i]]++;
            tally.disagree += i > 0 && A.valid && ans[k * na].valid && fixed[k * na + i] != fixed[k * na];
            print_row(cols, NAMES[o.algos[i]], todo[k].id, e->bucket, A, true,
                      m == PF_MOVES_MEAN ? e->optimum : -1.0);
        }
    }
    std::fprintf(stderr, "%s: %s: %zu scenarios x %zu searches, timed %s x %lu, in %.1f s (graph built in %.3f s)\n",
                 PROG, where.c_str(), nq, na, o.timing == TIMING_PASSES ? "passes" : "back-to-back", o.repeat,
                 std::chrono::duration<double>(Clock::now() - started).count(), build_s);
}

int main_impl(int argc, char **argv)
{
    Options o = parse_args(argc, argv);
    WeightedInputs in;
    if (!read_weighted_inputs(PROG, o, o.costs, in))
        return 2;
    const Cells cells = open_cells(&in.w);
    const std::vector<Query> todo = sample(in.scen, o.limit);
    Tally tally;
    std::printf("%s\n", DOMAIN_HEADER);
    for (enum pf_moves m : o.rules)
        run_rule(o, in, cells, m, todo, tally);
    std::fflush(stdout);
    std::fprintf(stderr, "%s: %s: done, costs %s (%d decimals)", PROG, in.map_name.c_str(), in.costs_path.c_str(),
                 in.w.decimals);
    if (tally.disagree)
        std::fprintf(stderr, "; A* and Dijkstra disagree on %llu exact costs", (unsigned long long)tally.disagree);
    return finish_summary(PROG, tally.nopath, tally.invalid, 2, tally.mismatch,
                          [&](size_t a) { return std::string(NAMES[a].variant) + " (mean)"; });
}

}  // namespace

int main(int argc, char **argv)
{
    return pf_peer::guarded_main(PROG, main_impl, argc, argv);
}
