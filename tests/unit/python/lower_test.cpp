// Lowering CPython's tree to the subset (lower.h): every construct outside
// the subset is named with its line, all at once; a function's locals are
// the names it assigns, less those it declares global.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "python/lower.h"

namespace {

namespace fs = std::filesystem;

symcrete::Result<symcrete::python::Module> load(const std::string& source) {
    static int serial = 0;
    const fs::path dir = fs::temp_directory_path() / ("symcrete-lower-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
    fs::create_directories(dir);
    std::ofstream(dir / "m.py") << source;
    auto module = symcrete::python::load_module(dir / "m.py");
    fs::remove_all(dir);
    return module;
}

TEST(Lower, NamesEveryUnsupportedConstructWithItsLine) {
    const auto module = load(
        "print(*[1])\n"
        "def f(x):\n"
        "    with open(x) as h:\n"
        "        pass\n"
        "    return {1, 2}\n"
        "y = (z for z in [])\n");
    ASSERT_FALSE(module);
    const std::string& message = module.error().message;
    EXPECT_EQ(module.error().kind, symcrete::ErrorKind::Unsupported);
    EXPECT_NE(message.find("4 constructs outside"), std::string::npos) << message;
    EXPECT_NE(message.find("m.py:1: a starred argument (*args)"), std::string::npos) << message;
    EXPECT_NE(message.find("m.py:3: a `with` statement"), std::string::npos) << message;
    EXPECT_NE(message.find("m.py:5: a set"), std::string::npos) << message;
    EXPECT_NE(message.find("m.py:6: a generator expression"), std::string::npos) << message;
}

TEST(Lower, AFunctionsLocalsAreWhatItAssignsButNotItsGlobals) {
    const auto module = load(
        "count = 0\n"
        "def f(a, b=2):\n"
        "    global count\n"
        "    count += 1\n"
        "    c, (d, e) = 1, (2, 3)\n"
        "    for i in range(3):\n"
        "        pass\n"
        "    try:\n"
        "        pass\n"
        "    except ValueError as err:\n"
        "        pass\n"
        "    def g(): return c\n"
        "    return [k for k in range(2)]\n");
    ASSERT_TRUE(module) << module.error().message;
    const auto& def = module->body.at(1);
    ASSERT_EQ(def.kind, symcrete::python::Stmt::Kind::FunctionDef);
    const std::set<std::string> expected = {"a", "b", "c", "d", "e", "i", "err", "g"};
    EXPECT_EQ(def.function->locals, expected);
    EXPECT_EQ(def.function->globals, std::set<std::string>{"count"});
    ASSERT_EQ(def.function->parameters.size(), 2u);
    EXPECT_FALSE(def.function->parameters[0].default_value.has_value());
    EXPECT_TRUE(def.function->parameters[1].default_value.has_value());
}

TEST(Lower, KeepsAnnotationsAsText) {
    const auto module = load("def f(a: int, b: list[str], c) -> bool:\n    return a\n");
    ASSERT_TRUE(module) << module.error().message;
    const auto& parameters = module->body.at(0).function->parameters;
    EXPECT_EQ(parameters.at(0).annotation, "int");
    EXPECT_EQ(parameters.at(1).annotation, "list[str]");
    EXPECT_EQ(parameters.at(2).annotation, "");
}

}  // namespace
