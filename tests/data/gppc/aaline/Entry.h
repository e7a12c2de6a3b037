// Entry.h: the GPPC any-angle interface for the test entry beside it: real-valued points and
// the four calls, as the start kit's Entry.h and GPPC.h declare them.
#ifndef AALINE_ENTRY_H
#define AALINE_ENTRY_H
#include <string>
#include <vector>
namespace GPPC {
struct xyLoc {
    double x, y;     // a corner (x, y) of the grid: cell (x, y) is the square up to (x + 1, y + 1)
};
}
typedef GPPC::xyLoc xyLoc;
void PreprocessMap(const std::vector<bool> &bits, int width, int height, const std::string &filename);
void *PrepareForSearch(const std::vector<bool> &bits, int width, int height, const std::string &filename);
bool GetPath(void *data, xyLoc s, xyLoc g, std::vector<xyLoc> &path);
std::string GetName();
#endif
