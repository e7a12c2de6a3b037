// Entry.cpp: a GPPC any-angle entry whose answers tests/harness/peers/gppc_aa_plugin_test.sh
// controls. It never looks at the map: it answers the straight segment from start to goal (the
// optimum when the goal is in sight, a segment through blocked cells when it is not), except
// for goals the test chose:
//   goal (4, 3) from (1, 0): the bend at corner (3, 1) (the optimum around the test map's wall);
//   goal (4, 0): a path through (2.5, 0), a point that is no corner of the grid;
//   goal (5, 1): GetPath throws;
//   goal (1, 3): GetPath never says it is done.
// Each answer comes in two calls (calls = 2): the start first, then the rest. PreprocessMap
// writes one byte per cell (storage = width x height bytes) and prints to stdout, as does
// PrepareForSearch (neither may reach the harness's stdout).
#include <cstdio>
#include <stdexcept>
#include "Entry.h"

void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename)
{
    std::printf("aaline: preprocessing %dx%d\n", width, height);
    FILE *f = std::fopen(filename.c_str(), "wb");
    if (!f)
        throw std::runtime_error("aaline: cannot write " + filename);
    for (size_t i = 0; i < bits.size(); i++)
        std::fputc(bits[i] ? '.' : '@', f);
    std::fclose(f);
}

void *PrepareForSearch(const std::vector<bool> &, int width, int height, const std::string &filename)
{
    std::printf("aaline: loading %s for a %dx%d map\n", filename.c_str(), width, height);
    static int data;     // GPPC has no call that frees an entry's data: none is allocated
    return &data;
}

static xyLoc at(double x, double y)
{
    xyLoc p;
    p.x = x;
    p.y = y;
    return p;
}

bool GetPath(void *, xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    if (s.x == g.x && s.y == g.y)
        return true;                     // GPPC: the empty path
    if (g.x == 5 && g.y == 1)
        throw std::runtime_error("aaline: asked to throw");
    if (g.x == 1 && g.y == 3)
        return false;                    // never done
    if (path.empty()) {
        path.push_back(s);
        return false;                    // come back for the rest
    }
    if (s.x == 1 && s.y == 0 && g.x == 4 && g.y == 3)
        path.push_back(at(3, 1));
    if (g.x == 4 && g.y == 0)
        path.push_back(at(2.5, 0));
    path.push_back(g);
    return true;
}

std::string GetName() { return "aaline"; }
