/* best_first_core.h: the best-first search loop (A*, weighted A*, Dijkstra), included once
 * per open list by best_first.c and compiled there once per built-in heuristic, so the loop of
 * every built-in (heuristic, open list) pair makes no indirect calls.
 * The includer defines BF_NAME (a prefix), BF_OPEN_T, BF_PUSH, BF_DECREASE, BF_POP, BF_SIZE,
 * optionally BF_TRACED (1: the copy logs its steps when tracing is on: best_first_traced.c),
 * BF_SPECIALISE (1: one function BF_NAME_<heuristic> per built-in heuristic and a table
 * BF_NAME_by_hid of them; 0: one function BF_NAME_any, the heuristic through its pointer)
 * and the function bf_est(hid, hfn, dx, dy).
 * The loop is best_first_loop.h, here with the 2D grid's fixed steps (weighted terrain
 * compiles it with its cells' costs). The other best-first loops (voxel_astar.c,
 * graph_search_core.h, bidir/bidir.c, jps/jps.c, jps/jps_plus.c) say at their top why they keep
 * their own: what is common to all is the pop, goal test, close and budget check (ten lines);
 * what an expansion does, and what state it reads, differs, and that is where the time goes.
 * Those ten lines stay written out in best_first_loop.h and in jps.c: one forced-inline helper
 * for them changes what the compiler makes of each loop, for better or worse per variant, and
 * saves nothing a reader needs. */

/* the 2D grid's fixed steps (best_first_loop.h's hooks) */
#define BF_LOCALS
#define BF_NODE
#define BF_STEP(d) step[d]
#define BF_H(dx, dy) bf_est(hid, hfn, (dx), (dy))
#define BF_FOUND
#include "best_first_loop.h"

#if BF_SPECIALISE
#define X(hname, adm)                                                                    \
    static int BF_CAT(BF_NAME, hname)(struct pf_search_ctx *ctx, const struct pf_variant *v,  \
                                      pf_node start, pf_node goal, struct pf_result *res)  \
    {                                                                                    \
        return BF_CAT(BF_NAME, core)(ctx, v, start, goal, res, PF_HID_##hname, 0);        \
    }
PF_BUILTIN_HEURISTICS(X)
#undef X
static int (*const BF_CAT(BF_NAME, by_hid)[PF_NUM_BUILTIN_HEURISTICS])(
    struct pf_search_ctx *, const struct pf_variant *, pf_node, pf_node, struct pf_result *) = {
#define X(hname, adm) [PF_HID_##hname] = BF_CAT(BF_NAME, hname),
    PF_BUILTIN_HEURISTICS(X)
#undef X
};
#else
static int BF_CAT(BF_NAME, any)(struct pf_search_ctx *ctx, const struct pf_variant *v,
                                pf_node start, pf_node goal, struct pf_result *res)
{
    return BF_CAT(BF_NAME, core)(ctx, v, start, goal, res, BF_HID_OTHER, 0);
}
#endif

#undef BF_CAT
#undef BF_CAT_
#undef BF_NAME
#undef BF_SPECIALISE
