// GPPC.h: the point type of the GPPC classic interface, for the test entry beside it (tests/data/gppc/vars).
#ifndef VARS_GPPC_H
#define VARS_GPPC_H
#include <stdint.h>
namespace GPPC {
struct xyLoc {
    int16_t x;
    int16_t y;
};
}
#endif
