# Makefile: the commands a user types; a thin wrapper over CMake, ctest and pfbench.
BUILD      ?= build
ASAN_BUILD ?= build-asan
JOBS       ?= 2
PFBENCH    := $(BUILD)/pfbench
# Moving AI maps: datasets/movingai (scripts/fetch-movingai.sh) or ../shared/movingai.
MOVINGAI_DIR ?= $(abspath $(firstword $(wildcard datasets/movingai) $(wildcard ../shared/movingai)))
export MOVINGAI_DIR
# 3D voxel levels (warframe/*.3dmap) and node graphs (dimacs/*.gr): datasets/ or ../shared/.
VOXEL_DIR ?= $(abspath $(firstword $(wildcard datasets/voxel) $(wildcard ../shared/voxel)))
GRAPHS_DIR ?= $(abspath $(firstword $(wildcard datasets/graphs) $(wildcard ../shared/graphs)))
export VOXEL_DIR GRAPHS_DIR
# weighted terrain: the weighted versions of the Moving AI maps (make weighted-data writes them)
WEIGHTED_DIR ?= $(abspath datasets/weighted)
export WEIGHTED_DIR
# any-angle scenarios with any-angle optima (GPPC's AcrosstheCape): datasets/ or ../shared/.
ANYANGLE_DIR ?= $(abspath $(firstword $(wildcard datasets/anyangle) $(wildcard ../shared/anyangle)))
export ANYANGLE_DIR
# dynamic scenarios (GPPC's dynamic track): the start kit's, unpacked by scripts/fetch-dynamic.sh
DYNAMIC_DIR ?= $(abspath datasets/dynamic)
export DYNAMIC_DIR

.PHONY: all deps build test test-fast asan bench bench-quick bench-full bench-voxel bench-graphs bench-peers bench-peers-domains bench-gppc charts \
        fuzz memcheck clean help \
        check-movingai weighted-data bench-weighted check-weighted bench-anyangle check-anyangle check-mesh bench-dynamic \
        bench-replan

all: build

help:
	@echo "make           build pfbench (installs missing packages first)"
	@echo "make test      build and run every test, normally and under ASan+UBSan"
	@echo "make bench     run the default suite, validate it, draw charts and the report"
	@echo "make bench-quick / bench-full / bench-voxel / bench-graphs / bench-peers / bench-peers-domains / bench-gppc / charts / fuzz / clean"
	@echo "make test-fast (normal build only) / asan (the ASan+UBSan build) / memcheck (valgrind) / deps (install packages)"
	@echo "make check-movingai ALGOS=a,b [MOVES=8] [BUDGET=N]  every Moving AI line, validated"
	@echo "make weighted-data / bench-weighted / check-weighted [WALGOS=a,b]  weighted terrain: data, race, every line"
	@echo "make check-anyangle   Anya against the exact any-angle truth on every line of AcrosstheCape and the race's five Moving AI maps"
	@echo "make check-mesh       the any-angle navigation mesh of every map in MOVINGAI_DIR and ANYANGLE_DIR checked, with its polygons and build time"
	@echo "make bench-dynamic    maps that change: the GPPC dynamic start kit's two scenarios and generated ones at three rates (suite dynamic), validated"
	@echo "make bench-replan     agents that replan on maps they discover: a map of each Moving AI family, LINES=100 lines, r = 1, 3, 10, JOBS processes (docs/REPLAN.md)"
	@echo "make bench-anyangle   the any-angle race (suite anyangle: aa/* and the GPPC 2023 any-angle entries on AcrosstheCape and five Moving AI maps), validated"

deps:
	@scripts/install-deps.sh --check >/dev/null || scripts/install-deps.sh

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

asan: deps
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DPF_SANITIZE=ON >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)

test: build asan
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	    ctest --test-dir $(ASAN_BUILD) --output-on-failure -j $(JOBS)

test-fast: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)

# bench: run a suite, validate it, draw the charts and the report of the new result folder.
bench: build
	@scripts/bench.sh $(PFBENCH) default

bench-quick: build
	@scripts/bench.sh $(PFBENCH) quick

bench-full: build
	@scripts/bench.sh $(PFBENCH) full

# bench-voxel / bench-graphs: the 3D Warframe levels (VOXEL_DIR), the node graphs (generated
# waypoint graphs and GRAPHS_DIR's road network); make bench runs a sample of both
bench-voxel: build
	@scripts/bench.sh $(PFBENCH) voxel

bench-graphs: build
	@scripts/bench.sh $(PFBENCH) graphs

# bench-dynamic: maps that change (suite dynamic): the start kit's dao_arena2 and Aurora switch
# (unpacked into DYNAMIC_DIR from ../shared/peers-src by scripts/fetch-dynamic.sh when missing)
# and generated scenarios at three rates of change, on rooms and on weighted terrain; each 2D variant replays each whole
bench-dynamic: build
	@[ -f $(DYNAMIC_DIR)/startkit/dao_arena2.scen ] || scripts/fetch-dynamic.sh --dest $(DYNAMIC_DIR) || \
	    echo "bench-dynamic: no start kit: the generated scenarios only" >&2
	@scripts/bench.sh $(PFBENCH) dynamic

# bench-replan: agents that replan (pfbench replan) over one map of each Moving AI family,
# LINES lines a map (default 100), sensor radii 1, 3 and 10, in JOBS processes, with the chart and
# the orderings per family (scripts/replan.sh)
bench-replan: build
	@MOVINGAI_DIR=$(MOVINGAI_DIR) scripts/replan.sh $(PFBENCH) $(if $(LINES),--lines $(LINES)) --jobs $(JOBS)

# charts: redraw the charts and report of the newest run (or RUN=results/<folder>).
RUN ?= results/latest
charts: build
	@PFBENCH=$(PFBENCH) scripts/charts.sh $(RUN) && $(PFBENCH) report $(RUN)

# memcheck: the C tests and a small run under valgrind (slow; not part of make test)
memcheck: build
	@scripts/memcheck.sh $(BUILD)

# fuzz: each libFuzzer target (map, scenario, voxel, node-graph, costs and weighted-map readers, command line, JSON readers) for FUZZ_SECONDS
FUZZ_SECONDS ?= 300
fuzz:
	@scripts/install-deps.sh --check --fuzz >/dev/null || scripts/install-deps.sh --fuzz
	scripts/fuzz.sh --seconds $(FUZZ_SECONDS) --jobs $(JOBS) --build-jobs $(JOBS)

# bench-peers: pfbench against Boost.Graph, PathFinding.js and warthog on the same scenarios
bench-peers: build
	@scripts/install-deps.sh --check --peers >/dev/null || scripts/install-deps.sh --peers
	@cmake --build $(BUILD) -j $(JOBS) >/dev/null
	@scripts/bench-peers.sh --pfbench $(PFBENCH)

# bench-peers-domains: pfbench's voxel and node-graph searches against Boost.Graph on the same queries
bench-peers-domains: build
	@scripts/install-deps.sh --check --peers >/dev/null || scripts/install-deps.sh --peers
	@cmake --build $(BUILD) -j $(JOBS) >/dev/null
	@scripts/bench-peers-domains.sh --pfbench $(PFBENCH)

# bench-gppc: the five GPPC 2023 archive entries (plugins built by scripts/gppc-build.sh) against
# pfbench's A*, Dijkstra and BFS on the peers maps; GPPC_ARGS passes options (e.g. --fresh)
bench-gppc: build
	@scripts/bench-gppc.sh --pfbench $(PFBENCH) $(GPPC_ARGS)

# bench-anyangle: the any-angle race: pfbench's aa/ variants and the GPPC 2023 any-angle entries
# (RayScan and Gap_Search declared optimal, the start kit's Theta* example not; each built by
# scripts/gppc-build.sh from ../shared/peers-src, or left out with a line when it cannot be) on
# the suite anyangle (AcrosstheCape, every line; den520d, brc202d, random512-10-0, Boston_0_512,
# 300 lines, maze512-1-0, 20, evenly spaced over each whole file; the truth's first run on the
# maze's long lines takes about 45 minutes, then its answers are cached), side by side in one run, then validate (Anya, the truth and
# the entries declared optimal must be optimal on every line, every entry's answers valid).
# AA_ENTRIES chooses the entries (empty: none); their build logs go to $(BUILD)/peers/gppc/.
AA_OUT ?= results/anyangle
AA_ENTRIES ?= aa-RayScan aa-Gap_Search startkit-anyangle
bench-anyangle: build
	@plugins=""; mkdir -p $(BUILD)/peers/gppc; \
	for e in $(AA_ENTRIES); do \
	    opt=""; case "$$e" in aa-*) opt=--optimal ;; esac; \
	    if so=$$(scripts/gppc-build.sh "$$e" $$opt --out $(BUILD)/peers/gppc 2> $(BUILD)/peers/gppc/$$e.log); then \
	        plugins="$$plugins --plugin $$so"; \
	    else echo "bench-anyangle: $$e not built ($$(tail -n 1 $(BUILD)/peers/gppc/$$e.log)): raced without it" >&2; fi; \
	done; \
	$(PFBENCH) run --suite anyangle --algos 'aa/*,gppc/*' $$plugins --out $(AA_OUT) && \
	$(PFBENCH) validate $(AA_OUT)/latest

# check-anyangle: Anya against the exact ground truth (aa_truth.c's visibility graph, built once
# a map) on every line of AcrosstheCape (its published optima too) and of den520d, brc202d,
# Boston_0_512, maze512-1-0 and random512-10-0 in MOVINGAI_DIR: about 10 minutes on one core,
# most of it building the last two maps' graphs
check-anyangle: build
	@test -n "$(MOVINGAI_DIR)" || { echo "check-anyangle: no Moving AI maps (set MOVINGAI_DIR)"; exit 2; }
	PF_ANYA_ALL_MAPS=1 PF_ANYA_LINES=0 $(BUILD)/tests/test_anya

# check-mesh: every builder's navigation mesh (algorithms/anyangle/aa_mesh.h) of every map in
# MOVINGAI_DIR and ANYANGLE_DIR, checked to cover exactly the free space; one CSV line per map
# and builder (polygons, vertices, build ms, MB, verdict): about 10 s for the 56 shared maps
check-mesh: build
	@test -n "$(MOVINGAI_DIR)$(ANYANGLE_DIR)" || { echo "check-mesh: no maps (set MOVINGAI_DIR or ANYANGLE_DIR)"; exit 2; }
	$(BUILD)/tests/test_aa_mesh $(MOVINGAI_DIR) $(ANYANGLE_DIR)

# check-movingai: the every-line optimality check: ALGOS (and the reference, which every run
# solves first) on every line of every map in MOVINGAI_DIR, once, no Google Benchmark; then
# validate, which fails when a variant that must be optimal is not on some line. BUDGET caps
# the expansions per query (IDA*); its 'budget' rows are counted apart, not as failures.
ALGOS      ?= dijkstra/heap
MOVES      ?= 8
CHECK_OUT  ?= results/check-movingai
check-movingai: build
	@test -n "$(MOVINGAI_DIR)" || { echo "check-movingai: no Moving AI maps (set MOVINGAI_DIR)"; exit 2; }
	$(PFBENCH) run --suite movingai --algos '$(ALGOS)' --moves $(MOVES) \
	    $(if $(BUDGET),--budget $(BUDGET)) --out $(CHECK_OUT)
	$(PFBENCH) validate $(CHECK_OUT)/latest

# weighted-data: the weighted versions of every Moving AI map (walls kept, open cells given
# region costs; optima by weighted Dijkstra under mean) in WEIGHTED_DIR, and the race's generated
# terrain in WEIGHTED_DIR/gen-terrain; kept and reused
weighted-data: build
	@test -n "$(MOVINGAI_DIR)" || { echo "weighted-data: no Moving AI maps (set MOVINGAI_DIR)"; exit 2; }
	$(PFBENCH) gen weighted --from $(MOVINGAI_DIR) --out $(WEIGHTED_DIR)
	@for r in terrain-512-1 terrain-1024-1 terrain-2048-1; do \
	    test -s $(WEIGHTED_DIR)/gen-terrain/$$r.map.scen || $(PFBENCH) gen --recipe $$r --out $(WEIGHTED_DIR)/gen-terrain || exit 1; \
	done

# bench-weighted: the weighted race, under both cost rules: pfbench's weighted searches and
# JPSW against warthog's astar_wgm and Boost.Graph on the same lines (scripts/bench-weighted.sh)
bench-weighted: build
	@scripts/install-deps.sh --check --peers >/dev/null || scripts/install-deps.sh --peers
	@cmake --build $(BUILD) -j $(JOBS) >/dev/null
	@scripts/bench-weighted.sh --pfbench $(PFBENCH)

# check-weighted: every line of every weighted map of WEIGHTED_DIR, once, under both cost rules,
# for WALGOS (and the reference, weighted/dijkstra/heap); validate fails when a variant that must
# be optimal is not on some line
WALGOS    ?= weighted/astar/octile/heap,weighted/jpsw,weighted/bidir-astar/octile/heap
WCHECK_OUT ?= results/check-weighted
check-weighted: weighted-data
	for rule in mean enter; do \
	    $(PFBENCH) run --suite weighted-all --algos '$(WALGOS)' --moves $$rule --out $(WCHECK_OUT)/$$rule && \
	    $(PFBENCH) validate $(WCHECK_OUT)/$$rule/latest || exit 1; \
	done
