// GPPC.h: the point type of the GPPC any-angle interface (real coordinates), for the test entry beside it.
#ifndef AALINE_GPPC_H
#define AALINE_GPPC_H
namespace GPPC {
struct xyLoc {
    double x;
    double y;
};
}
#endif
