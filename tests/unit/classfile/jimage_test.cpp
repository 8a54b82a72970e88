// Tests for the jimage reader against real images: the installed JDK's
// lib/modules checked against the JDK's own `jimage` tool, and jlink-built
// images (zip, compact-cp, big-endian), so that the reader agrees with the
// JDK on the images it will actually meet. Small synthetic images are tested
// in jimage_synthetic_test.cpp, corrupted ones in jimage_malformed_test.cpp.
#include "jimage.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "jimage_test_helpers.h"
#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using jimage_test::all_names;
using jimage_test::Bytes;
using jimage_test::jdk_home;
using jimage_test::jdk_modules;
using jimage_test::open_ok;
using jimage_test::read_prefix;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;

// ---------------------------------------------------------------------------
// Helpers (more in jimage_test_helpers.h)

Bytes read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

const JImage& jdk_image() {
    static std::unique_ptr<JImage> image = open_ok(jdk_modules());
    if (!image) throw std::runtime_error("cannot open " + jdk_modules().string());
    return *image;
}

// "/packages/..", "/modules/.." and the two roots are the image's own
// directory entries; everything else is "/<module>/<path>".
bool is_directory_entry(std::string_view name) {
    return name == "/modules" || name == "/packages" || name.starts_with("/modules/") ||
           name.starts_with("/packages/");
}

// Resources listed by `jimage list`, as full names "/<module>/<path>".
std::set<std::string> jimage_list(const fs::path& image) {
    auto result = run_command(shell_quote(jdk_home() / "bin" / "jimage") + " list " + shell_quote(image));
    EXPECT_EQ(result.status, 0) << result.output;
    std::set<std::string> names;
    std::istringstream lines(result.output);
    std::string line;
    std::string module;
    while (std::getline(lines, line)) {
        if (line.starts_with("Module: ")) {
            module = line.substr(8);
        } else if (line.starts_with("    ") && !module.empty()) {
            names.insert("/" + module + "/" + line.substr(4));
        }
    }
    return names;
}

// Extracts `names` (all resources when empty) with `jimage extract`; returns
// the directory, whose files are <dir>/<module>/<path>.
fs::path jimage_extract(const fs::path& image, const std::vector<std::string>& names) {
    fs::path dir = make_temp_dir("symcrete-jimage-extract");
    std::string command = shell_quote(jdk_home() / "bin" / "jimage") + " extract --dir " + shell_quote(dir);
    if (!names.empty()) {
        std::string include;
        for (const auto& name : names) include += (include.empty() ? "glob:" : ",glob:") + name;
        command += " --include " + shell_quote(include);
    }
    command += " " + shell_quote(image);
    auto result = run_command(command);
    EXPECT_EQ(result.status, 0) << command << "\n" << result.output;
    return dir;
}

// ---------------------------------------------------------------------------
// The installed JDK's image

TEST(JImageJdk, OpensInstalledImage) {
    REQUIRE_JDK();
    auto image = JImage::open(jdk_modules().string());
    ASSERT_TRUE(image.ok()) << image.error().message;
    EXPECT_EQ((*image)->path(), jdk_modules().string());
}

TEST(JImageJdk, ClassesMatchJimageExtract) {
    REQUIRE_JDK();
    const std::vector<std::pair<std::string, std::string>> classes = {
        {"java.base", "java/lang/Object"},
        {"java.base", "java/util/Map$Entry"},
        {"java.sql", "java/sql/Connection"},
        {"java.logging", "java/util/logging/Logger"},
        {"java.xml", "javax/xml/parsers/DocumentBuilder"},
        {"java.net.http", "java/net/http/HttpClient"},
        {"java.desktop", "java/awt/Frame"},
        {"jdk.compiler", "com/sun/tools/javac/Main"},
    };
    std::vector<std::string> names;
    for (const auto& [module, internal] : classes) names.push_back("/" + module + "/" + internal + ".class");
    fs::path extracted = jimage_extract(jdk_modules(), names);

    const JImage& image = jdk_image();
    for (const auto& [module, internal] : classes) {
        SCOPED_TRACE(internal);
        Bytes expected = read_file(extracted / module / (internal + ".class"));
        ASSERT_GT(expected.size(), 4u) << "jimage extract produced nothing for " << internal;
        auto by_class = image.read_class(internal);
        ASSERT_TRUE(by_class.ok()) << by_class.error().message;
        ASSERT_TRUE(by_class.value().has_value());
        EXPECT_EQ(*by_class.value(), expected);
        auto by_name = image.read("/" + module + "/" + internal + ".class");
        ASSERT_TRUE(by_name.ok()) << by_name.error().message;
        ASSERT_TRUE(by_name.value().has_value());
        EXPECT_EQ(*by_name.value(), expected);
    }
}

TEST(JImageJdk, SampledResourcesMatchJimageExtract) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    std::vector<std::string> sample;
    std::size_t index = 0;
    for (const auto& name : all_names(image)) {
        if (is_directory_entry(name) || name.find_first_of("*?[]{},\\'") != std::string::npos) continue;
        if (index++ % 97 == 0) sample.push_back(name);
    }
    std::set<std::string> modules;
    std::size_t non_class = 0;
    for (const auto& name : sample) {
        modules.insert(name.substr(1, name.find('/', 1) - 1));
        non_class += name.ends_with(".class") ? 0 : 1;
    }
    ASSERT_GE(sample.size(), 100u);
    EXPECT_GE(modules.size(), 10u);
    EXPECT_GE(non_class, 1u);

    fs::path extracted = jimage_extract(jdk_modules(), sample);
    for (const auto& name : sample) {
        SCOPED_TRACE(name);
        fs::path file = extracted / name.substr(1);
        ASSERT_TRUE(fs::is_regular_file(file)) << "jimage extract did not produce " << file;
        auto bytes = image.read(name);
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value());
        EXPECT_EQ(*bytes.value(), read_file(file));
    }
}

TEST(JImageJdk, ResourceNamesMatchJimageList) {
    REQUIRE_JDK();
    std::vector<std::string> names = all_names(jdk_image());
    std::set<std::string> unique(names.begin(), names.end());
    EXPECT_EQ(unique.size(), names.size()) << "for_each_resource reported duplicate names";

    // `jimage list` prints module resources only, not the image's own
    // /modules and /packages directory entries.
    std::set<std::string> resources;
    std::size_t directories = 0;
    for (const auto& name : names) {
        if (is_directory_entry(name)) {
            ++directories;
        } else {
            resources.insert(name);
        }
    }
    std::set<std::string> listed = jimage_list(jdk_modules());
    EXPECT_GT(listed.size(), 10000u);
    EXPECT_EQ(resources.size(), listed.size());
    EXPECT_EQ(resources.size() + directories, names.size());
    std::vector<std::string> only_ours, only_listed;
    std::set_difference(resources.begin(), resources.end(), listed.begin(), listed.end(), std::back_inserter(only_ours));
    std::set_difference(listed.begin(), listed.end(), resources.begin(), resources.end(), std::back_inserter(only_listed));
    EXPECT_TRUE(only_ours.empty()) << only_ours.size() << " names not listed by jimage, e.g. " << only_ours.front();
    EXPECT_TRUE(only_listed.empty()) << only_listed.size() << " listed names missing, e.g. " << only_listed.front();

    for (const char* name : {"/modules", "/packages", "/modules/java.base", "/modules/java.base/java/lang",
                             "/packages/java.lang", "/java.base/java/lang/Object.class", "/java.base/module-info.class"}) {
        EXPECT_TRUE(unique.count(name)) << name;
    }
}

TEST(JImageJdk, EveryResourceIsFoundByItsName) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    std::size_t classes = 0;
    for (const auto& name : all_names(image)) {
        auto bytes = image.read(name);
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value()) << "lookup by hash failed for " << name;
        if (name.ends_with(".class") && !is_directory_entry(name)) {
            ++classes;
            const Bytes& b = *bytes.value();
            ASSERT_TRUE(b.size() > 4 && b[0] == 0xCA && b[1] == 0xFE && b[2] == 0xBA && b[3] == 0xBE) << name;
        }
    }
    EXPECT_GT(classes, 10000u);
}

TEST(JImageJdk, ReadClassFindsTheModuleThroughThePackageTable) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    auto connection = image.read_class("java/sql/Connection");
    ASSERT_TRUE(connection.ok() && connection.value().has_value());
    auto direct = image.read("/java.sql/java/sql/Connection.class");
    ASSERT_TRUE(direct.ok() && direct.value().has_value());
    EXPECT_EQ(*connection.value(), *direct.value());
    auto wrong_module = image.read("/java.base/java/sql/Connection.class");
    ASSERT_TRUE(wrong_module.ok());
    EXPECT_FALSE(wrong_module.value().has_value());

    // "java.lang" appears in several modules' directory trees; the entry
    // holds 8-byte (flags, module name) records.
    auto package = image.read("/packages/java.lang");
    ASSERT_TRUE(package.ok() && package.value().has_value());
    EXPECT_GE(package.value()->size(), 8u);
    EXPECT_EQ(package.value()->size() % 8, 0u);
}

TEST(JImageJdk, MissingNamesAreNullopt) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    for (const char* name : {"java/lang/NoSuchClassAnywhere", "no/such/pkg/Thing", "Object", "", "/", "java/lang/",
                             "java/lang/Object.class", "/java/lang/Object", "java.lang.Object", "[Ljava/lang/Object;"}) {
        auto result = image.read_class(name);
        ASSERT_TRUE(result.ok()) << name << ": " << result.error().message;
        EXPECT_FALSE(result.value().has_value()) << name;
    }
    for (const char* name : {"", "/", "/java.base/java/lang/Object", "/java.base/java/lang/Object.clas",
                             "java.base/java/lang/Object.class", "/java.sql/java/lang/Object.class",
                             "/java.base/java/lang/Object.class/", "/packages/no.such.pkg", "/modules/no.such"}) {
        auto result = image.read(name);
        ASSERT_TRUE(result.ok()) << name << ": " << result.error().message;
        EXPECT_FALSE(result.value().has_value()) << name;
    }
}

// ---------------------------------------------------------------------------
// Images built by jlink from the same JDK: compressed and big-endian.

class JImageJlink : public ::testing::Test {
protected:
    struct Linked {
        fs::path modules;  // empty when jlink failed
        std::string log;
    };

    static Linked link(const std::string& variant, const std::vector<std::string>& option_choices) {
        static fs::path dir = make_temp_dir("symcrete-jimage-jlink");
        fs::path output = dir / variant;
        std::string jlink = shell_quote(jdk_home() / "bin" / "jlink");
        Linked linked;
        // Option spellings differ across JDK releases; take the first that works.
        for (const auto& options : option_choices) {
            std::error_code ignored;
            fs::remove_all(output, ignored);
            auto result =
                run_command(jlink + " --add-modules java.sql " + options + " --output " + shell_quote(output));
            if (result.status == 0) {
                linked.modules = output / "lib" / "modules";
                return linked;
            }
            linked.log += options + ":\n" + result.output + "\n";
        }
        return linked;
    }

    static fs::path build(const std::string& variant, const std::vector<std::string>& option_choices) {
        Linked linked = link(variant, option_choices);
        if (linked.modules.empty()) ADD_FAILURE() << "jlink failed for " << variant << "\n" << linked.log;
        return linked.modules;
    }

    // Counts entries `jimage list --verbose` reports with a non-zero
    // compressed size.
    static std::size_t compressed_entries(const fs::path& image) {
        auto result = run_command(shell_quote(jdk_home() / "bin" / "jimage") + " list --verbose " + shell_quote(image));
        std::istringstream lines(result.output);
        std::string line;
        std::size_t count = 0;
        while (std::getline(lines, line)) {
            std::istringstream fields(line);
            unsigned long long offset = 0, size = 0, compressed = 0;
            if (fields >> offset >> size >> compressed && compressed != 0) ++count;
        }
        return count;
    }

    // Every resource `jimage extract` writes from `reference` (by default the
    // image itself) must read back identically from `modules`, and the module
    // resources we enumerate must be exactly those files.
    static void expect_matches_extract(const fs::path& modules, const fs::path& reference = {}) {
        ASSERT_FALSE(modules.empty());
        auto opened = JImage::open(modules.string());
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        const JImage& image = **opened;
        fs::path extracted = jimage_extract(reference.empty() ? modules : reference, {});
        std::size_t compared = 0;
        for (const auto& entry : fs::recursive_directory_iterator(extracted)) {
            if (!entry.is_regular_file()) continue;
            std::string name = "/" + fs::relative(entry.path(), extracted).generic_string();
            auto bytes = image.read(name);
            ASSERT_TRUE(bytes.ok()) << bytes.error().message;
            ASSERT_TRUE(bytes.value().has_value()) << name;
            ASSERT_EQ(*bytes.value(), read_file(entry.path())) << name;
            ++compared;
        }
        std::size_t resources = 0;
        image.for_each_resource([&](std::string_view name) { resources += is_directory_entry(name) ? 0 : 1; });
        EXPECT_GT(compared, 1000u);
        EXPECT_EQ(compared, resources);

        auto object = image.read_class("java/lang/Object");
        ASSERT_TRUE(object.ok()) << object.error().message;
        ASSERT_TRUE(object.value().has_value());
        EXPECT_EQ(*object.value(), read_file(extracted / "java.base" / "java" / "lang" / "Object.class"));
        auto connection = image.read_class("java/sql/Connection");
        ASSERT_TRUE(connection.ok()) << connection.error().message;
        ASSERT_TRUE(connection.value().has_value());
        EXPECT_EQ(*connection.value(), read_file(extracted / "java.sql" / "java" / "sql" / "Connection.class"));
    }
};

TEST_F(JImageJlink, ZipCompressedImage) {
    REQUIRE_JDK();
    fs::path modules = build("zip", {"--compress=2", "--compress=zip-6"});
    ASSERT_FALSE(modules.empty());
    EXPECT_GT(compressed_entries(modules), 1000u) << "jlink did not compress the image";
    expect_matches_extract(modules);
}

TEST_F(JImageJlink, CompactCpImage) {
    REQUIRE_JDK();
    fs::path modules = build("compact-cp", {"--compress=1", "--compact-cp"});
    ASSERT_FALSE(modules.empty());
    EXPECT_GT(compressed_entries(modules), 1000u) << "jlink did not share strings";
    expect_matches_extract(modules);
}

// The JDK's tools only open images in the platform's byte order, so the
// reference for a big-endian image is the same link in little-endian order.
TEST_F(JImageJlink, BigEndianImage) {
    REQUIRE_JDK();
    Linked big_link = link("big-endian", {"--endian big"});
    // A JDK without jmods links from its own run-time image, which only
    // works in the platform's byte order; the synthetic tests still cover
    // big-endian images then.
    if (big_link.modules.empty() && big_link.log.find("endian") != std::string::npos &&
        !fs::exists(jdk_home() / "jmods")) {
        GTEST_SKIP() << "this JDK's jlink cannot produce a big-endian image:\n" << big_link.log;
    }
    ASSERT_FALSE(big_link.modules.empty()) << big_link.log;
    fs::path big = big_link.modules;
    fs::path little = build("little-endian", {"--endian little"});
    ASSERT_FALSE(little.empty());
    ASSERT_EQ(read_prefix(big, 4), (Bytes{0xCA, 0xFE, 0xDA, 0xDA}));
    ASSERT_EQ(read_prefix(little, 4), (Bytes{0xDA, 0xDA, 0xFE, 0xCA}));
    expect_matches_extract(big, little);
}

}  // namespace
}  // namespace symcrete::classfile
