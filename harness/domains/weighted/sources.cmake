# harness/domains/weighted/sources.cmake: the harness's side of weighted terrain (.map with .costs).
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/weighted_ops.c ${CMAKE_CURRENT_LIST_DIR}/weighted_gen.c)
