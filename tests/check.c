/* check.c: the tally behind check.h. */
#include "check.h"

int pf_check_failures;
int pf_check_count;

int pf_check_report(const char *name)
{
    fprintf(pf_check_failures ? stderr : stdout, "%s: %d checks, %d failed\n", name,
            pf_check_count, pf_check_failures);
    return pf_check_failures ? 1 : 0;
}
