// straight.cpp: the test entry's helper, in a folder of its own, compiled from there (cd lib).
// It must be compiled with the standard the entry's Makefile asks for, C++11.
#if __cplusplus != 201103L
#error "expected the entry's own standard, -std=c++11"
#endif
#include <cstdlib>
#include "straight.h"

void straight_path(xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    path.push_back(s);
    int dx = g.x - s.x, dy = g.y - s.y;
    int d = std::abs(dx) < std::abs(dy) ? std::abs(dx) : std::abs(dy);
    xyLoc m;
    m.x = (int16_t)(s.x + (dx < 0 ? -d : d));
    m.y = (int16_t)(s.y + (dy < 0 ? -d : d));
    if ((m.x != s.x || m.y != s.y) && (m.x != g.x || m.y != g.y))
        path.push_back(m);
    if (g.x != s.x || g.y != s.y)
        path.push_back(g);
}
