// peer_run.h: what the C++ peers share besides the path check: the scenario sample, the
// order of untimed and timed solves (--timing passes|back-to-back) and small formatting helpers.
#ifndef PF_PEER_RUN_H
#define PF_PEER_RUN_H

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

extern "C" {
#include "pf_io.h"
}

namespace pf_peer {

enum Timing { TIMING_PASSES, TIMING_BACK_TO_BACK };

typedef std::chrono::steady_clock Clock;

inline uint64_t ns_between(Clock::time_point a, Clock::time_point b)
{
    return (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(b - a).count();
}

// One scenario line to solve: its 0-based index in the file, and the entry.
struct Query {
    size_t id;
    const struct pf_scen_entry *e;
};

// At most limit lines (0: all), evenly spaced: with n lines, line floor(i*n/limit).
inline std::vector<Query> sample(const struct pf_scen &scen, unsigned long limit)
{
    std::vector<Query> todo;
    size_t n = scen.n;
    size_t take = limit && limit < n ? limit : n;
    for (size_t i = 0; i < take; i++) {
        size_t id = take == n ? i : (size_t)((unsigned long long)i * n / take);
        todo.push_back(Query{id, &scen.e[id]});
    }
    return todo;
}

// Median of the timed solves (the mean of the two middle ones for an even count).
inline uint64_t median(std::vector<uint64_t> v)
{
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

inline std::string fmt_g(double x)
{
    char b[64];
    std::snprintf(b, sizeof b, "%.15g", x);
    return b;
}

// Runs nq queries with na searches in pfbench run's order: answer(k, i) is the untimed solve
// of query k with search i, timed(k, i) one timed solve. passes: per search, an untimed pass
// over the list, then K timed passes, each query once a pass; back-to-back: per query and
// search, the untimed solve (it also warms the caches), then K timed solves in a row. Every
// 2 s a progress line (prog: map: [search and pass: ]scenario k of n) goes to stderr.
template <class Answer, class Timed, class Name>
void run_schedule(Timing timing, unsigned long repeat, size_t nq, size_t na, const char *prog,
                  const std::string &map_name, Name name_of, Answer answer, Timed timed)
{
    Clock::time_point started = Clock::now(), last = started;
    auto progress = [&](size_t k, size_t i, unsigned long pass) {
        Clock::time_point now = Clock::now();
        if (now - last < std::chrono::seconds(2))
            return;
        last = now;
        std::string where;
        if (timing == TIMING_PASSES)
            where = std::string(name_of(i)) +
                    (pass ? " pass " + std::to_string(pass) + " of " + std::to_string(repeat) : " answers") + ": ";
        std::fprintf(stderr, "%s: %s: %sscenario %zu of %zu (%.0f s)\n", prog, map_name.c_str(), where.c_str(),
                     k + 1, nq, std::chrono::duration<double>(now - started).count());
    };
    if (timing == TIMING_BACK_TO_BACK) {
        for (size_t k = 0; k < nq; k++) {
            for (size_t i = 0; i < na; i++) {
                answer(k, i);
                for (unsigned long r = 0; r < repeat; r++)
                    timed(k, i);
            }
            progress(k, 0, 0);
        }
    } else {
        for (size_t i = 0; i < na; i++) {
            for (size_t k = 0; k < nq; k++) {
                answer(k, i);
                progress(k, i, 0);
            }
            for (unsigned long r = 0; r < repeat; r++)
                for (size_t k = 0; k < nq; k++) {
                    timed(k, i);
                    progress(k, i, r + 1);
                }
        }
    }
}

}  // namespace pf_peer

#endif
