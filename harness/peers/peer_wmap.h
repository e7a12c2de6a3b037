// peer_wmap.h: what the weighted-terrain peers share: reading a weighted map (a Moving AI .map
// of terrain labels), its costs file (X.costs beside X.map, warthog's --costs format) and its
// scenarios into libpf's pf_wgrid, and the path check with the costs file's real costs.
//
// The two readers here are the peers' own until datasets/ has pf_costs_read and pf_wmap_read
// (pf_weighted_io.h); they take the same files and say what is wrong with file and line.
#ifndef PF_PEER_WMAP_H
#define PF_PEER_WMAP_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern "C" {
#include "pf_grid.h"
#include "pf_io.h"
}
#include "pf_weighted.h"
#include "peer_run.h"

namespace pf_peer {

// The costs file that goes with a map: X.costs beside X.map (the path with .map replaced).
inline std::string costs_beside(const std::string &map)
{
    std::string stem = map;
    if (stem.size() > 4 && stem.compare(stem.size() - 4, 4, ".map") == 0)
        stem.resize(stem.size() - 4);
    return stem + ".costs";
}

// One line of a file read whole: its text (without '\r') and its 1-based number.
struct TextLines {
    std::vector<std::string> line;
    bool read(const char *path, struct pf_error *err)
    {
        char *buf;
        size_t len;
        if (pf_file_slurp(path, &buf, &len, (size_t)1 << 31, err) != PF_OK)
            return false;
        std::string cur;
        for (size_t i = 0; i <= len; i++) {
            if (i == len || buf[i] == '\n') {
                if (!cur.empty() && cur.back() == '\r')
                    cur.pop_back();
                if (i < len || !cur.empty())
                    line.push_back(cur);
                cur.clear();
            } else {
                cur.push_back(buf[i]);
            }
        }
        std::free(buf);
        return true;
    }
};

// A costs file: `LABEL COST` per line (LABEL one printable character, COST a decimal >= 0 with
// at most PF_WCOST_DECIMALS_MAX decimals, 0 = blocked); blank lines are skipped. Every cost is
// held exactly as cost * 10^decimals, decimals the most any line writes.
inline bool read_costs(const char *path, struct pf_costs *c, struct pf_error *err)
{
    std::memset(c, 0, sizeof *c);
    TextLines t;
    if (!t.read(path, err))
        return false;
    uint64_t whole[256] = {0}, frac[256] = {0};
    int places[256] = {0}, decimals = 0;
    for (size_t i = 0; i < t.line.size(); i++) {
        const std::string &s = t.line[i];
        const unsigned no = (unsigned)i + 1;
        size_t p = s.find_first_not_of(" \t");
        if (p == std::string::npos)
            continue;
        unsigned char label = (unsigned char)s[p];
        size_t q = s.find_first_not_of(" \t", p + 1);
        size_t e = q == std::string::npos ? q : s.find_first_of(" \t", q);
        std::string num = q == std::string::npos ? "" : s.substr(q, e == std::string::npos ? e : e - q);
        if (label < 0x21 || label > 0x7e || p + 1 >= s.size() || (s[p + 1] != ' ' && s[p + 1] != '\t') ||
            num.empty() || (e != std::string::npos && s.find_first_not_of(" \t", e) != std::string::npos)) {
            pf_error_set(err, "%s:%u: expected 'LABEL COST' (a printable character and a number), found '%.60s'",
                         path, no, s.c_str());
            return false;
        }
        if (num[0] == '-') {
            pf_error_set(err, "%s:%u: expected a cost >= 0 for label '%c', found '%.40s'", path, no, label,
                         num.c_str());
            return false;
        }
        size_t dot = num.find('.');
        std::string w = num.substr(0, dot), f = dot == std::string::npos ? "" : num.substr(dot + 1);
        if (w.empty() || w.size() > 9 || w.find_first_not_of("0123456789") != std::string::npos ||
            (dot != std::string::npos && f.empty()) || f.find_first_not_of("0123456789") != std::string::npos ||
            f.size() > PF_WCOST_DECIMALS_MAX) {
            pf_error_set(err, "%s:%u: expected a decimal cost with at most %d decimals for label '%c', found '%.40s'",
                         path, no, PF_WCOST_DECIMALS_MAX, label, num.c_str());
            return false;
        }
        if (c->line[label]) {
            pf_error_set(err, "%s:%u: expected one cost for label '%c', found a second (the first on line %u)", path,
                         no, label, c->line[label]);
            return false;
        }
        c->line[label] = no;
        c->cost[label] = std::strtod(num.c_str(), nullptr);
        whole[label] = std::strtoull(w.c_str(), nullptr, 10);
        frac[label] = f.empty() ? 0 : std::strtoull(f.c_str(), nullptr, 10);
        places[label] = (int)f.size();
        decimals = places[label] > decimals ? places[label] : decimals;
    }
    uint64_t scale = 1;
    for (int d = 0; d < decimals; d++)
        scale *= 10;
    c->scale = (uint32_t)scale;
    c->decimals = decimals;
    for (int l = 0; l < 256; l++) {
        if (!c->line[l])
            continue;
        uint64_t up = 1;
        for (int d = places[l]; d < decimals; d++)
            up *= 10;
        uint64_t fixed = whole[l] * scale + frac[l] * up;
        if (fixed > PF_WCOST_MAX) {
            pf_error_set(err, "%s:%u: expected a cost of at most %g (%u fixed units of 1/%llu), found %.15g for label "
                         "'%c'", path, c->line[l], (double)PF_WCOST_MAX / (double)scale, PF_WCOST_MAX,
                         (unsigned long long)scale, c->cost[l], l);
            return false;
        }
        c->fixed[l] = (uint32_t)fixed;
    }
    return true;
}

// A Moving AI .map whose cells are labels: the header (type octile, height, width, map), then
// height rows of width printable characters; first_row is the line number of the first row.
inline bool read_labels(const char *path, int32_t &width, int32_t &height, std::string &labels, size_t &first_row,
                        struct pf_error *err)
{
    TextLines t;
    if (!t.read(path, err))
        return false;
    long h = 0, w = 0;
    size_t i = 0;
    for (; i < t.line.size() && t.line[i] != "map"; i++) {
        const std::string &s = t.line[i];
        char key[16];
        long v;
        if (s == "type octile")
            continue;
        if (std::sscanf(s.c_str(), "%15s %ld", key, &v) == 2 && v > 0 && v < 100000 &&
            (!std::strcmp(key, "height") || !std::strcmp(key, "width"))) {
            (key[0] == 'h' ? h : w) = v;
            continue;
        }
        pf_error_set(err, "%s:%zu: expected a header line ('type octile', 'height H', 'width W' or 'map'), found "
                     "'%.60s'", path, i + 1, s.c_str());
        return false;
    }
    if (i == t.line.size() || !h || !w) {
        pf_error_set(err, "%s:%zu: expected 'height H', 'width W' and then 'map', found %s", path, i + 1,
                     i == t.line.size() ? "end of file" : "'map' first");
        return false;
    }
    labels.clear();
    for (long y = 0; y < h; y++) {
        size_t no = i + 2 + (size_t)y;
        if (no > t.line.size()) {
            pf_error_set(err, "%s:%zu: expected %ld rows, found %ld", path, no, h, y);
            return false;
        }
        const std::string &row = t.line[no - 1];
        for (size_t x = 0; x < row.size(); x++)
            if ((unsigned char)row[x] < 0x21 || (unsigned char)row[x] > 0x7e) {
                pf_error_set(err, "%s:%zu: expected a printable label, found byte %d at column %zu", path, no,
                             (unsigned char)row[x], x + 1);
                return false;
            }
        if ((long)row.size() != w) {
            pf_error_set(err, "%s:%zu: expected %ld labels in row %ld, found %zu", path, no, w, y, row.size());
            return false;
        }
        labels += row;
    }
    width = (int32_t)w;
    height = (int32_t)h;
    first_row = i + 2;
    return true;
}

// A weighted map, its costs and its scenarios, read and checked; freed with the object.
struct WeightedInputs {
    struct pf_wgrid w;
    struct pf_costs costs;
    struct pf_scen scen;
    std::string map_name, costs_path;
    WeightedInputs() { std::memset(&w, 0, sizeof w); std::memset(&scen, 0, sizeof scen); }
    ~WeightedInputs()
    {
        pf_scen_free(&scen);
        pf_wgrid_free(&w);
    }
    WeightedInputs(const WeightedInputs &) = delete;
    WeightedInputs &operator=(const WeightedInputs &) = delete;
};

// Reads o.map, costs (empty: X.costs beside the map) and o.scen, builds the weighted map and
// checks the scenarios against it. On bad input: "prog: file:line: reason" and false.
inline bool read_weighted_inputs(const char *prog, const CommonOptions &o, const std::string &costs,
                                 WeightedInputs &in)
{
    struct pf_error err;
    int32_t width = 0, height = 0, bx = 0, by = 0;
    size_t first_row = 0;
    std::string labels;
    char why[200] = "";
    in.costs_path = costs.empty() ? costs_beside(o.map) : costs;
    if (!read_costs(in.costs_path.c_str(), &in.costs, &err) || !read_labels(o.map.c_str(), width, height, labels, first_row, &err)) {
        std::fprintf(stderr, "%s: %s\n", prog, err.msg);
        return false;
    }
    int rc = pf_wgrid_build(&in.w, width, height, labels.data(), &in.costs, &bx, &by, why, sizeof why);
    if (rc != PF_OK) {
        if (rc == PF_ERR_PARSE)
            std::fprintf(stderr, "%s: %s:%zu: %s (%s)\n", prog, o.map.c_str(), first_row + (size_t)by, why,
                         in.costs_path.c_str());
        else
            std::fprintf(stderr, "%s: %s: %s\n", prog, o.map.c_str(), rc == PF_ERR_NOMEM ? "out of memory" : why);
        return false;
    }
    if (pf_scen_read(o.scen.c_str(), &in.scen, &err) != PF_OK ||
        pf_scen_check(&in.scen, o.scen.c_str(), &in.w.grid, o.map.c_str(), &err) != PF_OK) {
        std::fprintf(stderr, "%s: %s\n", prog, err.msg);
        return false;
    }
    in.map_name = file_stem(o.map, {".map"});
    return true;
}

// The path of cells (px, py) checked and costed by libpf's independent weighted check under
// rule m: true when it runs from start to goal by legal moves; cost the real cost (the costs
// file's numbers, sqrt 2 in double), fixed the fixed-point cost the searches order by.
inline bool check_wpath(const struct pf_wgrid *w, enum pf_moves m, const std::vector<int32_t> &px,
                        const std::vector<int32_t> &py, const struct pf_scen_entry *e, double *cost, pf_cost *fixed)
{
    std::vector<pf_node> nodes(px.size());
    for (size_t i = 0; i < px.size(); i++) {
        if (!pf_grid_in_bounds(&w->grid, px[i], py[i]))
            return false;
        nodes[i] = pf_grid_node(&w->grid, px[i], py[i]);
    }
    char why[200];
    return pf_wpath_validate(w, m, nodes.data(), (uint32_t)nodes.size(), pf_grid_node(&w->grid, e->sx, e->sy),
                             pf_grid_node(&w->grid, e->gx, e->gy), cost, fixed, why, sizeof why) == 1;
}

}  // namespace pf_peer

#endif
