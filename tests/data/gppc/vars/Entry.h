// Entry.h: the GPPC classic interface of the test entry, the same as the knight entry's.
#include "../knight/Entry.h"
