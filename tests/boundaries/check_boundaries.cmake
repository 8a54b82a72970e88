# Proves the library boundaries are physical: a source of one library that
# includes another library's private header does not compile, whether it
# names the header by its old path ("engine/interpreter.h") or by its bare
# name ("interpreter.h"), while the same source including that library's
# public header, or a library including its own private header, compiles
# (so a broken harness cannot pass). Run by ctest as `cmake -P`
# (tests/CMakeLists.txt) with SOURCE_DIR, WORK_DIR and CXX set. The include
# path is what the build gives a library's sources: every library's include/
# folder; its own private headers are found beside the source.

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

file(GLOB public_dirs LIST_DIRECTORIES true "${SOURCE_DIR}/src/*/include")
set(include_flags "")
foreach(dir IN LISTS public_dirs)
  list(APPEND include_flags "-I${dir}")
endforeach()

set(failures 0)

# Compiles a probe that includes `header` as a source of library `lib` (the
# probe sits in a copy of that library's folder layout, so bare names resolve
# as they would beside its sources) and checks the outcome is `expected`
# (COMPILES or FAILS).
function(probe lib header expected)
  string(MAKE_C_IDENTIFIER "${lib}_${header}" name)
  set(dir "${WORK_DIR}/${name}")
  file(MAKE_DIRECTORY "${dir}")
  set(source "${dir}/probe.cpp")
  file(WRITE "${source}" "#include \"${header}\"\nint main() { return 0; }\n")
  execute_process(
    COMMAND "${CXX}" -std=c++20 -fsyntax-only ${include_flags} -iquote "${SOURCE_DIR}/src/${lib}" "${source}"
    RESULT_VARIABLE code OUTPUT_VARIABLE log ERROR_VARIABLE log)
  if(code EQUAL 0)
    set(outcome COMPILES)
  else()
    set(outcome FAILS)
  endif()
  if(NOT outcome STREQUAL expected)
    message(SEND_ERROR "a source of ${lib} including \"${header}\": expected it ${expected}, it ${outcome}\n${log}")
    math(EXPR n "${failures} + 1")
    set(failures ${n} PARENT_SCOPE)
  else()
    message(STATUS "${lib} includes \"${header}\": ${outcome}, as it should")
  endif()
endfunction()

# Another library's private headers: the cases the review named (testgen and
# verify into the engine's internals, app into testgen's, the engine into
# the solver's and the IR's).
probe(testgen "engine/interpreter.h" FAILS)
probe(testgen "interpreter.h" FAILS)
probe(verify "testgen/path_condition.h" FAILS)
probe(verify "path_condition.h" FAILS)
probe(app "engine/intrinsics.h" FAILS)
probe(engine "solver/z3_translate.h" FAILS)
probe(engine "ir/bytecode.h" FAILS)
probe(report "testgen/outcome.h" FAILS)

# Public headers, and a library's own private headers, compile.
probe(testgen "engine/engine.h" COMPILES)
probe(verify "testgen/test_case.h" COMPILES)
probe(app "engine/work_budget.h" COMPILES)
probe(engine "solver/solver.h" COMPILES)
probe(engine "ir/ir.h" COMPILES)
probe(engine "interpreter.h" COMPILES)
probe(testgen "path_condition.h" COMPILES)

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} include probe(s) did not behave as the library boundaries require")
endif()
