/* hex_io.h: the harness side of the hex domain: its map files (recognised, read, written),
 * its queries, its generated maps and scenarios, and its traces. */
#ifndef PF_HEX_IO_H
#define PF_HEX_IO_H

#include <stddef.h>
#include <stdint.h>
#include "pf_io.h"
#include "pf_hex.h"

/* ---- Map files (docs/INPUTS.md, "Hex map files") --------------------------------------------- */
/* 1 when the file at path starts with the line 'type hex' (spaces around the words allowed). */
int pf_hex_file_recognise(const char *path);
/* Read a hex map: 'type hex', 'height H', 'width W' (either order), 'map', then H rows of W
 * Moving AI terrain characters. A map of more than max_cells cells is refused (PF_ERR_LIMIT)
 * before anything is allocated for it. PF_OK, or a negative status with
 * "FILE:LINE: expected ..., found ..." in err; m is freed on failure. */
int pf_hex_map_parse(const char *name, const char *buf, size_t len, struct pf_hex_map *m,
                     uint64_t max_cells, struct pf_error *err);
int pf_hex_map_read(const char *path, struct pf_hex_map *m, uint64_t max_cells, struct pf_error *err);
/* Write m as a hex map file, crash-safe (pf_out_open): the old file or the whole new one. */
int pf_hex_map_write(const char *path, const struct pf_hex_map *m, struct pf_error *err);
/* Read any map file as a hex map: a hex map as it is, a Moving AI 2D map ('type octile') with
 * the same rows. PF_OK or a negative status with the message in err. */
int pf_hex_map_read_any(const char *path, struct pf_hex_map *m, uint64_t max_cells, struct pf_error *err);

/* ---- Queries ------------------------------------------------------------------------------ */
/* Read a Moving AI .scen file (pf_scen_read) and check it against the hex map read from
 * map_path: map name, size, starts and goals on free cells. PF_OK or PF_ERR_* with err. */
int pf_hex_scen_read(const char *path, const struct pf_hex_map *m, const char *map_path, struct pf_scen *s,
                     struct pf_error *err);
/* A hex map file and its query file, read and checked together (m and s left empty on
 * failure). PF_OK or PF_ERR_* with err. */
int pf_hex_load_problem(const char *map_path, const char *scen_path, uint64_t max_cells, struct pf_hex_map *m,
                        struct pf_scen *s, struct pf_error *err);
/* The query file of a hex map when none is given: MAP.scen. */
void pf_hex_queries_for(const char *map_path, char *out, size_t cap);
/* The start and goal nodes of a query. */
void pf_hex_scen_nodes(const struct pf_hex_map *m, const struct pf_scen_entry *e, pf_node *s, pf_node *t);

/* ---- Generation --------------------------------------------------------------------------- */
/* A recipe "hex:WxH:p=P:seed=S" (random blocked cells, as the 2D 'random' family draws them)
 * or "hex:FAMILY:..." with any 2D family of pf_gen.h ("hex:maze:64x64:w=1:seed=2"): the 2D
 * generator's rows, read as a hex map. 1 when text starts with "hex:". */
int pf_hex_recipe_is(const char *text);
/* Build the map of recipe text into m, and its name (e.g. "gen-hex-random-64x64-p0.2-s1") into
 * name. PF_OK, or PF_ERR_PARSE / PF_ERR_ARG / PF_ERR_NOMEM / PF_ERR_LIMIT with err. */
int pf_hex_gen_map(const char *text, struct pf_hex_map *m, char *name, size_t name_cap, struct pf_error *err);
/* A recipe's map name alone, without building the map: PF_OK or PF_ERR_* with err. */
int pf_hex_gen_name(const char *recipe, char *name, size_t name_cap, struct pf_error *err);
/* A recipe's map, its name and its scenarios (pf_hex_gen_scen with the recipe's seed, the map
 * column NAME.map); s NULL: the map alone. On failure nothing is left to free. */
int pf_hex_generate(const char *recipe, int per_bucket, int max_buckets, struct pf_hex_map *m, char *name,
                    size_t name_cap, struct pf_scen *s, struct pf_error *err);
/* Write a recipe's map and scenarios into folder dir (made when missing): DIR/NAME.map and
 * DIR/NAME.map.scen, each crash-safe; the map's path into map_path. PF_OK or PF_ERR_* with err. */
int pf_hex_gen_files(const char *recipe, const char *dir, int per_bucket, int max_buckets, char *map_path,
                     size_t cap, struct pf_error *err);
/* Write the map at in_path (a 2D .map, or a hex map) as a hex map at out_path. */
int pf_hex_convert(const char *in_path, const char *out_path, uint64_t max_cells, struct pf_error *err);

/* Draw scenarios for m: start/goal pairs in its largest component (six-neighbour moves), each
 * optimum the hex Dijkstra cost (hex/dijkstra/heap) in steps, bucket floor(optimum / 4), at
 * most per_bucket pairs in each of the first max_buckets buckets, sorted by bucket. map_name
 * is the map column (the .map file's name). Same seed, same pairs. out is replaced (free with
 * pf_scen_free). PF_OK, or PF_ERR_ARG / PF_ERR_NOMEM with err. A map without two connected
 * free cells gives an empty scenario. */
int pf_hex_gen_scen(const struct pf_hex_map *m, const char *map_name, uint64_t seed, int per_bucket,
                    int max_buckets, struct pf_scen *out, struct pf_error *err);

/* Label m's connected components (six-neighbour moves): label[num_nodes], 0 on blocked cells;
 * *largest the biggest's label (the first on ties; 0 when no cell is free), *largest_size its
 * cells. PF_OK or PF_ERR_NOMEM. */
int pf_hex_components(const struct pf_hex_map *m, uint32_t *label, uint32_t *largest, uint32_t *largest_size);

/* ---- Traces and pictures ------------------------------------------------------------------ */
/* Run registry variant v (a hex variant) from start to goal with tracing on (at most 10 M
 * expansions) and write the trace at path:
 *   # pfbench hex trace map=<name> width=<W> height=<H> variant=<A> cost=<c> expanded=<n>
 * then H rows of W integers (-2 blocked, -1 never expanded, k >= 0 expansion order), and
 * path + ".path" with one "x y" a line from start to goal. 0, or -1 after a message on stderr. */
int pf_hex_trace_write(const struct pf_hex_map *m, const struct pf_variant *v, const char *map_name,
                       pf_node start, pf_node goal, const char *path);
/* The same search's Posthoc trace at path (posthoc.h): each step at its cell's centre in the
 * pictures' odd-r layout (x, y) with its column and row (col, row). 0, or -1 after a message. */
int pf_hex_posthoc_write(const struct pf_hex_map *m, const struct pf_variant *v, const char *map_name,
                         pf_node start, pf_node goal, const char *path);
/* Draw traces[0..n) (one panel each) into out (.png or .svg) with gnuplot and the shipped
 * scripts/plot/hex.gp (found as pf_script_find finds scripts): 0, or -1 after a message. */
int pf_hex_draw(const char *const *traces, size_t n, const char *out);

#endif
