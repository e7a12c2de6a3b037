/* fuzz_check.h: what the libFuzzer targets share: stopping on a broken invariant, and the
 * readers' message contract. A target defines FUZZ_NAME ("fuzz_map") before including it. */
#ifndef FUZZ_CHECK_H
#define FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_io.h"

/* Report a broken invariant and stop, so libFuzzer saves the input. */
static inline void fail(const char *what, const char *msg)
{
    fprintf(stderr, "%s: %s%s%s\n", FUZZ_NAME, what, msg ? ": " : "", msg ? msg : "");
    abort();
}

/* The readers' message contract: "NAME:LINE: expected ...". */
static inline void check_message(const char *name, const struct pf_error *err)
{
    size_t n = strlen(name);
    if (strncmp(err->msg, name, n) != 0 || err->msg[n] != ':')
        fail("message does not start with the file name", err->msg);
    if (!strstr(err->msg, ": expected "))
        fail("message does not contain ': expected '", err->msg);
}

#endif
