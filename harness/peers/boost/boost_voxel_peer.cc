// boost_voxel_peer.cc: pfbench peer that times Boost.Graph's A* and Dijkstra on Moving AI 3D
// voxel maps (.3dmap/.3dscen) over an implicit graph whose search state grows with the voxels
// a query touches, never with the volume (up to 241 million voxels). See README.md here.
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <new>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <sys/resource.h>
#include <time.h>

#include <boost/graph/astar_search.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <boost/graph/graph_traits.hpp>
#include <boost/pending/indirect_cmp.hpp>
#include <boost/property_map/property_map.hpp>
#include <boost/property_map/vector_property_map.hpp>

#include "pf_voxel_io.h"
#include "../peer_run.h"
#include "boost_rows.h"
#include "boost_search.h"

namespace {

using namespace pf_peer;
using namespace pf_boost;

const char *const PROG = "pfbench-boost-voxel";

const char *const USAGE =
    "usage: pfbench-boost-voxel --map M.3dmap --scen S.3dscen [options]\n"
    "\n"
    "Times Boost.Graph's A* (astar_search_no_init, 3D octile heuristic) and Dijkstra\n"
    "(dijkstra_shortest_paths_no_init's search) on Moving AI 3D voxel queries and prints\n"
    "runs.csv rows on stdout, with the columns domain, depth, touched and state_bytes\n"
    "after host.\n"
    "Progress goes to stderr.\n"
    "\n"
    "options:\n"
    "  --map FILE       Moving AI .3dmap file (required)\n"
    "  --scen FILE      its .3dscen file (required)\n"
    "  --algos LIST     comma separated subset of astar,dijkstra (default: both)\n"
    PF_PEER_USAGE_REPEAT
    PF_PEER_USAGE_TIMING_AS_BOOST
    "  --limit N        at most N query lines, sampled evenly over the file (line\n"
    "                   floor(i*n/N)); scen_id keeps the 0-based line index.\n"
    "                   Default (or 0): all lines.\n"
    "  --first N        the first N query lines instead (as voxel_bench -n N)\n"
    "  --costs C        double (default: 1, sqrt 2, sqrt 3) or fixed (libpf's integer\n"
    "                   units C1, C2, C3: exact sums, no reopening on rounding)\n"
    PF_PEER_USAGE_FAMILY_HOST_HELP
    "\n"
    "Movement: 26 neighbours, costs 1, sqrt 2, sqrt 3, a move legal only when every\n"
    "voxel of its bounding box is free (libpf's pf_voxel_move_mask); outside the map\n"
    "is blocked.\n"
    "\n"
    PF_PEER_USAGE_EXIT;

// Path costs: double (1, sqrt 2, sqrt 3, the default) or int64_t (libpf's fixed-point units
// C1, C2, C3, exact; docs/DOMAINS.md); --costs chooses.
template <class Cost> struct Costs;
template <> struct Costs<double> {
    static constexpr double step[4] = {0.0, 1.0, 1.41421356237309504880, 1.73205080756887729353};
};
template <> struct Costs<int64_t> {
    static constexpr int64_t step[4] = {0, PF_VOX_C1, PF_VOX_C2, PF_VOX_C3};
};

struct Options : CommonOptions {
    std::vector<Algo> algos{ALGO_ASTAR, ALGO_DIJKSTRA};
    unsigned long first = 0;
    bool fixed = false;
};

Options parse_args(int argc, char **argv)
{
    Options o;
    parse_common(argc, argv, PROG, USAGE, o, [&](const std::string &a, const std::function<std::string()> &value) {
        if (a == "--algos")
            o.algos = parse_algos(PROG, value());
        else if (a == "--costs") {
            std::string c = value();
            if (c != "double" && c != "fixed")
                usage_error(PROG, "--costs expects double or fixed, got '" + c + "'");
            o.fixed = c == "fixed";
        } else if (a == "--first")
            o.first = count_arg(PROG, value(), "--first", 1);
        else
            return false;
        return true;
    });
    if (o.first && o.limit)
        usage_error(PROG, "--first and --limit exclude each other");
    return o;
}

// ------------------------------------------------------------ the implicit graph

// The search state of one query, one entry per voxel the query touched, in the order it was
// touched ("slot"): slot 0 is the start, slot 1 the goal. The hash gives a voxel its slot.
template <class Cost>
struct State {
    std::unordered_map<pf_node, uint32_t> slot_of;
    std::vector<pf_node> voxel;
    std::vector<int16_t> xyz;                     // 3 coordinates per slot
    std::vector<Cost> dist, cost;                 // g, and A*'s f (rank_map)
    std::vector<uint32_t> pred;
    std::vector<boost::default_color_type> color;

    void clear()
    {
        slot_of.clear();
        voxel.clear();
        xyz.clear();
        dist.clear();
        cost.clear();
        pred.clear();
        color.clear();
    }
    uint32_t slot(const struct pf_voxels *v, pf_node n)
    {
        auto ins = slot_of.try_emplace(n, (uint32_t)voxel.size());
        if (ins.second) {
            uint32_t s = ins.first->second;
            int32_t x, y, z;
            pf_voxel_xyz(v, n, &x, &y, &z);
            voxel.push_back(n);
            xyz.insert(xyz.end(), {(int16_t)x, (int16_t)y, (int16_t)z});
            dist.push_back(std::numeric_limits<Cost>::max());
            cost.push_back(std::numeric_limits<Cost>::max());
            pred.push_back(s);
            color.push_back(boost::white_color);
        }
        return ins.first->second;
    }
    // Bytes this query's state takes: the per-slot vectors, the hash (its buckets and one
    // 32-byte allocation per entry, what glibc gives a 16-byte node) and Boost's index-in-heap
    // vector (8 bytes a slot) and heap (4 bytes an open entry).
    uint64_t bytes(uint64_t max_open) const
    {
        uint64_t per_slot = sizeof(pf_node) + 3 * sizeof(int16_t) + 2 * sizeof(Cost) + sizeof(uint32_t) +
                            sizeof(boost::default_color_type) + 32 + sizeof(std::size_t);
        return voxel.size() * per_slot + slot_of.bucket_count() * sizeof(void *) + max_open * sizeof(uint32_t);
    }
};

// An edge: the slots of its ends and the move's class (1, 2 or 3 coordinates change).
struct VEdge {
    uint32_t u = 0, v = 0;
    uint8_t k = 0;
    bool operator==(const VEdge &o) const { return u == o.u && v == o.v && k == o.k; }
    bool operator!=(const VEdge &o) const { return !(*this == o); }
};

// Boost's incidence-graph concept over the voxels: a vertex is a slot; out_edges(u) asks
// libpf's pf_voxel_move_mask for the legal moves from u's voxel and hands out a slot to every
// target (one hash lookup per move). The edges of the last expanded vertex are kept in a
// buffer, which is enough for breadth_first_visit (it walks one vertex's edges at a time).
template <class S>
class VoxelGraph {
public:
    typedef uint32_t vertex_descriptor;
    typedef VEdge edge_descriptor;
    typedef const VEdge *out_edge_iterator;
    typedef boost::directed_tag directed_category;
    typedef boost::allow_parallel_edge_tag edge_parallel_category;
    typedef boost::incidence_graph_tag traversal_category;
    typedef uint32_t vertices_size_type;
    typedef uint32_t edges_size_type;
    typedef uint32_t degree_size_type;
    static vertex_descriptor null_vertex() { return UINT32_MAX; }

    VoxelGraph(const struct pf_voxels *v, S *st) : v_(v), st_(st)
    {
        for (int d = 0; d < PF_VOX_NUM_DIRS; d++) {
            const struct pf_vox_dir &m = pf_vox_dirs[d];
            step_[d] = (int64_t)m.dx + (int64_t)v->sx * ((int64_t)m.dy + (int64_t)v->sy * (int64_t)m.dz);
        }
    }
    std::pair<out_edge_iterator, out_edge_iterator> expand(uint32_t u) const
    {
        pf_node n = st_->voxel[u];
        uint32_t mask = pf_voxel_move_mask(v_, n);
        int count = 0;
        while (mask) {
            int d = __builtin_ctz(mask);
            mask &= mask - 1;
            VEdge &e = buf_[count++];
            e.u = u;
            e.v = st_->slot(v_, (pf_node)((int64_t)n + step_[d]));
            e.k = pf_vox_dirs[d].k;
        }
        return {buf_, buf_ + count};
    }
    uint32_t degree(uint32_t u) const { return (uint32_t)__builtin_popcount(pf_voxel_move_mask(v_, st_->voxel[u])); }

private:
    const struct pf_voxels *v_;
    S *st_;
    int64_t step_[PF_VOX_NUM_DIRS];
    mutable VEdge buf_[PF_VOX_NUM_DIRS];
};

template <class S>
std::pair<const VEdge *, const VEdge *> out_edges(uint32_t u, const VoxelGraph<S> &g)
{
    return g.expand(u);
}
template <class S> uint32_t out_degree(uint32_t u, const VoxelGraph<S> &g) { return g.degree(u); }
template <class S> uint32_t source(const VEdge &e, const VoxelGraph<S> &) { return e.u; }
template <class S> uint32_t target(const VEdge &e, const VoxelGraph<S> &) { return e.v; }

// A property of the slots, stored in one of State's vectors (which grow during a search).
template <class T>
struct SlotMap : boost::put_get_helper<T &, SlotMap<T>> {
    typedef uint32_t key_type;
    typedef T value_type;
    typedef T &reference;
    typedef boost::lvalue_property_map_tag category;
    std::vector<T> *vec;
    explicit SlotMap(std::vector<T> *v) : vec(v) {}
    T &operator[](uint32_t k) const { return (*vec)[k]; }
};

// Edge weights by the move's class: 1, sqrt 2, sqrt 3 (or C1, C2, C3).
template <class Cost>
struct VWeight : boost::put_get_helper<Cost, VWeight<Cost>> {
    typedef VEdge key_type;
    typedef Cost value_type;
    typedef Cost reference;
    typedef boost::readable_property_map_tag category;
    Cost operator[](const VEdge &e) const { return Costs<Cost>::step[e.k]; }
};

// The 3D octile distance in double: with a <= b <= c the sorted |dx|, |dy|, |dz|,
// a sqrt 3 + (b - a) sqrt 2 + (c - b), the exact cost without obstacles (in fixed point:
// a C3 + (b - a) C2 + (c - b) C1, libpf's octile3d).
template <class Cost>
class Octile3d : public boost::astar_heuristic<VoxelGraph<State<Cost>>, Cost> {
public:
    Octile3d(const State<Cost> *st, int32_t gx, int32_t gy, int32_t gz) : st_(st), gx_(gx), gy_(gy), gz_(gz) {}
    Cost operator()(uint32_t s) const
    {
        const int16_t *p = &st_->xyz[3 * (size_t)s];
        int32_t a = std::abs(p[0] - gx_), b = std::abs(p[1] - gy_), c = std::abs(p[2] - gz_);
        if (a > b)
            std::swap(a, b);
        if (b > c)
            std::swap(b, c);
        if (a > b)
            std::swap(a, b);
        const Cost *k = Costs<Cost>::step;
        return k[3] * a + k[2] * (b - a) + k[1] * (c - b);
    }

private:
    const State<Cost> *st_;
    int32_t gx_, gy_, gz_;
};

// ------------------------------------------------------------------ searches

template <class Cost>
class VoxelSolver {
public:
    explicit VoxelSolver(const struct pf_voxels *v) : v_(v), g_(v, &st_) {}

    // One findPath-equivalent from voxel s to voxel t: empty the state, search, and walk the
    // predecessors back into path (voxels, start first). False when t cannot be reached.
    template <bool Count>
    bool solve(Algo algo, pf_node s, pf_node t, std::vector<pf_node> &path, Events *ev)
    {
        path.clear();
        st_.clear();
        uint32_t s0 = st_.slot(v_, s), t0 = st_.slot(v_, t);
        bool found = false;
        try {
            if (algo == ALGO_ASTAR)
                run_astar<Count>(s0, t0, ev);
            else
                run_dijkstra<Count>(s0, t0, ev);
        } catch (const FoundGoal &) {
            found = true;
        }
        if (!found)
            return false;
        for (uint32_t u = t0;; u = st_.pred[u]) {
            path.push_back(st_.voxel[u]);
            if (u == s0 || st_.pred[u] == u || path.size() > st_.voxel.size())
                break;
        }
        std::reverse(path.begin(), path.end());
        return true;
    }
    const State<Cost> &state() const { return st_; }

private:
    template <bool Count> void run_astar(uint32_t s, uint32_t t, Events *ev)
    {
        GoalVisitor<boost::default_astar_visitor, uint32_t, Count> vis(t, ev);
        const int16_t *p = &st_.xyz[3 * (size_t)t];
        Octile3d<Cost> h(&st_, p[0], p[1], p[2]);
        SlotMap<Cost> dist(&st_.dist), cost(&st_.cost);
        // What astar_search would have set for the start before calling _no_init.
        dist[s] = 0;
        cost[s] = h(s);
        // Boost's A* for implicit graphs: the colour, distance, cost and predecessor maps are
        // the slot vectors, and the index map is the identity on slots, so the heap's own
        // index-in-heap vector_property_map grows with the slots too.
        boost::astar_search_no_init(g_, s, h, vis, SlotMap<uint32_t>(&st_.pred), cost, dist, VWeight<Cost>(),
                                    SlotMap<boost::default_color_type>(&st_.color),
                                    boost::typed_identity_property_map<uint32_t>(), std::less<Cost>(),
                                    std::plus<Cost>(), std::numeric_limits<Cost>::max(), Cost(0));
    }

    template <bool Count> void run_dijkstra(uint32_t s, uint32_t t, Events *ev)
    {
        typedef GoalVisitor<boost::default_dijkstra_visitor, uint32_t, Count> Vis;
        Vis vis(t, ev);
        SlotMap<Cost> dist(&st_.dist);
        dist[s] = 0;
        // The body of dijkstra_shortest_paths_no_init, with one change: its index-in-heap map
        // is an array of num_vertices(g) entries, which an implicit graph of 241 million
        // voxels cannot have, so it is a vector_property_map over the slots here, as
        // astar_search_no_init's is. Queue, relaxation visitor and loop are Boost's.
        typedef boost::vector_property_map<std::size_t, boost::typed_identity_property_map<uint32_t>> IndexInHeap;
        IndexInHeap index_in_heap;
        typedef boost::d_ary_heap_indirect<uint32_t, 4, IndexInHeap, SlotMap<Cost>, std::less<Cost>> Queue;
        Queue Q(dist, index_in_heap, std::less<Cost>());
        boost::detail::dijkstra_bfs_visitor<Vis, Queue, VWeight<Cost>, SlotMap<uint32_t>, SlotMap<Cost>,
                                            std::plus<Cost>, std::less<Cost>>
            bfs_vis(vis, Q, VWeight<Cost>(), SlotMap<uint32_t>(&st_.pred), dist, std::plus<Cost>(),
                    std::less<Cost>(), Cost(0));
        boost::breadth_first_visit(g_, &s, &s + 1, Q, bfs_vis, SlotMap<boost::default_color_type>(&st_.color));
    }

    const struct pf_voxels *v_;
    State<Cost> st_;
    VoxelGraph<State<Cost>> g_;
};

// ---------------------------------------------------------------- driver

double thread_cpu_s()
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

// Every query of todo with every search of o.algos, timed, then the rows and the summary line.
template <class Cost>
int run_all(const Options &o, const struct pf_voxels &vox, const struct pf_voxel_scen &scen,
            const std::vector<size_t> &todo, const std::string &map_name)
{
    VoxelSolver<Cost> solver(&vox);
    std::vector<pf_node> path, timed_path;
    static const SearchNames names[2] = {{"boost/voxel-astar", "astar", "octile3d"},
                                         {"boost/voxel-dijkstra", "dijkstra", "zero"}};
    const size_t na = o.algos.size(), nq = todo.size();
    std::vector<Answer> ans(nq * na);   // query-major: ans[k * na + i] for search o.algos[i]
    auto ends = [&](size_t k, pf_node &s, pf_node &t) {
        const struct pf_voxel_query *q = &scen.q[todo[k]];
        s = pf_voxel_node(&vox, q->sx, q->sy, q->sz);
        t = pf_voxel_node(&vox, q->gx, q->gy, q->gz);
    };
    // Untimed run with the counting visitor: the path, the counters, the check, the state.
    auto answer = [&](size_t k, size_t i) {
        pf_node s, t;
        ends(k, s, t);
        Answer &A = ans[k * na + i];
        A.ok = solver.template solve<true>(o.algos[i], s, t, path, &A.ev);
        A.path_len = path.size();
        char why[256];
        A.valid = A.ok && pf_voxel_path_validate(&vox, path.data(), (uint32_t)path.size(), s, t, &A.cost, why,
                                                 sizeof why);
        A.touched = solver.state().voxel.size();
        A.state_bytes = solver.state().bytes(A.ev.max_open);
    };
    // One timed findPath-equivalent: reset, search, walk back to a path vector.
    auto timed = [&](size_t k, size_t i) {
        pf_node s, t;
        ends(k, s, t);
        double c0 = thread_cpu_s();
        Clock::time_point t0 = Clock::now();
        solver.template solve<false>(o.algos[i], s, t, timed_path, nullptr);
        Clock::time_point t1 = Clock::now();
        ans[k * na + i].cpu_s += thread_cpu_s() - c0;
        ans[k * na + i].times.push_back(ns_between(t0, t1));
    };
    Clock::time_point started = Clock::now();
    run_schedule(o.timing, o.repeat, nq, na, PROG, map_name, [&](size_t i) { return names[o.algos[i]].variant; }, answer,
                 timed);

    const RunColumns cols{map_name, o.family, o.host, "voxel", "26", vox.w, vox.h, vox.d};
    std::printf("%s\n", DOMAIN_HEADER);
    uint64_t invalid = 0, mismatch[2] = {0, 0}, nopath = 0, expanded[2] = {0, 0}, touched = 0, bytes = 0;
    uint64_t median_sum[2] = {0, 0};
    double cpu[2] = {0, 0};
    for (size_t k = 0; k < nq; k++) {
        const struct pf_voxel_query *q = &scen.q[todo[k]];
        for (size_t i = 0; i < na; i++) {
            const Answer &A = ans[k * na + i];
            Algo a = o.algos[i];
            invalid += !A.valid;
            nopath += !A.ok;
            if (A.valid && std::fabs(A.cost - q->optimum) > pf_voxel_query_tolerance(q))
                mismatch[a]++;
            // bucket: the optimum / 4, as for the 2D files (what pfbench run gives voxel queries)
            print_row(cols, names[a], todo[k], (int)(q->optimum / 4), A, true, q->optimum);
            expanded[a] += A.ev.examined;
            median_sum[a] += median(A.times);
            cpu[a] += A.cpu_s;
            touched += A.touched;
            bytes += A.state_bytes;
        }
    }
    std::fflush(stdout);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    std::fprintf(stderr, "%s: %s: done, %zu queries x %zu searches, timed %s x %lu, in %.1f s", PROG,
                 map_name.c_str(), nq, na, o.timing == TIMING_PASSES ? "passes" : "back-to-back", o.repeat,
                 std::chrono::duration<double>(Clock::now() - started).count());
    for (size_t i = 0; i < na; i++) {
        Algo a = o.algos[i];
        std::fprintf(stderr,
                     "; %s: %llu expanded, %.2f M expansions/s over the medians (%.2f over the CPU time of "
                     "the timed solves), mean median %.0f us",
                     names[a].variant, (unsigned long long)expanded[a],
                     median_sum[a] ? (double)expanded[a] / ((double)median_sum[a] * 1e-9) / 1e6 : 0.0,
                     cpu[a] > 0 ? (double)expanded[a] * (double)o.repeat / cpu[a] / 1e6 : 0.0,
                     nq ? (double)median_sum[a] / (double)nq / 1e3 : 0.0);
    }
    std::fprintf(stderr, "; %.1f state bytes per touched voxel; peak RSS %.1f MB",
                 touched ? (double)bytes / (double)touched : 0.0, (double)ru.ru_maxrss / 1024.0);
    return finish_summary(PROG, nopath, invalid, 2, mismatch, [&](size_t a) { return names[a].variant; });
}

int main_impl(int argc, char **argv)
{
    Options o = parse_args(argc, argv);
    struct pf_voxels vox;
    struct pf_voxel_scen scen;
    struct pf_error err;
    std::memset(&scen, 0, sizeof scen);
    if (pf_voxel_map_read(o.map.c_str(), &vox, pf_voxel_default_max_bytes(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", PROG, err.msg);
        return 2;
    }
    if (pf_voxel_scen_read(o.scen.c_str(), &scen, &err) != PF_OK ||
        pf_voxel_scen_check(&scen, o.scen.c_str(), &vox, o.map.c_str(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", PROG, err.msg);
        pf_voxel_scen_free(&scen);
        pf_voxels_free(&vox);
        return 2;
    }
    std::vector<size_t> todo;
    if (o.first)
        for (size_t i = 0; i < scen.n && i < o.first; i++)
            todo.push_back(i);
    else
        todo = sample_ids(scen.n, o.limit);
    const std::string map_name = file_stem(o.map, {".3dmap"});

    int rc = o.fixed ? run_all<int64_t>(o, vox, scen, todo, map_name) : run_all<double>(o, vox, scen, todo, map_name);
    pf_voxel_scen_free(&scen);
    pf_voxels_free(&vox);
    return rc;
}

}  // namespace

int main(int argc, char **argv)
{
    return pf_peer::guarded_main(PROG, main_impl, argc, argv);
}
