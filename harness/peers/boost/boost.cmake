# boost.cmake: builds pfbench-boost, the Boost.Graph peer (harness/peers/boost/README.md),
# when Boost 1.74 or newer with the Boost.Graph headers is installed. Included from the
# top-level CMakeLists.txt after the `pf` library target is defined:
#   include(harness/peers/boost/boost.cmake OPTIONAL)
# Only header-only parts of Boost.Graph are used, so no Boost library is linked.
find_package(Boost 1.74 QUIET)

set(PF_BOOST_GRAPH_HEADER PF_BOOST_GRAPH_HEADER-NOTFOUND)
if(Boost_FOUND)
  find_path(PF_BOOST_GRAPH_HEADER boost/graph/astar_search.hpp
            HINTS ${Boost_INCLUDE_DIRS} NO_CACHE)
endif()

if(Boost_FOUND AND PF_BOOST_GRAPH_HEADER)
  add_executable(pfbench-boost ${CMAKE_CURRENT_LIST_DIR}/boost_peer.cc)
  if(TARGET Boost::headers)
    target_link_libraries(pfbench-boost PRIVATE pf Boost::headers)
  else()
    target_include_directories(pfbench-boost SYSTEM PRIVATE ${Boost_INCLUDE_DIRS})
    target_link_libraries(pfbench-boost PRIVATE pf)
  endif()
  set_target_properties(pfbench-boost PROPERTIES
    CXX_STANDARD 17
    CXX_STANDARD_REQUIRED ON
    CXX_EXTENSIONS OFF
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
  target_compile_options(pfbench-boost PRIVATE -O2)
  message(STATUS "Boost.Graph ${Boost_VERSION} found: building the boost peer (pfbench-boost)")
else()
  message(STATUS "Boost.Graph not found: the boost peer is not built (scripts/install-deps.sh --peers)")
endif()
