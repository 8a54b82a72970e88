// Reading SV-COMP task files (verify/svcomp_task.h).
#include <gtest/gtest.h>

#include <fstream>

#include "support/java_compiler.h"
#include "verify/svcomp_task.h"

namespace {

namespace fs = std::filesystem;
using symcrete::verify::Property;

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
}

TEST(SvcompTask, PropertiesAreReadFromTheirFiles) {
    EXPECT_EQ(symcrete::verify::parse_property("CHECK( init(Main.main()), LTL(G assert) )"), Property::ValidAssert);
    EXPECT_EQ(symcrete::verify::parse_property("CHECK(init(Main.main()), LTL(G ! uncaught(java.lang.RuntimeException)))"),
              Property::NoRuntimeException);
    EXPECT_EQ(symcrete::verify::parse_property("CHECK( init(Main.main()), LTL(G ! deadlock) )"), std::nullopt);
    EXPECT_EQ(symcrete::verify::parse_property("CHECK( init(Other.main()), LTL(G assert) )"), std::nullopt);
}

TEST(SvcompTask, ReadsInputsAndExpectedVerdicts) {
    const fs::path dir = symcrete::testing::make_temp_dir("symcrete-task");
    write(dir / "props/valid-assert.prp", "CHECK( init(Main.main()), LTL(G assert) )\n");
    write(dir / "props/no-deadlock.prp", "CHECK( init(Main.main()), LTL(G ! deadlock) )\n");
    write(dir / "common/V.java", "class V {}\n");
    write(dir / "tasks/T/Main.java", "class Main {}\n");
    write(dir / "tasks/T.yml",
          "format_version: \"2.0\"\ninput_files:\n  - ../common/\n  - T/\nproperties:\n"
          "  - property_file: ../props/valid-assert.prp\n    expected_verdict: false\n"
          "  - property_file: ../props/no-deadlock.prp\noptions:\n  language: Java\n");
    auto task = symcrete::verify::read_svcomp_task(dir / "tasks/T.yml");
    ASSERT_TRUE(task) << task.error().message;
    ASSERT_EQ(task->input_files.size(), 2u);
    EXPECT_EQ(task->input_files[0], (dir / "common").lexically_normal());
    EXPECT_EQ(task->input_files[1], (dir / "tasks/T").lexically_normal());
    ASSERT_EQ(task->properties.size(), 2u);
    EXPECT_EQ(task->properties[0].property, Property::ValidAssert);
    EXPECT_EQ(task->properties[0].expected, false);
    EXPECT_EQ(task->properties[1].property, std::nullopt);  // read, but not a property we check
    EXPECT_EQ(task->properties[1].expected, std::nullopt);
    EXPECT_EQ(task->entry_class, "Main");
}

TEST(SvcompTask, ErrorsNameTheFileAndTheProblem) {
    const fs::path dir = symcrete::testing::make_temp_dir("symcrete-task-bad");
    write(dir / "a.yml", "input_files:\n  - missing/\nproperties:\n  - property_file: p.prp\n");
    auto missing_input = symcrete::verify::read_svcomp_task(dir / "a.yml");
    ASSERT_FALSE(missing_input);
    EXPECT_NE(missing_input.error().message.find("input file"), std::string::npos) << missing_input.error().message;
    EXPECT_NE(missing_input.error().message.find("a.yml"), std::string::npos);

    write(dir / "b.yml", "input_files: [\n");
    auto not_yaml = symcrete::verify::read_svcomp_task(dir / "b.yml");
    ASSERT_FALSE(not_yaml);
    EXPECT_NE(not_yaml.error().message.find("b.yml: line"), std::string::npos) << not_yaml.error().message;

    write(dir / "c.yml", "properties:\n  - property_file: p.prp\n");
    auto no_inputs = symcrete::verify::read_svcomp_task(dir / "c.yml");
    ASSERT_FALSE(no_inputs);
    EXPECT_NE(no_inputs.error().message.find("no input_files"), std::string::npos);

    fs::create_directories(dir / "src");
    write(dir / "d.yml", "input_files: src/\nproperties:\n  - property_file: nowhere.prp\n");
    auto no_property = symcrete::verify::read_svcomp_task(dir / "d.yml");
    ASSERT_FALSE(no_property);
    EXPECT_NE(no_property.error().message.find("cannot read property file"), std::string::npos);
}

}  // namespace
