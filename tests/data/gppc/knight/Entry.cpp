// Entry.cpp: a deliberately bad GPPC entry for tests/gppc_bad_test.sh. Its paths begin with a
// knight move (1 right, 2 down: no straight segment), so every answer must be reported invalid,
// naming that segment, while the run goes on. It also exercises the adapter's other duties:
//   PreprocessMap writes one byte per map cell (storage = width x height bytes) and prints to
//     stdout (which must not reach the harness's stdout); with KNIGHT_SLOW set it sleeps that
//     many seconds first (the preprocessing time limit), after writing its process id to the
//     file KNIGHT_PIDFILE names, if set (so a test can see it is gone);
//   PrepareForSearch prints to stdout too;
//   GetPath answers in two calls (calls = 2): the start first, then the rest.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>
#include "Entry.h"

void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename)
{
    std::printf("knight: preprocessing %dx%d\n", width, height);
    std::fflush(stdout);
    if (const char *pidfile = std::getenv("KNIGHT_PIDFILE")) {
        if (FILE *p = std::fopen(pidfile, "w")) {
            std::fprintf(p, "%ld\n", (long)getpid());
            std::fclose(p);
        }
    }
    if (const char *slow = std::getenv("KNIGHT_SLOW"))
        std::this_thread::sleep_for(std::chrono::duration<double>(std::atof(slow)));
    FILE *f = std::fopen(filename.c_str(), "wb");
    if (!f)
        std::exit(1);
    for (size_t i = 0; i < bits.size(); i++)
        std::fputc(bits[i] ? '.' : '@', f);
    std::fclose(f);
}

void *PrepareForSearch(const std::vector<bool> &, int width, int height, const std::string &filename)
{
    std::printf("knight: loading %s for a %dx%d map\n", filename.c_str(), width, height);
    return new int(0);
}

bool GetPath(void *, xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    if (s.x == g.x && s.y == g.y)
        return true;                     // GPPC: the empty path
    if (path.empty()) {
        path.push_back(s);
        return false;                    // come back for the rest
    }
    xyLoc k;
    k.x = (int16_t)(s.x + 1);
    k.y = (int16_t)(s.y + 2);
    path.push_back(k);
    path.push_back(g);
    return true;
}

std::string GetName() { return "knight-move"; }
