# harness/domains/anyangle/sources.cmake: the harness's side of the any-angle plane over 2D maps.
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/anyangle_ops.c)
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/anyangle_posthoc.c)
