// `symcrete worst --out` (worst_output.h). Each size's test is made as `gen`
// makes a path's test (testgen::test_for_path): the worst path's model gives
// concrete inputs, the engine runs the method on them and the test asserts
// what that run did, so the test states the result the worst input gives,
// and its cost comment the cost the run measured, which is the table's.
#include "worst_output.h"

#include <fmt/format.h>

#include "class_path_option.h"
#include "java_tool_options.h"
#include "jdk_option.h"
#include "testgen/generator.h"
#include "testgen/junit_writer.h"
#include "testgen/validator.h"

namespace symcrete::app {

Status write_worst_outputs(const WorstOptions& options, engine::EngineStack& stack, classfile::ClassPath& class_path,
                           const classfile::ClassFile& cls, const classfile::Method& method, engine::CostModel model,
                           const std::vector<const engine::PathResult*>& worst, report::WorstReport& report) {
    const std::filesystem::path out(options.out_dir);
    testgen::TestSuite suite;
    suite.class_name = cls.name;
    suite.cost_model = model;
    std::vector<std::size_t> row_of_test;  // suite.tests[k] is the test of report.rows[row_of_test[k]]
    testgen::GenerateOptions generate;
    for (std::size_t i = 0; i < worst.size() && i < report.rows.size(); ++i) {
        if (worst[i] == nullptr) continue;
        auto test = testgen::test_for_path(stack.program, stack.context, *stack.solver, cls, method, *worst[i], generate);
        if (!test) {
            fmt::print(stderr, "symcrete worst: size {}: no test: {}\n", report.rows[i].size, test.error().message);
            continue;
        }
        suite.tests.push_back(std::move(*test));
        row_of_test.push_back(i);
    }
    if (!suite.tests.empty()) {
        std::filesystem::path file;
        testgen::TestSuite written = suite;
        if (options.validate) {
            testgen::ValidatorOptions validator;
            validator.class_path = split_class_path(options.class_path);
            validator.unsafe_validate = options.unsafe_validate;
            validator.measure_coverage = false;
            JavaToolPaths paths;
            paths.java_home = options.java_home;
            apply_java_tool_paths(paths, validator.tools);
            auto jdk = choose_jdk_for(class_path, {cls.name}, paths);
            if (!jdk) return jdk.error();
            apply_jdk(*jdk, validator);
            auto validated = testgen::write_and_validate(suite, out, validator);
            if (!validated) return validated.error();
            for (const testgen::TestOutcome& removed : validated->removed_outcomes)
                fmt::print(stderr, "symcrete worst: test {} failed on the JVM and was taken out: {}\n", removed.name,
                           removed.message);
            // The tests left, matched to their rows (validation keeps the order).
            std::vector<std::size_t> kept;
            std::size_t next = 0;
            for (const testgen::TestCase& test : validated->suite.tests) {
                while (next < suite.tests.size() && !(suite.tests[next] == test)) ++next;
                if (next < suite.tests.size()) kept.push_back(row_of_test[next++]);
            }
            row_of_test = std::move(kept);
            written = validated->suite;
            file = validated->source;
        } else {
            auto source = testgen::write_junit_file(suite, out, "--no-validate was given");
            if (!source) return source.error();
            file = *source;
        }
        const std::vector<std::string> names = testgen::junit_test_names(written);
        for (std::size_t k = 0; k < names.size() && k < row_of_test.size(); ++k)
            report.rows[row_of_test[k]].test = names[k];
        report.test_file = std::filesystem::relative(file, out).generic_string();
        fmt::print("wrote {} ({} {}{})\n", file.string(), written.tests.size(), written.tests.size() == 1 ? "test" : "tests",
                   options.validate ? ", passed on the JVM" : ", not run");
    }
    if (Status status = report::write_worst_report(report, out); !status) return status;
    fmt::print("wrote {}\n", (out / "worst.html").string());
    return Ok{};
}

}  // namespace symcrete::app
