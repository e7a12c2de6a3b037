# algorithms/voxel/sources.cmake: libpf's files of the 3D voxel domain.
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/voxel_grid.c ${CMAKE_CURRENT_LIST_DIR}/voxel_ctx.c
  ${CMAKE_CURRENT_LIST_DIR}/voxel_context.c ${CMAKE_CURRENT_LIST_DIR}/voxel_variants.c
  ${CMAKE_CURRENT_LIST_DIR}/voxel_heuristics.c ${CMAKE_CURRENT_LIST_DIR}/voxel_alg.c
  ${CMAKE_CURRENT_LIST_DIR}/voxel_astar.c ${CMAKE_CURRENT_LIST_DIR}/voxel_bfs.c
  ${CMAKE_CURRENT_LIST_DIR}/voxel_generic.c ${CMAKE_CURRENT_LIST_DIR}/voxel_visit.c)
# its folders: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
