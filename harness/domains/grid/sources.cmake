# harness/domains/grid/sources.cmake: the harness's side of 2D grid maps (.map, .map.scen).
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/grid_ops.c)
