/* fuzz_costs.c: libFuzzer target for the costs file of weighted terrain: parse, check the
 * fixed-point invariants, write the canonical form and parse it again to the same costs. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pf_weighted_io.h"
#define FUZZ_NAME "fuzz_costs"
#include "fuzz_check.h"

static void check_costs(const struct pf_costs *c)
{
    uint32_t scale = 1;
    for (int i = 0; i < c->decimals; i++)
        scale *= 10;
    if (c->decimals < 0 || c->decimals > PF_WCOST_DECIMALS_MAX || c->scale != scale)
        fail("scale is not 10^decimals", NULL);
    int labels = 0;
    for (int i = 0; i < 256; i++) {
        if (!c->line[i]) {
            if (c->fixed[i] || c->cost[i] != 0)
                fail("an undefined label has a cost", NULL);
            continue;
        }
        labels++;
        if (i < 0x21 || i > 0x7e)
            fail("a label that is not printable", NULL);
        if (c->fixed[i] > PF_WCOST_MAX)
            fail("a fixed cost over PF_WCOST_MAX", NULL);
        if (c->cost[i] != (double)c->fixed[i] / (double)c->scale)
            fail("the real cost is not fixed / scale", NULL);
    }
    if (!labels)
        fail("a costs file without labels was accepted", NULL);
}

/* "LABEL COST" lines with exactly `decimals` digits, in the order of the lines: the same costs. */
static void check_round_trip(const struct pf_costs *c)
{
    char buf[256 * 40];
    size_t len = 0;
    for (uint32_t line = 1, done = 0; done < 256 && line < 1u << 30; line++) {
        int found = 0;
        for (int i = 0; i < 256; i++) {
            if (c->line[i] != line)
                continue;
            found = 1;
            uint32_t v = c->fixed[i];
            len += (size_t)(c->decimals ? snprintf(buf + len, sizeof buf - len, "%c %u.%0*u\n", i, v / c->scale,
                                                   c->decimals, v % c->scale)
                                        : snprintf(buf + len, sizeof buf - len, "%c %u\n", i, v));
        }
        done += (uint32_t)found;
        int left = 0;
        for (int i = 0; i < 256; i++)
            left |= c->line[i] > line;
        if (!left)
            break;
    }
    struct pf_costs d;
    struct pf_error err;
    if (pf_costs_parse("again.costs", buf, len, &d, &err) != PF_OK)
        fail("the written costs do not parse again", err.msg);
    if (memcmp(d.fixed, c->fixed, sizeof d.fixed) != 0 || d.scale != c->scale)
        fail("the written costs parse to other costs", NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct pf_costs c;
    struct pf_error err;
    memset(&err, 0, sizeof err);
    int rc = pf_costs_parse("fuzz.costs", (const char *)data, size, &c, &err);
    if (rc == PF_OK) {
        check_costs(&c);
        check_round_trip(&c);
    } else {
        if (rc != PF_ERR_PARSE && rc != PF_ERR_LIMIT)
            fail("unexpected status", pf_status_name(rc));
        check_message("fuzz.costs", &err);
    }
    return 0;
}
