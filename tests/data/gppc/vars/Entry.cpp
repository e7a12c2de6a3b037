// Entry.cpp: a test GPPC entry whose Makefile builds its lists from Make variables (see the
// Makefile); it answers with the octile line between start and goal, ignoring obstacles (valid
// only on an open map), enough to show that the build found every source, folder and flag.
#if __cplusplus != 201103L
#error "expected the entry's own standard, -std=c++11"
#endif
#include "Entry.h"
#include "straight.h"

void PreprocessMap(const std::vector<bool> &, int, int, const std::string &) {}

void *PrepareForSearch(const std::vector<bool> &, int, int, const std::string &)
{
    return nullptr;
}

bool GetPath(void *, xyLoc s, xyLoc g, std::vector<xyLoc> &path)
{
    straight_path(s, g, path);
    return true;
}

std::string GetName()
{
    return VARS_NAME;
}
