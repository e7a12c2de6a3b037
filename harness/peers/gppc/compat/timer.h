// timer.h: the small warthog::timer (start, stop, elapsed time) that some GPPC entries include
// but do not ship.
//
// The GPPC 2023 archive's ConstrainedJPS includes "timer.h" from an older warthog, whose
// file the archive lost (it shares its folder with the start kit's Timer.h, a clash on
// case-insensitive file systems). scripts/gppc-build.sh puts this folder on the include path
// only for an entry that includes "timer.h" without having one. Header-only, no link needed.
#ifndef PFBENCH_GPPC_COMPAT_TIMER_H
#define PFBENCH_GPPC_COMPAT_TIMER_H

#include <time.h>

namespace warthog
{
class timer
{
public:
    timer() { reset(); }
    void reset() { start_ = stop_ = timespec{0, 0}; running_ = false; }
    void start() { clock_gettime(CLOCK_MONOTONIC, &start_); running_ = true; }
    void stop() { clock_gettime(CLOCK_MONOTONIC, &stop_); running_ = false; }
    // from start to stop, or to now while running
    double elapsed_time_nano()
    {
        timespec end = stop_;
        if (running_)
            clock_gettime(CLOCK_MONOTONIC, &end);
        return (double)(end.tv_sec - start_.tv_sec) * 1e9 + (double)(end.tv_nsec - start_.tv_nsec);
    }
    double elapsed_time_micro() { return elapsed_time_nano() / 1e3; }
    double elapsed_time_sec() { return elapsed_time_nano() / 1e9; }
    double get_time_nano()
    {
        timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        return (double)now.tv_sec * 1e9 + (double)now.tv_nsec;
    }

private:
    timespec start_, stop_;
    bool running_;
};
}

#endif
