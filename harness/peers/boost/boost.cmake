# boost.cmake: builds pfbench-boost, pfbench-boost-voxel, -graph and -weighted, the Boost.Graph
# peers (harness/peers/boost/README.md),
# when Boost 1.74 or newer with the Boost.Graph headers is installed. Included from the
# top-level CMakeLists.txt after the `pfdata` library target is defined:
#   include(harness/peers/boost/boost.cmake OPTIONAL)
# Only header-only parts of Boost.Graph are used, so no Boost library is linked.
find_package(Boost 1.74 QUIET)

set(PF_BOOST_GRAPH_HEADER PF_BOOST_GRAPH_HEADER-NOTFOUND)
if(Boost_FOUND)
  find_path(PF_BOOST_GRAPH_HEADER boost/graph/astar_search.hpp
            HINTS ${Boost_INCLUDE_DIRS} NO_CACHE)
endif()

if(Boost_FOUND AND PF_BOOST_GRAPH_HEADER)
  # pfbench-boost: 2D grids; -voxel: 3D voxel maps; -graph: node graphs; -weighted: weighted terrain
  foreach(peer boost boost-voxel boost-graph boost-weighted)
    string(REPLACE "-" "_" src ${peer})
    add_executable(pfbench-${peer} ${CMAKE_CURRENT_LIST_DIR}/${src}_peer.cc)
    if(TARGET Boost::headers)
      target_link_libraries(pfbench-${peer} PRIVATE pfdata Boost::headers)
    else()
      target_include_directories(pfbench-${peer} SYSTEM PRIVATE ${Boost_INCLUDE_DIRS})
      target_link_libraries(pfbench-${peer} PRIVATE pfdata)
    endif()
    # runs_columns.h: the runs.csv header, one definition with pfbench's
    target_include_directories(pfbench-${peer} PRIVATE ${CMAKE_SOURCE_DIR}/harness/results)
    set_target_properties(pfbench-${peer} PROPERTIES
      CXX_STANDARD 17
      CXX_STANDARD_REQUIRED ON
      CXX_EXTENSIONS OFF
      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
    target_compile_options(pfbench-${peer} PRIVATE -O2)
  endforeach()
  message(STATUS "Boost.Graph ${Boost_VERSION} found: building the boost peers (pfbench-boost, -voxel, -graph, -weighted)")
else()
  message(STATUS "Boost.Graph not found: the boost peer is not built (scripts/install-deps.sh --peers)")
endif()
