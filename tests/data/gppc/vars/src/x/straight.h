// straight.h: the one helper of the test entry, found only through the Makefile's -I$(SRC)/x.
#ifndef VARS_STRAIGHT_H
#define VARS_STRAIGHT_H
#include "Entry.h"
// The corners of a path from s to g: a straight or diagonal line, then the rest of the way.
void straight_path(xyLoc s, xyLoc g, std::vector<xyLoc> &path);
#endif
