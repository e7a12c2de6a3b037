# harness/domains/wdynamic/sources.cmake: the harness's side of weighted dynamic scenarios (a
# version-2 scenario with a costs file: weighted terrain that changes between queries).
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/wdynamic_ops.c)
