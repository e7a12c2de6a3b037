// gppc_calls.h: what both GPPC adapters share: the build's settings checked, GetPath called until done and timed.
//
// Included by gppc_plugin.cc (classic entries, integer points) and gppc_anyangle_plugin.cc
// (any-angle entries, real points) after the entry's Entry.h, which declares xyLoc and GetPath,
// and after gppc_plugin_config.h, which scripts/gppc-build.sh writes for each build.
#ifndef GPPC_CALLS_H
#define GPPC_CALLS_H

#ifndef GPPC_PLUGIN_NAME
#error "GPPC_PLUGIN_NAME must be defined (scripts/gppc-build.sh writes gppc_plugin_config.h)"
#endif
#ifndef GPPC_PLUGIN_OPTIMAL
#define GPPC_PLUGIN_OPTIMAL 0
#endif
#ifndef GPPC_PLUGIN_BUILD
#define GPPC_PLUGIN_BUILD NULL
#endif

#include <cmath>
#include <cstdint>
#include <vector>

#include <time.h>

// Calls GetPath can take on one query before the adapter gives up on an entry that never
// says done (the host's time budget usually stops it first).
#define GPPC_MAX_CALLS (1u << 24)

static inline uint64_t gppc_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

// GPPC's path length: the sum of Euclidean distances between consecutive points.
static inline double gppc_path_length(const std::vector<xyLoc> &path)
{
    double len = 0;
    for (size_t i = 1; i < path.size(); i++) {
        double dx = (double)path[i].x - (double)path[i - 1].x, dy = (double)path[i].y - (double)path[i - 1].y;
        len += std::sqrt(dx * dx + dy * dy);
    }
    return len;
}

// GPPC's measures of one query.
struct gppc_calls {
    uint32_t calls;
    uint64_t longest_ns, first20_ns;
};

// GetPath until done (or GPPC_MAX_CALLS), as GPPC's harness: each call timed; the time to 20
// steps adds the calls until the path is at least 20 long (all of them for a shorter path).
// path is cleared first. True when the entry said done.
static inline bool gppc_get_path(void *data, xyLoc s, xyLoc g, std::vector<xyLoc> &path, struct gppc_calls *m)
{
    path.clear();
    m->calls = 0;
    m->longest_ns = m->first20_ns = 0;
    bool done = false, done_first = false;
    do {
        uint64_t t0 = gppc_now_ns();
        done = GetPath(data, s, g, path);
        uint64_t dt = gppc_now_ns() - t0;
        m->calls++;
        if (dt > m->longest_ns)
            m->longest_ns = dt;
        if (!done_first) {
            m->first20_ns += dt;
            if (!done)
                done_first = gppc_path_length(path) >= 20.0 - 1e-6;
        }
    } while (!done && m->calls < GPPC_MAX_CALLS);
    return done;
}

#endif
