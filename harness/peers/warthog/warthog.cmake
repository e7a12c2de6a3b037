# warthog.cmake: builds pfbench-warthog, the warthog peer (harness/peers/warthog/README.md).
# warthog itself (warthog-core and warthog-jps at pinned commits) is built once per build tree
# by scripts/build-warthog.sh into <build>/peers/warthog, from the tarballs in PF_PEERS_SRC
# (default: $PEERS_SRC, else ../shared/peers-src next to the source tree), or cloned from GitHub
# when PF_WARTHOG_CLONE is ON. Without sources the target is skipped with a status line.
# Included from the top-level CMakeLists.txt after the `pf` library target:
#   include(harness/peers/warthog/warthog.cmake OPTIONAL)
if(DEFINED ENV{PEERS_SRC})
  set(_pf_peers_src_default "$ENV{PEERS_SRC}")
else()
  get_filename_component(_pf_peers_src_default "${CMAKE_SOURCE_DIR}/../shared/peers-src" ABSOLUTE)
endif()
set(PF_PEERS_SRC "${_pf_peers_src_default}" CACHE PATH "folder with the peers' source tarballs")
option(PF_WARTHOG_CLONE "clone warthog from GitHub when its tarballs are missing" OFF)

set(PF_WARTHOG_DIR "${CMAKE_BINARY_DIR}/peers/warthog")
if((EXISTS "${PF_PEERS_SRC}/warthog-core.tar.gz" AND EXISTS "${PF_PEERS_SRC}/warthog-jps.tar.gz")
   OR PF_WARTHOG_CLONE OR EXISTS "${PF_WARTHOG_DIR}/BUILD-INFO")
  # warthog is built at build time (not configure time), once: the script skips a finished build
  set(_pf_warthog_libs "${PF_WARTHOG_DIR}/lib/libwarthog_libjps.a" "${PF_WARTHOG_DIR}/lib/libwarthog_core.a")
  set(_pf_warthog_native "")
  if(PF_NATIVE)
    set(_pf_warthog_native PF_NATIVE=1)
  endif()
  add_custom_command(
    OUTPUT ${_pf_warthog_libs}
    COMMAND ${CMAKE_COMMAND} -E env PEERS_SRC=${PF_PEERS_SRC} CXX=${CMAKE_CXX_COMPILER} ${_pf_warthog_native}
            ${CMAKE_SOURCE_DIR}/scripts/build-warthog.sh --out ${PF_WARTHOG_DIR}
    DEPENDS ${CMAKE_SOURCE_DIR}/scripts/build-warthog.sh
    COMMENT "Building warthog (peer) in ${PF_WARTHOG_DIR}"
    VERBATIM)
  add_custom_target(warthog-lib DEPENDS ${_pf_warthog_libs})

  add_executable(pfbench-warthog ${CMAKE_CURRENT_LIST_DIR}/warthog_peer.cc ${CMAKE_CURRENT_LIST_DIR}/warthog_wgm.cc)
  add_dependencies(pfbench-warthog warthog-lib)
  target_include_directories(pfbench-warthog SYSTEM PRIVATE ${PF_WARTHOG_DIR}/include)
  # runs_columns.h: the runs.csv header, one definition with pfbench's
  target_include_directories(pfbench-warthog PRIVATE ${CMAKE_SOURCE_DIR}/harness/results)
  target_link_libraries(pfbench-warthog PRIVATE pfdata ${_pf_warthog_libs})
  # C++20 as warthog itself; NDEBUG as warthog's Release build (its headers have many assert()s,
  # pfbench's code has none), so the search code in this file is compiled as warthog intends.
  set_target_properties(pfbench-warthog PROPERTIES
    CXX_STANDARD 20
    CXX_STANDARD_REQUIRED ON
    CXX_EXTENSIONS OFF
    RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR})
  target_compile_definitions(pfbench-warthog PRIVATE NDEBUG)
  # -Wno-maybe-uninitialized: GCC 12 warns inside warthog-jps's block_online.h once inlined here
  target_compile_options(pfbench-warthog PRIVATE -O2 -Wno-maybe-uninitialized)
  if(PF_SANITIZE)
    # warthog reads its bit-packed grid with unaligned word loads on purpose (x86 allows them);
    # UBSan would stop every search there, so that one check is off for this file
    target_compile_options(pfbench-warthog PRIVATE -fno-sanitize=alignment)
  endif()
  message(STATUS "warthog sources found: building the warthog peer (pfbench-warthog)")
else()
  message(STATUS "warthog sources not found in ${PF_PEERS_SRC}: the warthog peer is not built (scripts/build-warthog.sh --help)")
endif()
