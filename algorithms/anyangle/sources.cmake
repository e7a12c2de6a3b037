# algorithms/anyangle/sources.cmake: libpf's files of the any-angle plane over a grid (validator,
# truth, Theta*, Anya, the navigation mesh, Polyanya).
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/anya.c ${CMAKE_CURRENT_LIST_DIR}/aa_segment.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_validate.c ${CMAKE_CURRENT_LIST_DIR}/aa_state.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_corners.c ${CMAKE_CURRENT_LIST_DIR}/aa_truth.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_bounded.c ${CMAKE_CURRENT_LIST_DIR}/aa_theta.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_ctx.c ${CMAKE_CURRENT_LIST_DIR}/aa_variants.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_alg.c ${CMAKE_CURRENT_LIST_DIR}/aa_mesh.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_assemble.c ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_rects.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_check.c ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_prep.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_build.c ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_cdt.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_mesh_merge.c ${CMAKE_CURRENT_LIST_DIR}/polyanya.c
  ${CMAKE_CURRENT_LIST_DIR}/polyanya_tables.c ${CMAKE_CURRENT_LIST_DIR}/polyanya_ends.c
  ${CMAKE_CURRENT_LIST_DIR}/aa_nodes.c
  ${CMAKE_CURRENT_LIST_DIR}/anya_traced.c ${CMAKE_CURRENT_LIST_DIR}/polyanya_traced.c)
# its folders: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
