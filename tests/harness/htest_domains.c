/* htest_domains.c: the domain table's decisions that do not hang on its order: which domain a
 * map file is (a .map with a .costs file beside it is weighted terrain, one without a 2D grid,
 * whatever order the domains are registered in), each domain's size label on the charts, and
 * the generator hook of pfbench gen. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check.h"
#include "domain.h"

static int write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    fputs(text, f);
    return fclose(f);
}

static const char *domain_of(const char *path)
{
    const struct pf_domain_ops *d = pf_domain_of_file(path);
    return d ? d->name : "(none)";
}

static void test_recognition(const char *tmpdir)
{
    char plain[4200], weighted[4200], costs[4200];
    snprintf(plain, sizeof plain, "%s/plain.map", tmpdir);
    snprintf(weighted, sizeof weighted, "%s/terrain.map", tmpdir);
    snprintf(costs, sizeof costs, "%s/terrain.costs", tmpdir);
    const char *map = "type octile\nheight 2\nwidth 2\nmap\n..\n..\n";
    CHECK_INT(write_file(plain, map), 0);
    CHECK_INT(write_file(weighted, map), 0);
    CHECK_INT(write_file(costs, ". 1\n"), 0);
    CHECK_STR(domain_of(plain), "grid");
    CHECK_STR(domain_of(weighted), "weighted");
    /* the rule is stated in the ops, not by the table's order */
    CHECK(pf_domain_named("weighted")->recognise_before == pf_domain_named("grid"));
    unlink(costs);
    CHECK_STR(domain_of(weighted), "grid");
    unlink(plain);
    unlink(weighted);
}

static const char *label(const char *domain, int32_t w, int32_t h, int32_t d)
{
    static char out[96];
    pf_domain_named(domain)->size_label(w, h, d, out, sizeof out);
    return out;
}

static void test_size_labels(void)
{
    CHECK_STR(label("grid", 512, 512, 1), "512²");
    CHECK_STR(label("grid", 256, 128, 1), "256×128");
    CHECK_STR(label("weighted", 1024, 1024, 1), "1024²");
    CHECK_STR(label("voxel", 100, 80, 50), "100×80×50");
    CHECK_STR(label("graph", 2000, 1, 1), "2000 nodes");
    for (size_t i = 0; i < pf_domain_ops_count(); i++)
        CHECK(pf_domain_ops_at(i)->size_label != NULL);
}

/* gen's hook: a domain has recipes exactly when it has a generator, and a recipe no domain
 * claims is left to gen's own writers. */
static void test_generators(void)
{
    for (size_t i = 0; i < pf_domain_ops_count(); i++) {
        const struct pf_domain_ops *d = pf_domain_ops_at(i);
        CHECK((d->recipes == NULL) == (d->gen == NULL));
        for (const char *const *r = d->recipes; r && *r; r++)
            CHECK(pf_domain_of_recipe(*r) == d);
    }
    CHECK(pf_domain_of_recipe("no-domain-claims-this:8x8") == NULL);
}

int main(void)
{
    const char *t = getenv("PF_TEST_TMP");
    char tmpdir[4096];
    snprintf(tmpdir, sizeof tmpdir, "%s/htest-domains-%ld", t && *t ? t : "/tmp", (long)getpid());
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", tmpdir);
    if (system(cmd) != 0) {
        fprintf(stderr, "htest_domains: cannot create %s\n", tmpdir);
        return 1;
    }
    test_recognition(tmpdir);
    test_size_labels();
    test_generators();
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    if (system(cmd) != 0)
        fprintf(stderr, "htest_domains: note: cannot remove %s\n", tmpdir);
    return pf_check_report("htest_domains");
}
