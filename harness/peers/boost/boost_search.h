// boost_search.h: what the Boost.Graph peers share: the goal-test visitor (early exit by
// exception when the goal is examined), its event counts in pfbench's terms, and a solver that
// runs astar_search / dijkstra_shortest_paths on a graph held in memory with storage reused.
#ifndef PF_BOOST_SEARCH_H
#define PF_BOOST_SEARCH_H

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include <boost/graph/astar_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/two_bit_color_map.hpp>
#include <boost/property_map/property_map.hpp>

#include "../peer_run.h"

namespace pf_boost {

enum Algo { ALGO_ASTAR = 0, ALGO_DIJKSTRA = 1 };

// --algos LIST: a comma separated subset of astar,dijkstra, in the order given; an unknown
// name or an empty list is a usage error (exit 2).
inline std::vector<Algo> parse_algos(const char *prog, const std::string &list)
{
    std::vector<Algo> algos;
    size_t p = 0;
    while (p <= list.size()) {
        size_t c = list.find(',', p);
        std::string item = list.substr(p, c == std::string::npos ? std::string::npos : c - p);
        if (item == "astar")
            algos.push_back(ALGO_ASTAR);
        else if (item == "dijkstra")
            algos.push_back(ALGO_DIJKSTRA);
        else if (!item.empty())
            pf_peer::usage_error(prog, "unknown algorithm '" + item + "' (known: astar,dijkstra)");
        if (c == std::string::npos)
            break;
        p = c + 1;
    }
    if (algos.empty())
        pf_peer::usage_error(prog, "--algos is empty");
    return algos;
}

struct FoundGoal {};

// Event counts of one search, in pfbench's terms (algorithms/metrics.def).
struct Events {
    uint64_t examined = 0, edges = 0, discovered = 0, relaxed = 0, reopened = 0;
    uint64_t open = 0, max_open = 0;
    // pfbench counts: pushes include the start; decreases are the relaxations that neither
    // discovered nor reopened a vertex.
    uint64_t pushes() const { return discovered + reopened; }
    uint64_t decreases() const { return relaxed - (discovered ? discovered - 1 : 0) - reopened; }
};

// The goal test a Boost user writes: stop when the goal is taken off the queue (examined).
// With Count, it also records the search's events for the counter columns; the timed runs use
// Count = false.
template <class Base, class Vertex, bool Count>
class GoalVisitor : public Base {
public:
    GoalVisitor(Vertex goal, Events *ev) : goal_(goal), ev_(ev) {}

    template <class G> void examine_vertex(Vertex u, const G &)
    {
        if (u == goal_)
            throw FoundGoal();
        if constexpr (Count) {
            ev_->examined++;
            ev_->open--;
        }
    }
    template <class E, class G> void examine_edge(E, const G &)
    {
        if constexpr (Count)
            ev_->edges++;
    }
    template <class G> void discover_vertex(Vertex, const G &)
    {
        if constexpr (Count) {
            ev_->discovered++;
            if (++ev_->open > ev_->max_open)
                ev_->max_open = ev_->open;
        }
    }
    template <class E, class G> void edge_relaxed(E, const G &)
    {
        if constexpr (Count)
            ev_->relaxed++;
    }
    // A* only: a closed vertex reached by a shorter path goes back on the queue.
    template <class E, class G> void black_target(E, const G &)
    {
        if constexpr (Count) {
            ev_->reopened++;
            if (++ev_->open > ev_->max_open)
                ev_->max_open = ev_->open;
        }
    }

private:
    Vertex goal_;
    Events *ev_;
};

// Per-graph search state for a graph held in memory (vertex_index 0..V-1): the property-map
// storage is allocated once and handed to every query; Boost's own initialisation rewrites it
// each time. MakeH(t) gives the A* heuristic (a boost::astar_heuristic) towards vertex t; Cost
// is the type of the edge weights and distances (double, or exact integers).
template <class Graph, class MakeH, class Cost = double>
class Solver {
public:
    typedef typename boost::graph_traits<Graph>::vertex_descriptor Vertex;
    typedef typename boost::property_map<Graph, boost::vertex_index_t>::const_type IndexMap;

    Solver(const Graph &g, MakeH make_h)
        : g_(g), make_h_(make_h), index_(get(boost::vertex_index, g)), dist_(num_vertices(g)),
          cost_(num_vertices(g)), pred_(num_vertices(g)), color_(num_vertices(g)),
          color2_(num_vertices(g), index_)
    {
    }

    // One findPath-equivalent: search from s to t, then read the path (as vertices, start
    // first) out of the predecessor map. Returns false when the goal cannot be reached. ev is
    // filled only when Count is true.
    template <bool Count>
    bool solve(Algo algo, Vertex s, Vertex t, std::vector<Vertex> &path, Events *ev)
    {
        path.clear();
        bool found = false;
        try {
            if (algo == ALGO_ASTAR)
                run_astar<Count>(s, t, ev);
            else
                run_dijkstra<Count>(s, t, ev);
        } catch (const FoundGoal &) {
            found = true;
        }
        if (!found)
            return false;
        for (Vertex v = t;; v = pred_[v]) {
            path.push_back(v);
            if (v == s || pred_[v] == v || path.size() > dist_.size())
                break;
        }
        std::reverse(path.begin(), path.end());
        return true;
    }

    // Bytes of the per-vertex storage this solver keeps (Boost's per-query heap index apart).
    size_t state_bytes() const
    {
        return dist_.size() * (2 * sizeof(Cost) + sizeof(Vertex) + sizeof(boost::default_color_type)) +
               (dist_.size() + 3) / 4;
    }

private:
    template <bool Count> void run_astar(Vertex s, Vertex t, Events *ev)
    {
        GoalVisitor<boost::default_astar_visitor, Vertex, Count> vis(t, ev);
        // astar_search (not _no_init): it resets colour, distance, cost and predecessor of
        // every vertex itself, writing into our storage.
        boost::astar_search(g_, s, make_h_(t),
                            boost::visitor(vis)
                                .predecessor_map(boost::make_iterator_property_map(pred_.data(), index_))
                                .distance_map(boost::make_iterator_property_map(dist_.data(), index_))
                                .rank_map(boost::make_iterator_property_map(cost_.data(), index_))
                                .color_map(boost::make_iterator_property_map(color_.data(), index_)));
    }

    template <bool Count> void run_dijkstra(Vertex s, Vertex t, Events *ev)
    {
        GoalVisitor<boost::default_dijkstra_visitor, Vertex, Count> vis(t, ev);
        // The documented non-named-parameter overload: the named-parameter one ignores a
        // color_map and allocates a fresh one on every call. Same defaults as the named
        // version: less, plus, max(), 0.
        boost::dijkstra_shortest_paths(g_, s, boost::make_iterator_property_map(pred_.data(), index_),
                                       boost::make_iterator_property_map(dist_.data(), index_),
                                       get(boost::edge_weight, g_), index_, std::less<Cost>(),
                                       std::plus<Cost>(), std::numeric_limits<Cost>::max(), Cost(),
                                       vis, color2_);
    }

    const Graph &g_;
    MakeH make_h_;
    IndexMap index_;
    std::vector<Cost> dist_, cost_;
    std::vector<Vertex> pred_;
    std::vector<boost::default_color_type> color_;   // astar_search's default colour type
    boost::two_bit_color_map<IndexMap> color2_;       // dijkstra_shortest_paths' default
};

}  // namespace pf_boost

#endif
