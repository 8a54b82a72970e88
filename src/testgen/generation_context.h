// What the parts of generate_tests (generator.h) share while they make one
// class's tests, so that each takes this and only what varies per call (a
// method's run, an exploration, a path): the engine's program, the
// expressions and the solver of the exploration, the class and its class
// path, the options, and the result being built. Private to src/testgen.
#pragma once

#include <memory>
#include <string>

#include "classfile/class_file.h"
#include "classfile/class_path.h"
#include "engine/input_examples.h"
#include "engine/program.h"
#include "expr/expr.h"
#include "solver/solver.h"
#include "testgen/generator.h"

namespace symcrete::testgen::generation_detail {

struct GenerationContext {
    engine::Program& program;
    expr::ExprContext& context;
    // The exploration's solver; the queries that make kept tests' models
    // readable go to it too. Mutation analysis's candidate tests have their
    // own (GenerateOptions::candidate_solver), passed to what makes them.
    solver::Solver& solver;
    const classfile::ClassFile& cls;  // the class under test
    classfile::ClassPath& class_path;  // the program's
    const GenerateOptions& options;
    // Being built: its `methods` hold a report for every method from the
    // start (MethodRun::report indexes them), its tests grow as paths end.
    GenerationResult& result;
    // The package the tests live in (internal form): the class's own, or
    // TestSuite::test_package when its jar seals it.
    std::string test_package;
    // The constructed inputs the class's paths have built so far, offered
    // to every exploration of the class (engine::InputExamples).
    std::shared_ptr<engine::InputExamples> examples = std::make_shared<engine::InputExamples>();

    // Do the tests live outside the class's package (and so reach only what
    // is public)?
    bool tests_outside_package() const { return !result.suite.test_package.empty(); }
};

}  // namespace symcrete::testgen::generation_detail
