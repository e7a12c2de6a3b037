# algorithms/grid/sources.cmake: libpf's files of the 2D grid domain (model, heuristics,
# validator; JPS, JPS+, subgoal graphs, bidirectional).
# algorithms/CMakeLists.txt includes every domain folder's sources.cmake.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/grid.c ${CMAKE_CURRENT_LIST_DIR}/grid_ctx.c
  ${CMAKE_CURRENT_LIST_DIR}/grid_variants.c ${CMAKE_CURRENT_LIST_DIR}/heuristics.c
  ${CMAKE_CURRENT_LIST_DIR}/validate.c ${CMAKE_CURRENT_LIST_DIR}/segments.c
  ${CMAKE_CURRENT_LIST_DIR}/best_first.c ${CMAKE_CURRENT_LIST_DIR}/best_first_traced.c ${CMAKE_CURRENT_LIST_DIR}/bfs.c
  ${CMAKE_CURRENT_LIST_DIR}/generic.c ${CMAKE_CURRENT_LIST_DIR}/idastar.c
  ${CMAKE_CURRENT_LIST_DIR}/jps/jps.c ${CMAKE_CURRENT_LIST_DIR}/jps/jps_plus.c
  ${CMAKE_CURRENT_LIST_DIR}/jps/jps_plus_prep.c ${CMAKE_CURRENT_LIST_DIR}/jps/jps_plus_repair.c
  ${CMAKE_CURRENT_LIST_DIR}/grid_ch.c
  ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_build.c ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_query.c
  ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_repair.c ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_relist.c
  ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_cache.c ${CMAKE_CURRENT_LIST_DIR}/subgoal/tsg.c
  ${CMAKE_CURRENT_LIST_DIR}/subgoal/tsg_greedy.c ${CMAKE_CURRENT_LIST_DIR}/subgoal/tsg_replay.c
  ${CMAKE_CURRENT_LIST_DIR}/subgoal/sg_ch.c ${CMAKE_CURRENT_LIST_DIR}/bidir/bidir.c
  ${CMAKE_CURRENT_LIST_DIR}/bidir/bidir_bfs.c)
# its folders: internal headers of libpf, and of the unit tests that check its internals
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR} ${CMAKE_CURRENT_LIST_DIR}/jps
     ${CMAKE_CURRENT_LIST_DIR}/subgoal ${CMAKE_CURRENT_LIST_DIR}/bidir)
