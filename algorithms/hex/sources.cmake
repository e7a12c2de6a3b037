# algorithms/hex/sources.cmake: the hex domain's files in libpf (included after libpf's target
# is made).
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hex_map.c ${CMAKE_CURRENT_LIST_DIR}/hex_ctx.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_best_first.c ${CMAKE_CURRENT_LIST_DIR}/hex_bfs.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_generic.c ${CMAKE_CURRENT_LIST_DIR}/hex_bidir.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_search.c ${CMAKE_CURRENT_LIST_DIR}/hex_validate.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_variants.c)
target_include_directories(pf PRIVATE ${CMAKE_CURRENT_LIST_DIR})
