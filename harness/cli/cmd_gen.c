/* cmd_gen.c: `pfbench gen`: write a generated map and its scenario file from a recipe (the
 * weighted subcommands `gen terrain` and `gen weighted` are in cmd_gen_weighted.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "commands.h"
#include "domain.h"
#include "pf_gen.h"
#include "pf_waypoints.h"
#include "pf_terrain.h"

static const struct pf_opt opts[] = {
    { "recipe", "R", "what to generate, e.g. random:256x256:p=0.2:seed=1 (recipes above)", NULL },
    { "out", "DIR", "folder for the .map and .map.scen files (created if missing)", "." },
    { "per-bucket", "N", "scenarios kept per bucket (bucket = floor(optimum / 4))", "10" },
    { "max-buckets", "N", "buckets 0..N-1 are filled; longer pairs are dropped", "50" },
    { "seed", "S", "seed of the scenario draws (default: the recipe's seed)", NULL },
    { "graph", "FILE", "draw queries for this node graph (.gr DIMACS, or the plain format) instead", NULL },
    { "size", "WxH|N", "gen terrain: the map's size, sides from 16 to 8192 (made for 256 to 2048)", NULL },
    { "lines", "N", "gen terrain: about N scenario lines, spread over buckets up to the map's diagonal", "1000" },
    { "from", "DIR", "gen weighted: a folder of map families (DIR/FAMILY/NAME.map and its .scen); with a recipe of a domain that converts maps: the map file it converts", NULL },
    { "maps", "GLOB,...", "gen weighted: only the maps whose NAME or FAMILY/NAME matches a glob", NULL },
};

const struct pf_command pf_command_gen = {
    .name = "gen", .run = pf_cmd_gen, .opts = opts, .nopts = (int)(sizeof opts / sizeof opts[0]),
    .about = "generate a map (random, maze, rooms, open, caves) and its scenarios",
    .synopsis = "--recipe R [--out DIR] [--per-bucket 10] [--max-buckets 50] [--seed S] | --graph FILE ...\n"
                "       pfbench gen terrain --size WxH|N [--seed S] [--out DIR] [--lines 1000]\n"
                "       pfbench gen weighted --from DIR [--out DIR] [--maps GLOB,...] [--seed S]",
    .help =
                     "Generate a map from a recipe and scenarios for it, and write DIR/NAME.map and\n"
                     "DIR/NAME.map.scen (NAME from the recipe, e.g. gen-random-256x256-p0.2-s1).\n"
                     "Scenario pairs lie in the map's largest component; their optima are dijkstra/heap\n"
                     "costs under moves 8. The same recipe and seed give the same files byte for byte.\n\n"
                     "Recipes: FAMILY:WxH[:KEY=VALUE]..., W and H from 1 to 32768:\n"
                     "  random:WxH:p=0.2:seed=1      each cell blocked with probability p (0..0.9)\n"
                     "  maze:WxH:w=1:seed=1          perfect maze, corridors and walls w cells wide\n"
                     "  rooms:WxH:r=16:d=1:seed=1    r x r rooms, d doors in every shared wall\n"
                     "  caves:WxH:fill=0.45:seed=1   cellular automaton caves, initial wall share fill\n"
                     "  open:WxH                     no obstacles\n"
                     "Keys may be left out (the values shown are the defaults). A recipe whose prefix a\n"
                     "domain claims (its generator, docs/ARCHITECTURE.md) is written by that domain.\n\n"
                     "A waypoint graph (docs/DOMAINS.md): waypoints:SIZE:n=N:hills=24:cliffs=6:slope=60:k=6:seed=1\n"
                     "writes DIR/NAME.graph and DIR/NAME.graph.queries, per-bucket x max-buckets queries\n"
                     "sorted by their optimal (Dijkstra) cost.\n\n"
                     "--graph FILE (instead of --recipe) draws per-bucket x max-buckets queries for an\n"
                     "existing node graph the same way (seed 1 unless --seed) and writes DIR/NAME.queries\n"
                     "(NAME: the file's name without .gr or .graph): the queries pfbench run draws for a\n"
                     "graph file without its own query file, with the same count and seed.\n\n"
                     "Weighted terrain (docs/INPUTS.md): each weighted map is three files, NAME.map (terrain\n"
                     "labels), NAME.costs (LABEL COST lines) and NAME.map.scen (optima under the mean rule, from\n"
                     "weighted/dijkstra/heap).\n"
                     "gen terrain --size 512 --seed 1 (or --recipe terrain-512-1) writes DIR/terrain-512-1.*: regions\n"
                     "of fields, forest, swamp and water with winding roads and fords, and about --lines scenario\n"
                     "lines in its one connected component (bucket: the optimal path's octile length / 4).\n"
                     "gen weighted --from ../shared/movingai --out DIR writes DIR/FAMILY/NAME.* for every\n"
                     "DIR/FAMILY/NAME.map: walls kept, open cells given the costs of seeded regions (the seed is\n"
                     "--seed, default 1, mixed with the map's name), and the map's own scenario lines (NAME.map.scen\n"
                     "or NAME-random-1.scen) with the weighted optima. It prints one line per map; a map whose\n"
                     "three files are newer than its sources and DIR/weighted.seed (the seed of the last run)\n"
                     "is skipped, and Ctrl-C stops after the map at hand (every file is written whole or not at all).",
};

static int gen_waypoints(struct pf_cli *cli, const char *text, uint64_t count);
static int gen_graph_queries(struct pf_cli *cli, const char *file, uint64_t count);

/* err's message; returns code (the exit status). */
static int gen_fail(const struct pf_error *err, int code)
{
    fprintf(stderr, "pfbench gen: %s\n", err->msg);
    return code;
}

/* --seed into *seed when given. 0, or PF_EXIT_USAGE after a message. */
static int gen_seed(struct pf_cli *cli, uint64_t *seed)
{
    if (pf_cli_u64(cli, "seed", 0, UINT64_MAX, seed)) {
        fprintf(stderr, "pfbench gen: %s\n", cli->err);
        return PF_EXIT_USAGE;
    }
    return 0;
}

/* The output folder dir made, once a path in it was printed into cap bytes (n: snprintf's
 * count, negative when it failed). 0, or PF_EXIT_USAGE after a message. */
static int gen_out_dir(const char *dir, int n, size_t cap)
{
    if (n < 0 || (size_t)n >= cap) {
        fprintf(stderr, "pfbench gen: output folder name too long: '%.100s...'\n", dir);
        return PF_EXIT_USAGE;
    }
    struct pf_error de;
    return pf_mkdir_p(dir, &de) == PF_OK ? 0 : gen_fail(&de, PF_EXIT_USAGE);
}

int pf_cmd_gen(struct pf_cli *parsed)
{
    struct pf_cli cli = *parsed;   /* the command's own copy of the parsed command line */
    if (cli.npos > 0) {
        if (cli.npos == 1 && strcmp(cli.pos[0], "terrain") == 0)
            return pf_gen_terrain_cmd(parsed);
        if (cli.npos == 1 && strcmp(cli.pos[0], "weighted") == 0)
            return pf_gen_weighted_cmd(parsed);
        fprintf(stderr, "pfbench gen: expected no argument, 'terrain' or 'weighted', found '%s'\n", cli.pos[0]);
        return PF_EXIT_USAGE;
    }
    const char *text = pf_cli_get(&cli, "recipe"), *graph = pf_cli_get(&cli, "graph");
    if (!text == !graph) {
        fprintf(stderr, "pfbench gen: --recipe or --graph is required, not both (see --help)\n");
        return PF_EXIT_USAGE;
    }
    uint64_t per_bucket = 10, max_buckets = 50;
    if (pf_cli_u64(&cli, "per-bucket", 1, 100000, &per_bucket) ||
        pf_cli_u64(&cli, "max-buckets", 1, 100000, &max_buckets)) {
        fprintf(stderr, "pfbench gen: %s\n", cli.err);
        return PF_EXIT_USAGE;
    }
    if (graph)
        return gen_graph_queries(&cli, graph, per_bucket * max_buckets);
    /* a recipe a domain claims is that domain's to write (struct pf_domain_ops .gen) */
    const struct pf_domain_ops *d = pf_domain_of_recipe(text);
    if (d) {
        struct pf_gen_opts go = { (int)per_bucket, (int)max_buckets, pf_cli_get(&cli, "seed") != NULL, 0,
                                  pf_cli_get(&cli, "from") };
        if (gen_seed(&cli, &go.seed))
            return PF_EXIT_USAGE;
        return d->gen(text, pf_cli_get(&cli, "out"), &go);
    }
    if (pf_waypoints_is_recipe(text))
        return gen_waypoints(&cli, text, per_bucket * max_buckets);
    if (pf_terrain_is_recipe(text)) {
        struct pf_terrain_recipe tr;
        struct pf_error terr;
        if (pf_terrain_parse(text, &tr, &terr) != PF_OK) {
            fprintf(stderr, "pfbench gen: %s\n", terr.msg);
            return PF_EXIT_USAGE;
        }
        return pf_gen_terrain_recipe(parsed, &tr);
    }
    struct pf_error err;
    struct pf_gen_recipe r;
    if (pf_gen_parse(text, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return PF_EXIT_USAGE;
    }
    uint64_t seed = r.seed;
    if (gen_seed(&cli, &seed))
        return PF_EXIT_USAGE;
    char name[100];
    if (pf_gen_name(&r, name, sizeof name) != PF_OK) {
        fprintf(stderr, "pfbench gen: recipe '%s' gives a map name longer than %zu characters\n",
                text, sizeof name - 1);
        return PF_EXIT_USAGE;
    }
    const char *dir = pf_cli_get(&cli, "out");
    char map_path[4096], scen_path[4096];
    int n1 = snprintf(map_path, sizeof map_path, "%s/%s.map", dir, name);
    int n2 = snprintf(scen_path, sizeof scen_path, "%s/%s.map.scen", dir, name);
    if (gen_out_dir(dir, n1 < 0 ? -1 : n2, sizeof scen_path))
        return PF_EXIT_USAGE;

    uint64_t t0 = pf_now_ns();
    struct pf_grid g;
    int rc = pf_gen_map(&r, &g, &err);
    if (rc != PF_OK)
        return gen_fail(&err, rc == PF_ERR_NOMEM ? PF_EXIT_FAIL : PF_EXIT_USAGE);
    uint64_t t_map = pf_now_ns();
    struct pf_scen s;
    rc = pf_gen_scen(&g, name, seed, (int)per_bucket, (int)max_buckets, &s, &err);
    uint64_t t_scen = pf_now_ns();
    if (rc != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        pf_grid_free(&g);
        return rc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
    }
    if (pf_map_write(map_path, &g, &err) != PF_OK || pf_scen_write(scen_path, &s, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        pf_scen_free(&s);
        pf_grid_free(&g);
        return PF_EXIT_FAIL;
    }

    /* summary: passable cells, the component the pairs come from, scenarios and buckets */
    uint64_t passable = 0;
    for (size_t i = 0; i < (size_t)g.width * (size_t)g.height; i++)
        passable += g.chars[i] != '@';
    size_t buckets = 0;
    for (size_t i = 0; i < s.n; i++)
        buckets += i == 0 || s.e[i].bucket != s.e[i - 1].bucket;
    int32_t top = s.n ? s.e[s.n - 1].bucket : -1;
    printf("%s\n%s\n", map_path, scen_path);
    printf("# %s: %dx%d, %llu passable cells (%.1f%%), %zu scenarios in %zu buckets (highest %d of 0..%llu), "
           "seed %llu; map %.2f s, scenarios %.2f s\n",
           name, g.width, g.height, (unsigned long long)passable,
           100.0 * (double)passable / ((double)g.width * (double)g.height), s.n, buckets, top,
           (unsigned long long)max_buckets - 1, (unsigned long long)seed, (t_map - t0) / 1e9,
           (t_scen - t_map) / 1e9);
    pf_scen_free(&s);
    pf_grid_free(&g);
    return 0;
}

/* A waypoint graph and its queries: DIR/NAME.graph and DIR/NAME.graph.queries. */
static int gen_waypoints(struct pf_cli *cli, const char *text, uint64_t count)
{
    struct pf_error err;
    struct pf_waypoint_recipe r;
    char name[100], graph_path[4096], q_path[4096];
    if (pf_waypoints_parse(text, &r, &err) != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        return PF_EXIT_USAGE;
    }
    uint64_t seed = r.seed;
    if (gen_seed(cli, &seed))
        return PF_EXIT_USAGE;
    const char *dir = pf_cli_get(cli, "out");
    int n = pf_waypoints_name(&r, name, sizeof name) == PF_OK
                ? snprintf(q_path, sizeof q_path, "%s/%s.graph.queries", dir, name) : -1;
    if (gen_out_dir(dir, n, sizeof q_path))
        return PF_EXIT_USAGE;
    snprintf(graph_path, sizeof graph_path, "%s/%s.graph", dir, name);
    uint64_t t0 = pf_now_ns();
    struct pf_graph g;
    int rc = pf_gen_waypoints(&r, &g, &err);
    if (rc != PF_OK)
        return gen_fail(&err, rc == PF_ERR_NOMEM ? PF_EXIT_FAIL : PF_EXIT_USAGE);
    uint64_t t_graph = pf_now_ns();
    struct pf_graph_queries qs;
    rc = pf_gen_graph_queries(&g, seed, (uint32_t)count, &qs, &err);
    uint64_t t_q = pf_now_ns();
    if (rc == PF_OK && (pf_graph_write(graph_path, &g, &err) != PF_OK ||
                        pf_graph_queries_write(q_path, &g, &qs, &err) != PF_OK))
        rc = PF_ERR_IO;
    if (rc != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        pf_graph_free(&g);
        return rc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
    }
    printf("%s\n%s\n", graph_path, q_path);
    printf("# %s: %u nodes, %u arcs, %zu queries, seed %llu; graph %.2f s, queries %.2f s\n", name,
           g.num_nodes, g.num_arcs, qs.n, (unsigned long long)seed, (t_graph - t0) / 1e9,
           (t_q - t_graph) / 1e9);
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
    return 0;
}

/* Queries for an existing graph file: DIR/NAME.queries. */
static int gen_graph_queries(struct pf_cli *cli, const char *file, uint64_t count)
{
    uint64_t seed = 1;
    if (gen_seed(cli, &seed))
        return PF_EXIT_USAGE;
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    size_t bl = strlen(base);
    if (bl > 3 && !strcmp(base + bl - 3, ".gr"))
        bl -= 3;
    else if (bl > 6 && !strcmp(base + bl - 6, ".graph"))
        bl -= 6;
    const char *dir = pf_cli_get(cli, "out");
    char q_path[4096];
    int n = snprintf(q_path, sizeof q_path, "%s/%.*s.queries", dir, (int)bl, base);
    if (gen_out_dir(dir, n, sizeof q_path))
        return PF_EXIT_USAGE;
    struct pf_error err;
    struct pf_graph g;
    int rc = pf_graph_load(file, &g, pf_graph_default_max_bytes(), &err);
    if (rc != PF_OK)
        return gen_fail(&err, rc == PF_ERR_NOMEM ? PF_EXIT_FAIL : PF_EXIT_USAGE);
    struct pf_graph_queries qs;
    rc = pf_gen_graph_queries(&g, seed, (uint32_t)count, &qs, &err);
    if (rc == PF_OK && pf_graph_queries_write(q_path, &g, &qs, &err) != PF_OK) {
        pf_graph_queries_free(&qs);
        rc = PF_ERR_IO;
    }
    if (rc != PF_OK) {
        fprintf(stderr, "pfbench gen: %s\n", err.msg);
        pf_graph_free(&g);
        return rc == PF_ERR_ARG ? PF_EXIT_USAGE : PF_EXIT_FAIL;
    }
    printf("%s\n# %zu queries for %s (%u nodes, %u arcs), seed %llu\n", q_path, qs.n, file, g.num_nodes,
           g.num_arcs, (unsigned long long)seed);
    pf_graph_queries_free(&qs);
    pf_graph_free(&g);
    return 0;
}
