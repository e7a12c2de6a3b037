/* hex_variants.c: the hex domain's built-in variants as data (hex_variants.def). */
#include <string.h>
#include "pf_hex.h"

const struct pf_hex_variant_spec pf_hex_variants[] = {
#define X(name, algo, heur, kind, open, use_h, pick, about) { name, algo, heur, { kind, open, use_h, pick }, about },
#include "hex_variants.def"
#undef X
};
const size_t pf_hex_num_variants = sizeof pf_hex_variants / sizeof pf_hex_variants[0];

const struct pf_hex_variant_spec *pf_hex_variant_find(const char *name)
{
    for (size_t i = 0; i < pf_hex_num_variants; i++)
        if (!strcmp(pf_hex_variants[i].name, name))
            return &pf_hex_variants[i];
    return NULL;
}
