# algorithms/replan/sources.cmake: libpf's replanning planners (pf_replan.h) and the agent that
# walks a map it discovers or that changes under it (pf_agent.h).
# algorithms/CMakeLists.txt includes every folder's sources.cmake; each planner is one file.
target_sources(pf PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/replan_table.c ${CMAKE_CURRENT_LIST_DIR}/replan_repeat.c
  ${CMAKE_CURRENT_LIST_DIR}/lpa_search.c ${CMAKE_CURRENT_LIST_DIR}/dstar_lite.c ${CMAKE_CURRENT_LIST_DIR}/lpastar.c
  ${CMAKE_CURRENT_LIST_DIR}/gaa_search.c ${CMAKE_CURRENT_LIST_DIR}/adaptive_astar.c ${CMAKE_CURRENT_LIST_DIR}/mpgaa.c
  ${CMAKE_CURRENT_LIST_DIR}/agent.c ${CMAKE_CURRENT_LIST_DIR}/agent_sense.c)
list(APPEND PF_ALG_INTERNAL_DIRS ${CMAKE_CURRENT_LIST_DIR})
