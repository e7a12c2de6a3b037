# gbench.cmake: optional Google Benchmark timing for pfbench (gbench.json). Included from the
# top-level CMakeLists after the pf and pfbench targets exist.
#
# With Google Benchmark (Debian: libbenchmark-dev) pfharness (the commands of pfbench) gets the C++ shim
# harness/gbench/gbench_shim.cc and PF_HAVE_GBENCH=1, which empties harness/gbench/gbench_stub.c
# (that file is in pfharness's source list either way). Without it the stub's
# pf_gbench_run reports that timing JSON is unavailable.
find_package(benchmark QUIET)

if(benchmark_FOUND AND TARGET benchmark::benchmark)
  message(STATUS "pfbench: Google Benchmark ${benchmark_VERSION} found - gbench.json enabled")
  target_sources(pfharness PRIVATE ${CMAKE_CURRENT_LIST_DIR}/gbench_shim.cc)
  target_link_libraries(pfharness PUBLIC benchmark::benchmark)
  target_compile_definitions(pfharness PRIVATE PF_HAVE_GBENCH=1)

  # The shim's own test. It is not named tests/test_*.c because tests/CMakeLists.txt builds
  # those against pf alone, and this one needs the shim and Google Benchmark too.
  if(TARGET pf)
    add_executable(gbench_check
      ${CMAKE_SOURCE_DIR}/tests/harness/gbench_check.c
      ${CMAKE_SOURCE_DIR}/tests/check.c
      ${CMAKE_CURRENT_LIST_DIR}/gbench_shim.cc)
    target_include_directories(gbench_check PRIVATE ${CMAKE_CURRENT_LIST_DIR}
                               ${CMAKE_SOURCE_DIR}/tests)
    target_link_libraries(gbench_check PRIVATE pfdata benchmark::benchmark)
    add_test(NAME gbench_check COMMAND gbench_check)
    set_tests_properties(gbench_check PROPERTIES
      ENVIRONMENT "PF_TEST_TMP=${CMAKE_BINARY_DIR}/test-tmp"
      SKIP_RETURN_CODE 77)
  endif()
else()
  message(STATUS "pfbench: Google Benchmark not found - timing JSON (gbench.json) is disabled "
                 "(install libbenchmark-dev: scripts/install-deps.sh)")
endif()
