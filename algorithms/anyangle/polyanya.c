/* polyanya.c: Polyanya, untraced (polyanya_search.h without POLYANYA_TRACED). */
#include "polyanya_search.h"
