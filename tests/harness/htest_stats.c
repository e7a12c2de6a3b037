/* htest_stats.c: the statistics of stats.c (exact medians, geometric means) and pf_meta_get,
 * the report's meta.json lookup, on well-formed, nested, escaped and truncated input. */
#include <math.h>
#include <stdint.h>
#include "check.h"
#include "meta_get.h"
#include "stats.h"

static void medians(void)
{
    uint64_t odd[] = { 5, 1, 3 }, even[] = { 4, 1, 2, 3 }, big[] = { UINT64_MAX, UINT64_MAX - 2 };
    CHECK_INT(pf_median_u64(odd, 3), 3);
    CHECK_INT(odd[0], 1);                               /* sorted in place */
    CHECK_INT(pf_median_u64(even, 4), 2);               /* (2 + 3) / 2 rounded down */
    CHECK_INT(pf_median_u64(even, 0), 0);
    CHECK(pf_median_u64(big, 2) == UINT64_MAX - 1);     /* no overflow */
    /* budget-stopped queries are slower than every solved one: they move the median up, and
     * a median they take part in is no figure (0) */
    uint64_t two_of_five[] = { 10, PF_UNSOLVED, 30, PF_UNSOLVED, 20 };
    CHECK_INT(pf_median_solved(two_of_five, 5), 30);
    uint64_t half[] = { PF_UNSOLVED, 10, 20, PF_UNSOLVED };
    CHECK_INT(pf_median_solved(half, 4), 0);            /* (20 + unsolved) / 2: no median */
    uint64_t one_of_four[] = { PF_UNSOLVED, 10, 40, 20 };
    CHECK_INT(pf_median_solved(one_of_four, 4), 30);
    CHECK_INT(pf_median_solved(one_of_four, 0), 0);
    double d[] = { 0.5, 4, 1, 2 };
    CHECK_NEAR(pf_median_double(d, 4), 1.5, 0);
    CHECK_NEAR(pf_median_double(d, 3), 1, 0);           /* of the first three, sorted: 0.5 1 4 */
    CHECK(isnan(pf_median_double(d, 0)));
    double g[] = { 3, 5 }, bad[] = { 2, 0 };
    CHECK_NEAR(pf_geomean(g, 2), sqrt(15), 1e-12);
    CHECK_NEAR(pf_geomean(g, 1), 3, 1e-12);
    CHECK(isnan(pf_geomean(g, 0)));
    CHECK(isnan(pf_geomean(bad, 2)));
    struct pf_u64s l = { 0 };
    for (uint64_t i = 0; i < 1000; i++)
        CHECK_INT(pf_u64s_push(&l, 999 - i), 0);
    CHECK_INT(pf_median_u64(l.v, l.n), 499);
    pf_u64s_free(&l);
    CHECK(l.v == NULL && l.n == 0);
}

static void meta(void)
{
    char buf[64];
    const char *j = "{\"list\": [{\"host\": \"nested\"}], \"host\": \"top \\\"q\\\" \\u0041\",\n"
                    " \"repeat\": 5, \"ok\": true, \"hosts\": [\"a\", \"b\"], \"e\": \"\"}";
    CHECK_INT(pf_meta_get(j, "host", buf, sizeof buf), 1);
    CHECK_STR(buf, "top \"q\" A");                       /* the top-level key, unescaped */
    CHECK_INT(pf_meta_get(j, "repeat", buf, sizeof buf), 1);
    CHECK_STR(buf, "5");
    CHECK_INT(pf_meta_get(j, "ok", buf, sizeof buf), 1);
    CHECK_STR(buf, "true");
    CHECK_INT(pf_meta_get(j, "hosts", buf, sizeof buf), 1);
    CHECK_STR(buf, "a\nb");
    CHECK_INT(pf_meta_get(j, "e", buf, sizeof buf), 1);
    CHECK_STR(buf, "");
    CHECK_INT(pf_meta_get(j, "missing", buf, sizeof buf), 0);
    CHECK_INT(pf_meta_get(j, "hos", buf, sizeof buf), 0);
    char small[4];
    CHECK_INT(pf_meta_get(j, "host", small, sizeof small), 1);
    CHECK_STR(small, "top");                             /* cut to the buffer */
    /* truncated or malformed input: no crash, no read past the end */
    static const char *const broken[] = { "", "{", "{\"host\"", "{\"host\":", "{\"host\": \"abc",
                                          "{\"host\": \"a\\", "{\"host\": [\"a", "]]}}{\"host\": 1",
                                          "{\"host\": \"\\u12", "\"host\": 3" };
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
        pf_meta_get(broken[i], "host", buf, sizeof buf);
    CHECK_INT(pf_meta_get("{\"host\": \"abc", "host", buf, sizeof buf), 0);  /* not JSON */
    CHECK_STR(buf, "");
    CHECK_INT(pf_meta_get("\"host\": 3", "host", buf, sizeof buf), 0);   /* not inside an object */
}

int main(void)
{
    medians();
    meta();
    return pf_check_report("htest_stats");
}
