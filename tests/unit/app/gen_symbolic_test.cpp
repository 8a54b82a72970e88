// `gen --symbolic` (seed 002, PET's view of a test case): the report shows
// every test's inputs as a constraint, its output and exception flag, and
// the heap before and after the call as SVG graphs, and the page opens in a
// browser with the drawings in it.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/text.h"
#include "support/test_paths.h"

namespace {

using symcrete::testing::contains;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::symcrete_command;

namespace fs = std::filesystem;

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// The bundled object examples' linked list and search tree: every test a
// symbolic case, and the page with the heaps drawn as the browser loads it.
TEST(GenSymbolic, TheBundledObjectExamplesShowTheirHeapsInABrowser) {
    if (symcrete::testing::kSanitized) GTEST_SKIP() << "the plain build runs the browser part";
    const auto browser = run_command("command -v chromium");
    ASSERT_EQ(browser.status, 0) << "Chromium is missing: make deps installs it (scripts/debian-packages.txt)";
    const fs::path classes = symcrete::testing::compile_java_tree(symcrete::testing::source_root() / "examples" / "src",
                                                                  "symbolic-examples", "--release 17");
    ASSERT_FALSE(classes.empty());
    const fs::path dir = make_temp_dir("symcrete-gen-symbolic");
    const auto result = run_command(symcrete_command(fmt::format(
        "gen --cp {} --class objects.SinglyLinkedList --class objects.BinarySearchTree --symbolic --budget 5 "
        "--out {} --report {}",
        shell_quote(classes), shell_quote(dir / "out"), shell_quote(dir / "report"))));
    ASSERT_EQ(result.status, 0) << result.output;

    std::ifstream file(dir / "report" / "symcrete-report.json");
    const nlohmann::json report = nlohmann::json::parse(file);
    std::size_t linked_nodes = 0;
    for (const auto& cls : report["classes"]) {
        ASSERT_TRUE(cls["symbolic"].is_array()) << cls["class"];
        // Every test written has its case.
        EXPECT_EQ(cls["symbolic"].size(), cls["tests"].get<std::size_t>()) << cls["class"];
        for (const auto& shown : cls["symbolic"]) {
            EXPECT_TRUE(shown["constraint"].is_string());
            EXPECT_TRUE(shown["output"].is_string() != shown["exception"].is_string()) << shown.dump();
            for (const char* heap : {"input_heap", "output_heap"})
                for (const auto& node : shown[heap]["nodes"])
                    for (const auto& row : node["rows"])
                        if (row["target"].is_number() && node["label"] == "Node") ++linked_nodes;
        }
    }
    // Nodes pointing to nodes: the lists' and trees' links are drawn.
    EXPECT_GT(linked_nodes, 0u) << report.dump(1);

    const auto dom = run_command(fmt::format(
        "chromium --headless --no-sandbox --disable-gpu --user-data-dir={} --dump-dom {} 2>/dev/null",
        shell_quote(dir / "profile"), shell_quote("file://" + (dir / "report" / "index.html").string())));
    ASSERT_EQ(dom.status, 0) << dom.output;
    EXPECT_TRUE(contains(dom.output, "Symbolic test cases")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "Heap before the call")) << dom.output;
    // The browser parsed the drawings as SVG: boxes, their titles, arrows.
    EXPECT_GT(count(dom.output, "<svg "), 4u);
    EXPECT_GT(count(dom.output, "<rect "), 4u);
    EXPECT_TRUE(contains(dom.output, "font-weight=\"bold\">Node</text>")) << dom.output;
    EXPECT_TRUE(contains(dom.output, "marker-end=\"url(#heap-arrow)\"")) << dom.output;
}

}  // namespace
