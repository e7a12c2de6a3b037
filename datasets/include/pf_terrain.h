/* pf_terrain.h: generated weighted terrain: the terrain generator and its recipe strings, the
 * weighted version of a Moving AI map, and scenarios whose optima are weighted Dijkstra's. */
#ifndef PF_TERRAIN_H
#define PF_TERRAIN_H

#include <stddef.h>
#include <stdint.h>
#include "pf_io.h"
#include "pf_weighted.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The terrain labels and their costs (the costs file the generators write, 0 decimals):
 * roads 'r' 1, fields '.' 2, forest 'f' 4, swamp 's' 8, fords '~' 16 (a road through water),
 * water 'w' blocked; the weighted Moving AI maps keep their walls as '@' (blocked) and use
 * r . f s for the open cells. */

/* ---- The terrain generator ---------------------------------------------------------------
 * Recipe text: "terrain-N-SEED" (an N x N map) or "terrain-WxH-SEED", W and H from
 * PF_TERRAIN_MIN_SIDE to PF_TERRAIN_MAX_SIDE (made for 256 to 2048), SEED 0..2^64-1. The map:
 * large regions of one terrain (Voronoi cells around a few dozen to a few hundred jittered
 * seeds, their borders warped by smooth noise), a few long winding roads 1 to 3 cells wide
 * that cross water as fords; the open cells outside the largest connected component turned
 * into water, so that every open cell reaches every other. Same recipe, same bytes. */
#define PF_TERRAIN_MIN_SIDE 16
#define PF_TERRAIN_MAX_SIDE 8192

struct pf_terrain_recipe {
    int32_t width, height;
    uint64_t seed;
};

/* Parse a recipe: PF_OK, or PF_ERR_PARSE with "recipe '...': expected ..., found ...". */
int pf_terrain_parse(const char *text, struct pf_terrain_recipe *r, struct pf_error *err);
/* 1 when text starts like a terrain recipe ("terrain-"), so that callers can tell it from the
 * 2D recipes. */
int pf_terrain_is_recipe(const char *text);
/* The map's name, which is also its recipe: "terrain-512-1", "terrain-512x256-7". PF_OK, or
 * PF_ERR_LIMIT when cap is too small. */
int pf_terrain_name(const struct pf_terrain_recipe *r, char *buf, size_t cap);
/* Build the map (w, freed with pf_wgrid_free) and its costs. PF_OK, PF_ERR_ARG (a recipe out
 * of range) or PF_ERR_NOMEM, with a message. */
int pf_gen_terrain(const struct pf_terrain_recipe *r, struct pf_wgrid *w, struct pf_costs *c,
                   struct pf_error *err);

/* ---- Weighted Moving AI maps -------------------------------------------------------------
 * The weighted version of a 2D map: every blocked cell becomes '@' (cost 0), every passable
 * cell stays open with the label of its region (Voronoi regions as above, each road, field,
 * forest or swamp, drawn from seed), so connectivity, and every scenario line of the map,
 * is kept. PF_OK or PF_ERR_NOMEM / PF_ERR_LIMIT with a message. */
int pf_weighted_from_grid(const struct pf_grid *g, uint64_t seed, struct pf_wgrid *w,
                          struct pf_costs *c, struct pf_error *err);

/* ---- Scenarios ---------------------------------------------------------------------------
 * pf_gen_scen (pf_gen.h) on weighted terrain: start/goal pairs in the largest component, the
 * optimum column the weighted optimum under the mean rule (weighted/dijkstra/heap, the
 * domain's reference), the bucket floor(L / 4) where L is the octile length of that optimal
 * path (cardinal 1, diagonal sqrt 2), so that buckets read as in the 2D files. */
int pf_gen_wscen(const struct pf_wgrid *w, const char *map_name, uint64_t seed, int per_bucket,
                 int max_buckets, struct pf_scen *out, struct pf_error *err);
/* How pf_gen_wscen is asked for about `lines` pairs on a width x height map: buckets up to the
 * map's diagonal, and as many pairs per bucket as make `lines` (at least 1). */
void pf_wscen_plan(int32_t width, int32_t height, int lines, int *per_bucket, int *max_buckets);
/* The lines of a map's own scenario file with their optima replaced by the weighted optimum
 * under the mean rule (decimals 8); every other column kept. A line whose pair has no path
 * is refused with "SCEN_NAME:LINE: expected a path ...". out is replaced. PF_OK, PF_ERR_PARSE
 * or PF_ERR_NOMEM. */
int pf_wscen_reprice(const struct pf_wgrid *w, const struct pf_scen *in, const char *scen_name,
                     struct pf_scen *out, struct pf_error *err);

#ifdef __cplusplus
}
#endif

#endif
