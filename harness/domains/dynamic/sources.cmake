# harness/domains/dynamic/sources.cmake: the harness's side of dynamic scenarios (GPPC's version 2:
# maps that change between queries): loading and replaying them, the domain's ops table.
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/dynamic_space.c ${CMAKE_CURRENT_LIST_DIR}/dynamic_recipe.c
  ${CMAKE_CURRENT_LIST_DIR}/dynamic_gen.c   ${CMAKE_CURRENT_LIST_DIR}/dynamic_ops.c)
target_include_directories(pfharness PUBLIC ${CMAKE_CURRENT_LIST_DIR})
