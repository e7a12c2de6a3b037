# harness/domains/graph/sources.cmake: the harness's side of node graphs (DIMACS .gr, .graph).
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/graph_ops.c)
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/graph_posthoc.c)
