// peer_path.h: the path check the C++ peers share: legality against the map
// characters and the cost recomputed from the steps (header-only, C++17).
#ifndef PF_PEER_PATH_H
#define PF_PEER_PATH_H

#include <cstdint>
#include <vector>

extern "C" {
#include "pf_grid.h"
}

namespace pf_peer {

const double SQRT2 = 1.41421356237309504880;

// Independent path check, written against the map characters (not against
// libpf's move masks nor the peer's own map): the path must run from (sx,sy)
// to (gx,gy), every step must go to one of the 8 neighbours on the same
// terrain (land or water, never blocked), and a diagonal step needs both side
// cells of that terrain (no corner cutting). The cost is recomputed from the
// steps (cardinal 1, diagonal sqrt 2) whether or not the path is legal.
inline int terrain(const struct pf_grid *g, int32_t x, int32_t y)
{
    if (x < 0 || y < 0 || x >= g->width || y >= g->height)
        return 0;
    switch (pf_grid_char(g, x, y)) {
    case '.': case 'G': case 'S': return 1;   // land
    case 'W': return 2;                       // water
    default: return 0;                        // blocked
    }
}

inline bool check_path(const struct pf_grid *g, const std::vector<int32_t> &px, const std::vector<int32_t> &py,
                int32_t sx, int32_t sy, int32_t gx, int32_t gy, double *cost)
{
    size_t n = px.size();
    uint64_t card = 0, diag = 0;
    bool ok = n > 0 && px[0] == sx && py[0] == sy && px[n - 1] == gx && py[n - 1] == gy &&
              terrain(g, sx, sy) != 0;
    for (size_t i = 1; i < n; i++) {
        int32_t x0 = px[i - 1], y0 = py[i - 1], x1 = px[i], y1 = py[i];
        int32_t dx = x1 - x0, dy = y1 - y0;
        if ((dx == 0 && dy == 0) || dx < -1 || dx > 1 || dy < -1 || dy > 1) {
            ok = false;
            continue;
        }
        int from = terrain(g, x0, y0);
        if (from == 0 || terrain(g, x1, y1) != from)
            ok = false;
        if (dx != 0 && dy != 0) {
            if (terrain(g, x1, y0) != from || terrain(g, x0, y1) != from)
                ok = false;   // cuts a corner
            diag++;
        } else {
            card++;
        }
    }
    *cost = (double)card + (double)diag * SQRT2;
    return ok;
}

}  // namespace pf_peer

#endif
