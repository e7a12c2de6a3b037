# harness/domains/hex/sources.cmake: the hex domain's files in the harness (included after the
# pfharness target is made). Its files read libpf's hex headers (algorithms/hex).
target_sources(pfharness PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hex_map_io.c ${CMAKE_CURRENT_LIST_DIR}/hex_gen.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_scen.c ${CMAKE_CURRENT_LIST_DIR}/hex_trace.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_plan.c)
target_include_directories(pfharness PUBLIC ${CMAKE_CURRENT_LIST_DIR}
  ${PROJECT_SOURCE_DIR}/algorithms/hex)
