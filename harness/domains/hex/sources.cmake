# harness/domains/hex/sources.cmake: the harness's side of hex maps (files, generation, planning,
# traces and pictures, the domain's ops table). harness/CMakeLists.txt includes every domain
# folder's sources.cmake. Its folder is on the include path for the tests of its files
# (tests/harness/htest_hex.c); it reads libpf through the public pf_hex.h alone.
target_sources(pfharness PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hex_map_io.c ${CMAKE_CURRENT_LIST_DIR}/hex_gen.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_scen.c ${CMAKE_CURRENT_LIST_DIR}/hex_trace.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_plan.c ${CMAKE_CURRENT_LIST_DIR}/hex_ops.c
  ${CMAKE_CURRENT_LIST_DIR}/hex_posthoc.c)
target_include_directories(pfharness PUBLIC ${CMAKE_CURRENT_LIST_DIR})
