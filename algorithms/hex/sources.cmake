# algorithms/hex/sources.cmake: libpf's files of the hex domain (map, context, searches,
# validator, variants and the domain's descriptor).
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hex_map.c ${CMAKE_CURRENT_LIST_DIR}/hex_ctx.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_best_first.c ${CMAKE_CURRENT_LIST_DIR}/hex_bfs.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_generic.c ${CMAKE_CURRENT_LIST_DIR}/hex_bidir.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_search.c ${CMAKE_CURRENT_LIST_DIR}/hex_validate.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_variants.c ${CMAKE_CURRENT_LIST_DIR}/hex_domain.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_context.c ${CMAKE_CURRENT_LIST_DIR}/hex_bidir_traced.c)
# its folder: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
