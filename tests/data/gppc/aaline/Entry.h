// Entry.h: the four calls of the GPPC any-angle interface, declared for the test entry beside it.
#ifndef AALINE_ENTRY_H
#define AALINE_ENTRY_H
#include <string>
#include <vector>
#include "GPPC.h"
typedef GPPC::xyLoc xyLoc;
void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename);
void *PrepareForSearch(const std::vector<bool> &bits, int width, int height, const std::string &filename);
bool GetPath(void *data, xyLoc s, xyLoc g, std::vector<xyLoc> &path);
std::string GetName();
#endif
