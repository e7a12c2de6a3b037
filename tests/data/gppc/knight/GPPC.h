// GPPC.h: the point type of the GPPC classic interface, for the test entry beside it.
#ifndef KNIGHT_GPPC_H
#define KNIGHT_GPPC_H
#include <stdint.h>
namespace GPPC {
struct xyLoc {
    int16_t x;
    int16_t y;
};
}
#endif
