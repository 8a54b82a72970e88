// A run of a program (Engine::run_main with EngineOptions::system) uses the
// process's standard streams, environment and working directory, writing
// each byte when HotSpot would; exploration and replays capture output in
// the path and see an empty System.in and a fixed environment. A fake
// HostSystem records what reaches the descriptors, in order.
#include <gtest/gtest.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "support/java_compiler.h"

namespace {

using namespace symcrete;
using engine::PathEnd;
using expr::Value;

class FakeSystem final : public engine::HostSystem {
public:
    std::string input;
    std::vector<std::pair<int, std::string>> writes;
    bool broken = false;

    int write(int fd, std::string_view bytes) override {
        writes.emplace_back(fd, std::string(bytes));
        return broken ? EPIPE : 0;
    }
    std::int64_t read(char* buffer, std::size_t size) override {
        std::size_t n = std::min(size, input.size() - position_);
        std::memcpy(buffer, input.data() + position_, n);
        position_ += n;
        return static_cast<std::int64_t>(n);
    }
    std::int64_t available() override { return static_cast<std::int64_t>(input.size() - position_); }
    std::string working_directory() override { return "/work/here"; }
    User user() override { return {"tester", "/home/tester"}; }
    std::vector<std::pair<std::string, std::string>> environment() override {
        return {{"GREETING", "hello"}, {"GREETING", "shadowed"}};  // the first one counts
    }

private:
    std::size_t position_ = 0;
};

class RunIo : public ::testing::Test {
protected:
    void SetUp() override {
        auto dir = symcrete::testing::compile_java("engine", 17);
        ASSERT_FALSE(dir.empty());
        ASSERT_TRUE(class_path_.add(dir.string()));
        ASSERT_TRUE(class_path_.add_jdk());
    }

    const classfile::ClassFile& load(const std::string& name) {
        auto cls = class_path_.load(name);
        EXPECT_TRUE(cls) << cls.error().message;
        return **cls;
    }

    engine::Engine::MainResult run_main(const std::string& name, engine::HostSystem* system) {
        engine::EngineOptions options;
        options.system = system;
        engine::Engine engine(program_, context_, *solver_, options);
        return engine.run_main(load(name), {});
    }

    classfile::ClassPath class_path_;
    engine::Program program_{class_path_};
    expr::ExprContext context_;
    std::unique_ptr<solver::Solver> solver_ = solver::make_z3_solver();
};

TEST_F(RunIo, ARunUsesTheProcesssStreamsAndEnvironment) {
    FakeSystem system;
    system.input = "a\nbé\n";
    auto result = run_main("eng/Console", &system);
    EXPECT_EQ(result.end, PathEnd::Returned) << result.detail;
    EXPECT_TRUE(result.out.empty());
    EXPECT_TRUE(result.err.empty());
    const std::vector<std::pair<int, std::string>> expected = {
        {1, "1: a\n"}, {2, "a\n"}, {1, "2: bé\n"}, {2, "bé\n"},
        {1, ">/work/here tester /home/tester hello hello 1"}, {1, "\n"}};
    EXPECT_EQ(system.writes, expected);  // and the final 'x' is lost, as on HotSpot
}

TEST_F(RunIo, WithoutASystemOutputIsCapturedAndTheWorldIsFixed) {
    auto result = run_main("eng/Console", nullptr);
    EXPECT_EQ(result.end, PathEnd::Returned) << result.detail;
    EXPECT_EQ(result.out, ">/ ? ? null null 0\n");
    EXPECT_EQ(result.err, "");
}

TEST_F(RunIo, AFailedWriteIsWhatCheckErrorReports) {
    FakeSystem system;
    system.broken = true;
    auto result = run_main("eng/Console$BrokenPipe", &system);
    EXPECT_EQ(result.end, PathEnd::Exited) << result.detail;
    EXPECT_EQ(result.exit_status, 3);
}

TEST_F(RunIo, AnUncaughtExceptionIsReportedThroughSystemErr) {
    FakeSystem system;
    auto result = run_main("eng/Console$Thrower", &system);
    EXPECT_EQ(result.end, PathEnd::Threw);
    EXPECT_EQ(result.exit_status, 1);
    ASSERT_GE(system.writes.size(), 3u);
    // The buffered '!' goes out with the handler's first print, as on HotSpot.
    EXPECT_EQ(system.writes[0], std::make_pair(2, std::string("!Exception in thread \"main\" ")));
    EXPECT_EQ(system.writes[1], std::make_pair(2, std::string("java.lang.IllegalStateException: boom\n")));
    EXPECT_EQ(system.writes[2].second.substr(0, 30), "\tat eng.Console$Thrower.main(C");
    for (const auto& [fd, bytes] : system.writes) EXPECT_EQ(fd, 2) << bytes;
}

TEST_F(RunIo, WithoutAMainMethodNothingIsWritten) {
    FakeSystem system;
    auto result = run_main("eng/Basics", &system);
    EXPECT_EQ(result.end, PathEnd::Unsupported);
    EXPECT_TRUE(system.writes.empty());
}

TEST_F(RunIo, ExplorationReadsNothingAndCapturesEachPathsOutput) {
    const classfile::ClassFile& cls = load("eng/Console");
    const classfile::Method* method = cls.find_method("readAndPrint", "(I)I");
    ASSERT_NE(method, nullptr);
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(cls, *method);
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_EQ(paths->size(), 1u);
    const engine::PathResult& path = paths->front();
    EXPECT_EQ(path.end, PathEnd::Returned) << path.detail;
    ASSERT_TRUE(path.return_value);
    EXPECT_EQ(path.return_value->as_i32(), -1);  // System.in is empty
    EXPECT_EQ(path.out.substr(0, 8), "reading ");
    EXPECT_EQ(path.err, "");  // write(int) is still in System.err's buffer when the path ends
}

}  // namespace
