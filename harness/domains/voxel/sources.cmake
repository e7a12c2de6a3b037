# harness/domains/voxel/sources.cmake: the harness's side of 3D voxel levels (.3dmap, .3dscen).
# harness/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/voxel_ops.c)
