/* anya.c: Anya, untraced, and its API (anya_search.h without ANYA_TRACED). */
#include "anya_search.h"
