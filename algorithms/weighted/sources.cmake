# algorithms/weighted/sources.cmake: libpf's files of weighted terrain (per-cell costs, the mean
# and enter rules, JPSW).
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/weighted_map.c ${CMAKE_CURRENT_LIST_DIR}/weighted_context.c
  ${CMAKE_CURRENT_LIST_DIR}/weighted_variants.c ${CMAKE_CURRENT_LIST_DIR}/weighted_best_first.c ${CMAKE_CURRENT_LIST_DIR}/weighted_best_first_traced.c
  ${CMAKE_CURRENT_LIST_DIR}/weighted_costblind.c ${CMAKE_CURRENT_LIST_DIR}/weighted_bidir.c
  ${CMAKE_CURRENT_LIST_DIR}/jpsw.c ${CMAKE_CURRENT_LIST_DIR}/jpsw_prep.c ${CMAKE_CURRENT_LIST_DIR}/jpsw_repair.c)
# its folders: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
