// CPython's syntax tree as the Python front end reads it (python/
// syntax_tree.h): node kinds, fields and positions as CPython gives them,
// literals exact (an int past 64 bits, a float's every bit, text beyond
// ASCII), and a clear error for a syntax error, a missing file and output
// that is not a tree.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "python/syntax_tree.h"

namespace {

namespace fs = std::filesystem;
using symcrete::python::SyntaxNode;

// A file of `source` in a fresh temporary folder, removed with it.
struct PythonFile {
    fs::path path;
    PythonFile(const std::string& name, const std::string& source) {
        static int serial = 0;
        const fs::path dir = fs::temp_directory_path() / ("symcrete-python-test-" + std::to_string(::getpid()) + "-" +
                                                          std::to_string(serial++));
        fs::create_directories(dir);
        path = dir / name;
        std::ofstream(path, std::ios::binary) << source;
    }
    ~PythonFile() { fs::remove_all(path.parent_path()); }
};

const SyntaxNode& only(const SyntaxNode& list) {
    EXPECT_EQ(list.type, "list");
    EXPECT_EQ(list.items.size(), 1u);
    return list.items.front();
}

TEST(SyntaxTree, AFunctionIsCPythonsTreeWithPositions) {
    const PythonFile file("func.py",
                          "def func(a):\n"
                          "    if a > 0:\n"
                          "        return a + 1\n"
                          "    raise ValueError('no')\n");
    const auto tree = symcrete::python::parse_python_file(file.path);
    ASSERT_TRUE(tree) << tree.error().message;
    EXPECT_EQ(tree->type, "Module");
    const SyntaxNode& function = tree->field("body")->items.at(0);
    EXPECT_EQ(function.type, "FunctionDef");
    EXPECT_EQ(function.field("name")->text, "func");
    EXPECT_EQ(function.span.line, 1);
    EXPECT_EQ(function.span.end_line, 4);
    const SyntaxNode& argument = only(*function.field("args")->field("args"));
    EXPECT_EQ(argument.field("arg")->text, "a");
    const SyntaxNode& branch = function.field("body")->items.at(0);
    EXPECT_EQ(branch.type, "If");
    EXPECT_EQ(branch.field("test")->type, "Compare");
    EXPECT_EQ(only(*branch.field("test")->field("ops")).type, "Gt");
    const SyntaxNode& returned = *only(*branch.field("body")).field("value")->field("right")->field("value");
    EXPECT_EQ(returned.type, "int");
    EXPECT_EQ(returned.text, "1");
    const SyntaxNode& raise = function.field("body")->items.at(1);
    EXPECT_EQ(raise.type, "Raise");
    EXPECT_EQ(raise.span.line, 4);
    EXPECT_EQ(raise.span.column, 4);
    EXPECT_EQ(raise.field("cause")->type, "None");
}

TEST(SyntaxTree, LiteralsKeepTheirExactValues) {
    const PythonFile file("literals.py",
                          "big = 123456789012345678901234567890\n"
                          "tenth = 0.1\n"
                          "word = 'grüße ✓'\n"
                          "flag = True\n"
                          "raw = b'x'\n");
    const auto tree = symcrete::python::parse_python_file(file.path);
    ASSERT_TRUE(tree) << tree.error().message;
    const auto& body = tree->field("body")->items;
    ASSERT_EQ(body.size(), 5u);
    auto constant = [&](std::size_t i) { return *body[i].field("value")->field("value"); };
    EXPECT_EQ(constant(0).type, "int");
    EXPECT_EQ(constant(0).text, "123456789012345678901234567890");
    EXPECT_EQ(constant(1).type, "float");
    EXPECT_EQ(constant(1).text, "0x1.999999999999ap-4");  // 0.1's double, every bit
    EXPECT_EQ(constant(2).type, "str");
    EXPECT_EQ(constant(2).text, "gr\xC3\xBC\xC3\x9F" "e \xE2\x9C\x93");
    EXPECT_EQ(constant(3).type, "bool");
    EXPECT_EQ(constant(3).text, "True");
    EXPECT_EQ(constant(4).type, "unsupported");
    EXPECT_EQ(constant(4).text, "bytes");
}

TEST(SyntaxTree, ASyntaxErrorNamesTheFileLineAndCPythonsMessage) {
    const PythonFile file("broken.py", "def f(:\n    return 1\n");
    const auto tree = symcrete::python::parse_python_file(file.path);
    ASSERT_FALSE(tree);
    EXPECT_NE(tree.error().message.find(file.path.string() + ":1:"), std::string::npos) << tree.error().message;
    EXPECT_NE(tree.error().message.find("syntax error: invalid syntax"), std::string::npos) << tree.error().message;
}

TEST(SyntaxTree, AMissingFileOrAnotherOutputIsAnError) {
    const auto missing = symcrete::python::parse_python_file("/nonexistent/student.py");
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().message, "/nonexistent/student.py: no such file");
    const auto garbage = symcrete::python::syntax_tree_from_json("Traceback (most recent call last)", "x.py");
    ASSERT_FALSE(garbage);
    EXPECT_NE(garbage.error().message.find("x.py: the parser's output is not JSON"), std::string::npos);
    const auto untyped = symcrete::python::syntax_tree_from_json(R"({"tree": {"fields": []}})", "y.py");
    ASSERT_FALSE(untyped);
    EXPECT_EQ(untyped.error().message, "y.py: the syntax tree has a node without a type");
}

}  // namespace
