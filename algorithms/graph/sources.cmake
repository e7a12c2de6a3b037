# algorithms/graph/sources.cmake: libpf's files of the node-graph domain.
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/graph.c ${CMAKE_CURRENT_LIST_DIR}/graph_ctx.c
  ${CMAKE_CURRENT_LIST_DIR}/graph_context.c ${CMAKE_CURRENT_LIST_DIR}/graph_variants.c
  ${CMAKE_CURRENT_LIST_DIR}/graph_heuristics.c ${CMAKE_CURRENT_LIST_DIR}/graph_validate.c
  ${CMAKE_CURRENT_LIST_DIR}/graph_alg.c ${CMAKE_CURRENT_LIST_DIR}/graph_search.c
  ${CMAKE_CURRENT_LIST_DIR}/graph_bfs.c ${CMAKE_CURRENT_LIST_DIR}/graph_generic.c
  ${CMAKE_CURRENT_LIST_DIR}/graph_ch.c)
# its folders: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
