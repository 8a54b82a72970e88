// Every command derives its exit status from an error's kind
// (app/exit_codes.h): each kind has a status of its own, and the README's
// "Exit status" table, which users script against, lists each of them with
// the meaning the kind has.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <utility>

#include "exit_codes.h"
#include "testgen/stop_reason.h"
#include "support/java_compiler.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace symcrete::app {
namespace {

using symcrete::testing::contains;
using symcrete::testing::read_file;

TEST(ExitCodes, EachKindHasAStatusOfItsOwn) {
    EXPECT_EQ(exit_status_for(ErrorKind::BadInput), kExitUsage);
    EXPECT_EQ(exit_status_for(ErrorKind::Unsupported), kExitUnsupported);
    EXPECT_EQ(exit_status_for(ErrorKind::ToolFailed), kExitValidationFailed);
    EXPECT_EQ(exit_status_for(ErrorKind::Internal), kExitInternalError);
    const std::set<int> distinct = {kExitOk, kExitUsage, kExitUnsupported, kExitInternalError, kExitValidationFailed,
                                    kExitBugsFound, kExitInterrupted};
    EXPECT_EQ(distinct.size(), 7U);
}

TEST(ExitCodes, TheReadmeListsEachKindsStatus) {
    const std::string readme =
        read_file(symcrete::testing::source_root() / "README.md");
    ASSERT_TRUE(contains(readme, "### Exit status")) << "README.md lost its exit status table";
    // The row for each kind's status, with a word of the kind's meaning.
    const std::pair<ErrorKind, std::string> rows[] = {
        {ErrorKind::BadInput, "bad options or input"},
        {ErrorKind::Unsupported, "does not model"},
        {ErrorKind::Internal, "internal error"},
        {ErrorKind::ToolFailed, "validation could not run"},
    };
    for (const auto& [kind, meaning] : rows) {
        const std::string row = fmt::format("| {} | ", exit_status_for(kind));
        const std::size_t at = readme.find(row);
        ASSERT_NE(at, std::string::npos) << "no row " << row;
        const std::string line = readme.substr(at, readme.find('\n', at) - at);
        EXPECT_TRUE(contains(line, meaning)) << to_string(kind) << ": " << line;
    }
}

// A method's report line names why its exploration stopped; each reason is
// explained in the README's table and in `gen --help`, in the same words.
TEST(StopReasons, EachIsExplainedInTheReadmeAndGensHelp) {
    const std::string readme = read_file(symcrete::testing::source_root() / "README.md");
    const auto help = symcrete::testing::run_command(symcrete::testing::symcrete_command("gen --help"));
    ASSERT_EQ(help.status, 0) << help.output;
    for (testgen::StopReason reason : testgen::kStopReasons) {
        const std::string label(testgen::label(reason));
        // The README writes options as code: compare without the backquotes.
        const std::string row = fmt::format("| `{}` | ", label);
        const std::size_t at = readme.find(row);
        ASSERT_NE(at, std::string::npos) << "README.md has no row " << row;
        std::string line = readme.substr(at + row.size(), readme.find('\n', at) - at - row.size());
        std::erase(line, '`');
        EXPECT_EQ(line, std::string(testgen::meaning(reason)) + " |") << label;
        EXPECT_TRUE(contains(help.output, fmt::format("  {}: {}\n", label, testgen::meaning(reason))))
            << label << "\n" << help.output;
    }
}

TEST(ExitCodes, FailPrintsTheMessageAndReturnsTheKindsStatus) {
    ::testing::internal::CaptureStderr();
    const int status = fail("symcrete gen", Error{"javac failed", ErrorKind::ToolFailed});
    const std::string printed = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(status, kExitValidationFailed);
    EXPECT_EQ(printed, "symcrete gen: javac failed\n");
}

}  // namespace
}  // namespace symcrete::app
