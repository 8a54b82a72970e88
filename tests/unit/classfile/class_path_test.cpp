// ClassPath over directories, JARs built at test time with the JDK's `jar`,
// and the JDK's runtime image: lookup, caching, errors, hierarchy queries.
#include "classfile/class_path.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "classfile_test_util.h"
#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;
using test::compiled_dir;
using test::read_bytes;
using test::shell_quote;
using test::write_bytes;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

std::vector<std::string> names_of(const std::vector<const ClassFile*>& classes) {
    std::vector<std::string> names;
    for (const ClassFile* cls : classes) names.push_back(cls->name);
    return names;
}

// A JAR of everything in `dir`, made by the JDK's jar tool; cached per (dir, stored).
fs::path make_jar(const fs::path& dir, bool stored = false) {
    static std::map<std::pair<std::string, bool>, fs::path> jars;
    auto key = std::make_pair(dir.string(), stored);
    if (auto it = jars.find(key); it != jars.end()) return it->second;
    fs::path jar = make_temp_dir("symcrete-cp-jar") / (stored ? "stored.jar" : "classes.jar");
    // UTF-8: under LANG=C jar cannot store the non-ASCII class name (cf/Δelta).
    std::string command = "LC_ALL=C.UTF-8 " + test::jdk_tool("jar") + (stored ? " --no-compress" : "") +
                          " --create --file " + shell_quote(jar.string()) + " -C " + shell_quote(dir.string()) + " .";
    auto result = run_command(command);
    EXPECT_EQ(result.status, 0) << command << "\n" << result.output;
    jars[key] = jar;
    return jar;
}

// Sets an environment variable for the life of the guard, then restores it.
class EnvGuard {
public:
    EnvGuard(const char* name, const std::optional<std::string>& value) : name_(name) {
        if (const char* old = std::getenv(name)) old_ = old;
        if (value) setenv(name, value->c_str(), 1);
        else unsetenv(name);
    }
    ~EnvGuard() {
        if (old_) setenv(name_, old_->c_str(), 1);
        else unsetenv(name_);
    }
    EnvGuard(const EnvGuard&) = delete;
    EnvGuard& operator=(const EnvGuard&) = delete;

private:
    const char* name_;
    std::optional<std::string> old_;
};

// ---- directories ------------------------------------------------------------------------

TEST(ClassPathDirectory, LoadsAndCaches) {
    fs::path dir = compiled_dir("java8", 8);
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    EXPECT_EQ(path.describe(), std::vector<std::string>{dir.string()});

    auto square = path.load("cf/Square");
    ASSERT_TRUE(square) << square.error().message;
    EXPECT_EQ((*square)->name, "cf/Square");
    EXPECT_EQ((*square)->super_name, "cf/AbstractShape");
    EXPECT_EQ((*square)->major_version, 52);
    EXPECT_EQ((*square)->source, (dir / "cf" / "Square.class").string());

    // Loaded once: the same object comes back.
    auto again = path.load("cf/Square");
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, *square);
    EXPECT_EQ(names_of(path.loaded()), std::vector<std::string>{"cf/Square"});

    // parse_uncached gives a fresh copy and does not add to the cache.
    auto fresh = path.parse_uncached("cf/Circle");
    ASSERT_TRUE(fresh) << fresh.error().message;
    EXPECT_EQ(fresh->name, "cf/Circle");
    EXPECT_EQ(names_of(path.loaded()), std::vector<std::string>{"cf/Square"});

    // Nested and non-ASCII class names.
    auto inner = path.load("cf/Outer$Inner");
    ASSERT_TRUE(inner) << inner.error().message;
    EXPECT_EQ((*inner)->name, "cf/Outer$Inner");
    auto delta = path.load("cf/\xCE\x94" "elta");
    ASSERT_TRUE(delta) << delta.error().message;
    EXPECT_EQ(names_of(path.loaded()),
              (std::vector<std::string>{"cf/Outer$Inner", "cf/Square", "cf/\xCE\x94" "elta"}));
}

TEST(ClassPathDirectory, ListsClasses) {
    fs::path dir = compiled_dir("java8", 8);
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    std::vector<std::string> names = path.list_classes();
    EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
    std::set<std::string> unique(names.begin(), names.end());
    EXPECT_EQ(unique.size(), names.size());
    for (const char* expected : {"cf/Square", "cf/Outer", "cf/Outer$1", "cf/Outer$1Local", "cf/Planet$1",
                                 "cf/Shape", "cf/\xCE\x94" "elta"}) {
        EXPECT_TRUE(unique.count(expected)) << expected;
    }
    // Exactly the .class files in the directory.
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) files += entry.path().extension() == ".class";
    EXPECT_EQ(names.size(), files);
}

TEST(ClassPathDirectory, ListSkipsModuleInfoAndOtherFiles) {
    fs::path dir = make_temp_dir("symcrete-cp-list");
    fs::path classes = compiled_dir("java8", 8);
    fs::create_directories(dir / "a" / "b");
    fs::copy_file(classes / "cf" / "Square.class", dir / "a" / "b" / "C.class");
    write_bytes(dir / "module-info.class", {0xCA, 0xFE});
    write_bytes(dir / "x" / "module-info.class", {0xCA, 0xFE});
    write_bytes(dir / "a" / "notes.txt", {'h', 'i'});
    write_bytes(dir / "a" / "Klass.java", {'/', '/'});
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    EXPECT_EQ(path.list_classes(), std::vector<std::string>{"a/b/C"});
}

TEST(ClassPathDirectory, FirstSourceWins) {
    fs::path old_classes = compiled_dir("java8", 8);
    fs::path new_classes = compiled_dir("java8", 17);
    {
        ClassPath path;
        ASSERT_TRUE(path.add_list(old_classes.string() + ":" + new_classes.string()));
        EXPECT_EQ(path.describe(), (std::vector<std::string>{old_classes.string(), new_classes.string()}));
        auto cls = path.load("cf/Square");
        ASSERT_TRUE(cls) << cls.error().message;
        EXPECT_EQ((*cls)->major_version, 52);
        // Both hold the same names: each is listed once.
        auto names = path.list_classes();
        EXPECT_EQ(std::set<std::string>(names.begin(), names.end()).size(), names.size());
    }
    {
        ClassPath path;
        ASSERT_TRUE(path.add_list(":" + new_classes.string() + "::" + old_classes.string() + ":"));
        EXPECT_EQ(path.describe().size(), 2u);  // empty entries are skipped
        auto cls = path.load("cf/Square");
        ASSERT_TRUE(cls) << cls.error().message;
        EXPECT_EQ((*cls)->major_version, 61);
    }
}

TEST(ClassPathDirectory, FileDefiningAnotherClass) {
    fs::path dir = make_temp_dir("symcrete-cp-wrong");
    fs::create_directories(dir / "cf");
    fs::copy_file(compiled_dir("java8", 8) / "cf" / "Square.class", dir / "cf" / "Wrong.class");
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    auto cls = path.load("cf/Wrong");
    ASSERT_FALSE(cls);
    const std::string& message = cls.error().message;
    EXPECT_TRUE(contains(message, (dir / "cf" / "Wrong.class").string())) << message;
    EXPECT_TRUE(contains(message, "expected class cf/Wrong")) << message;
    EXPECT_TRUE(contains(message, "defines cf/Square")) << message;
    // The failure is cached like a success.
    auto again = path.load("cf/Wrong");
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error().message, message);
    EXPECT_TRUE(path.loaded().empty());
}

TEST(ClassPathDirectory, MalformedClassFile) {
    fs::path dir = make_temp_dir("symcrete-cp-bad");
    std::vector<std::uint8_t> bytes = read_bytes(compiled_dir("java8", 8) / "cf" / "Square.class");
    bytes.resize(bytes.size() / 2);
    write_bytes(dir / "cf" / "Square.class", bytes);
    write_bytes(dir / "cf" / "Empty.class", {});
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    auto half = path.load("cf/Square");
    ASSERT_FALSE(half);
    EXPECT_TRUE(half.error().message.starts_with((dir / "cf" / "Square.class").string() + ": offset "))
        << half.error().message;
    auto empty = path.load("cf/Empty");
    ASSERT_FALSE(empty);
    EXPECT_TRUE(empty.error().message.starts_with((dir / "cf" / "Empty.class").string() + ": offset 0: "))
        << empty.error().message;
}

TEST(ClassPathDirectory, NamesThatAreNotClassNames) {
    // A class name never leaves the class path's directories: not through an
    // absolute path, nor through "..".
    fs::path root = make_temp_dir("symcrete-cp-names");
    fs::path classes = root / "classes";
    fs::create_directories(classes / "cf");
    fs::copy_file(compiled_dir("java8", 8) / "cf" / "Square.class", classes / "cf" / "Square.class");
    fs::copy_file(compiled_dir("java8", 8) / "cf" / "Circle.class", root / "Outside.class");
    ClassPath path;
    ASSERT_TRUE(path.add(classes.string()));
    for (const std::string& name : {(root / "Outside").string(), std::string("../Outside"),
                                    std::string("cf/../../Outside"), std::string("cf/./Square"),
                                    std::string("cf//Square"), std::string(""), std::string("/cf/Square"),
                                    std::string("cf/Square/"), std::string("cf.Square")}) {
        auto cls = path.load(name);
        ASSERT_FALSE(cls) << "'" << name << "' loaded";
        EXPECT_FALSE(contains(cls.error().message, "defines")) << cls.error().message;
        EXPECT_FALSE(contains(cls.error().message, "Outside.class")) << cls.error().message;
    }
    EXPECT_TRUE(path.load("cf/Square"));
}

// ---- missing classes and entries ------------------------------------------------------------

TEST(ClassPathErrors, ClassNotFoundNamesClassAndSources) {
    fs::path dir = compiled_dir("java8", 8);
    fs::path jar = make_jar(dir);
    ClassPath path;
    ASSERT_TRUE(path.add(dir.string()));
    ASSERT_TRUE(path.add(jar.string()));
    auto missing = path.load("cf/nested/Missing$Inner");
    ASSERT_FALSE(missing);
    const std::string& message = missing.error().message;
    EXPECT_TRUE(contains(message, "class cf.nested.Missing$Inner not found")) << message;
    EXPECT_TRUE(contains(message, "searched " + dir.string() + ", " + jar.string())) << message;

    ClassPath empty;
    auto nothing = empty.load("java/lang/Object");
    ASSERT_FALSE(nothing);
    EXPECT_TRUE(contains(nothing.error().message, "java.lang.Object")) << nothing.error().message;
    EXPECT_TRUE(contains(nothing.error().message, "class path is empty")) << nothing.error().message;
    EXPECT_TRUE(empty.list_classes().empty());
}

TEST(ClassPathErrors, EntriesThatDoNotExist) {
    fs::path dir = make_temp_dir("symcrete-cp-missing");
    ClassPath path;
    for (const fs::path& entry : {dir / "nope", dir / "nope.jar", dir / "lib" / "modules"}) {
        Status status = path.add(entry.string());
        ASSERT_FALSE(status) << entry;
        EXPECT_TRUE(contains(status.error().message, entry.string())) << status.error().message;
        EXPECT_TRUE(contains(status.error().message, "does not exist")) << status.error().message;
    }
    // A file that is none of the known kinds.
    write_bytes(dir / "classes.txt", {'x'});
    Status other = path.add((dir / "classes.txt").string());
    ASSERT_FALSE(other);
    EXPECT_TRUE(contains(other.error().message, (dir / "classes.txt").string())) << other.error().message;
    // add_list stops at the first bad entry and says which.
    Status list = path.add_list(compiled_dir("java8", 8).string() + ":" + (dir / "gone").string());
    ASSERT_FALSE(list);
    EXPECT_TRUE(contains(list.error().message, (dir / "gone").string())) << list.error().message;
    EXPECT_EQ(path.describe().size(), 1u);
}

// ---- JARs ------------------------------------------------------------------------------------

TEST(ClassPathJar, LoadsAndLists) {
    fs::path dir = compiled_dir("java8", 8);
    for (bool stored : {false, true}) {
        SCOPED_TRACE(stored ? "stored" : "deflated");
        fs::path jar = make_jar(dir, stored);
        ClassPath path;
        ASSERT_TRUE(path.add(jar.string()));
        EXPECT_EQ(path.describe(), std::vector<std::string>{jar.string()});

        auto cls = path.load("cf/Outer$Inner");
        ASSERT_TRUE(cls) << cls.error().message;
        EXPECT_EQ((*cls)->source, jar.string() + "!cf/Outer$Inner.class");
        EXPECT_EQ((*cls)->nest_host, std::nullopt);
        // Byte for byte the file that went into the jar.
        auto from_jar = path.parse_uncached("cf/Lambdas");
        ASSERT_TRUE(from_jar) << from_jar.error().message;
        auto from_dir = parse_class_file(read_bytes(dir / "cf" / "Lambdas.class"), "dir");
        ASSERT_TRUE(from_dir);
        EXPECT_EQ(from_jar->constant_pool.size(), from_dir->constant_pool.size());
        EXPECT_EQ(from_jar->methods.size(), from_dir->methods.size());
        auto delta = path.load("cf/\xCE\x94" "elta");
        EXPECT_TRUE(delta) << delta.error().message;

        // The jar lists what the directory lists; its manifest is no class.
        ClassPath dir_path;
        ASSERT_TRUE(dir_path.add(dir.string()));
        EXPECT_EQ(path.list_classes(), dir_path.list_classes());

        auto missing = path.load("cf/Missing");
        ASSERT_FALSE(missing);
        EXPECT_TRUE(contains(missing.error().message, "cf.Missing")) << missing.error().message;
        EXPECT_TRUE(contains(missing.error().message, jar.string())) << missing.error().message;
        EXPECT_FALSE(path.load("META-INF/MANIFEST"));
    }
}

TEST(ClassPathJar, CorruptJar) {
    fs::path dir = make_temp_dir("symcrete-cp-corrupt");
    ClassPath path;
    // Not a zip file at all.
    fs::path garbage = dir / "garbage.jar";
    write_bytes(garbage, std::vector<std::uint8_t>(1000, 0x42));
    Status status = path.add(garbage.string());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.error().message.starts_with(garbage.string() + ": ")) << status.error().message;
    EXPECT_TRUE(contains(status.error().message, "cannot open as a JAR")) << status.error().message;
    // An empty file.
    fs::path empty = dir / "empty.jar";
    write_bytes(empty, {});
    status = path.add(empty.string());
    ASSERT_FALSE(status);
    EXPECT_TRUE(contains(status.error().message, empty.string())) << status.error().message;
    // A real jar cut in half loses its central directory.
    std::vector<std::uint8_t> jar_bytes = read_bytes(make_jar(compiled_dir("java8", 8)));
    fs::path half = dir / "half.jar";
    write_bytes(half, std::vector<std::uint8_t>(jar_bytes.begin(), jar_bytes.begin() + jar_bytes.size() / 2));
    status = path.add(half.string());
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.error().message.starts_with(half.string() + ": cannot open as a JAR")) << status.error().message;
    EXPECT_TRUE(path.describe().empty());
}

TEST(ClassPathJar, CorruptEntry) {
    // Damage one stored entry's data: the jar opens, but reading that class fails
    // with a message naming jar!entry.
    fs::path classes = compiled_dir("java8", 8);
    std::vector<std::uint8_t> jar_bytes = read_bytes(make_jar(classes, /*stored=*/true));
    std::vector<std::uint8_t> lambdas = read_bytes(classes / "cf" / "Lambdas.class");
    auto at = std::search(jar_bytes.begin(), jar_bytes.end(), lambdas.begin(), lambdas.end());
    ASSERT_NE(at, jar_bytes.end()) << "the stored jar holds the class file verbatim";
    at[lambdas.size() / 2] ^= 0x55;
    fs::path jar = make_temp_dir("symcrete-cp-entry") / "damaged.jar";
    write_bytes(jar, jar_bytes);
    ClassPath path;
    ASSERT_TRUE(path.add(jar.string()));
    auto damaged = path.load("cf/Lambdas");
    ASSERT_FALSE(damaged);
    EXPECT_TRUE(damaged.error().message.starts_with(jar.string() + "!cf/Lambdas.class: the entry is damaged: "))
        << damaged.error().message;
    EXPECT_TRUE(contains(damaged.error().message, "CRC")) << damaged.error().message;
    // The other entries are fine.
    EXPECT_TRUE(path.load("cf/Square"));
}

// ---- the JDK ---------------------------------------------------------------------------------

TEST(ClassPathJdk, LoadsCoreClasses) {
    ClassPath path;
    Status added = path.add_jdk();
    ASSERT_TRUE(added) << added.error().message;
    ASSERT_EQ(path.describe().size(), 1u);
    EXPECT_TRUE(path.describe()[0].ends_with("/lib/modules")) << path.describe()[0];

    auto string = path.load("java/lang/String");
    ASSERT_TRUE(string) << string.error().message;
    EXPECT_EQ((*string)->name, "java/lang/String");
    EXPECT_EQ((*string)->super_name, "java/lang/Object");
    EXPECT_TRUE((*string)->access_flags & access::Final);
    EXPECT_NE((*string)->find_method("length", "()I"), nullptr);
    EXPECT_TRUE((*string)->source.ends_with("lib/modules!/java.base/java/lang/String.class")) << (*string)->source;

    auto map = path.load("java/util/HashMap");
    ASSERT_TRUE(map) << map.error().message;
    EXPECT_EQ((*map)->super_name, "java/util/AbstractMap");
    EXPECT_NE((*map)->find_method("put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"), nullptr);
    EXPECT_FALSE((*map)->inner_classes.empty());
    EXPECT_EQ(*path.load("java/util/HashMap"), *map);

    // Classes of other modules are found too.
    auto logger = path.load("java/util/logging/Logger");
    EXPECT_TRUE(logger) << logger.error().message;

    auto missing = path.load("java/lang/NoSuchClass");
    ASSERT_FALSE(missing);
    EXPECT_TRUE(contains(missing.error().message, "java.lang.NoSuchClass")) << missing.error().message;
    EXPECT_TRUE(contains(missing.error().message, "lib/modules")) << missing.error().message;

    auto names = path.list_classes();
    EXPECT_TRUE(std::binary_search(names.begin(), names.end(), "java/lang/Object"));
    EXPECT_TRUE(std::binary_search(names.begin(), names.end(), "java/util/HashMap"));
    EXPECT_FALSE(std::binary_search(names.begin(), names.end(), "module-info"));
    EXPECT_GT(names.size(), 10000u);
}

TEST(ClassPathJdk, Superclasses) {
    ClassPath path;
    ASSERT_TRUE(path.add_jdk());
    auto supers = path.superclasses("java/util/ArrayList");
    ASSERT_TRUE(supers) << supers.error().message;
    EXPECT_EQ(names_of(*supers),
              (std::vector<std::string>{"java/util/AbstractList", "java/util/AbstractCollection", "java/lang/Object"}));
    auto object = path.superclasses("java/lang/Object");
    ASSERT_TRUE(object);
    EXPECT_TRUE(object->empty());
    // An interface's superclass in the class file is Object.
    auto list = path.superclasses("java/util/List");
    ASSERT_TRUE(list);
    EXPECT_EQ(names_of(*list), std::vector<std::string>{"java/lang/Object"});
}

TEST(ClassPathJdk, Interfaces) {
    ClassPath path;
    ASSERT_TRUE(path.add_jdk());
    auto interfaces = path.interfaces("java/util/ArrayList");
    ASSERT_TRUE(interfaces) << interfaces.error().message;
    std::vector<std::string> names = names_of(*interfaces);
    std::set<std::string> unique(names.begin(), names.end());
    EXPECT_EQ(unique.size(), names.size()) << "each interface once";
    for (const char* expected : {"java/util/List", "java/util/Collection", "java/lang/Iterable",
                                 "java/util/RandomAccess", "java/lang/Cloneable", "java/io/Serializable"}) {
        EXPECT_TRUE(unique.count(expected)) << expected;
    }
    // Breadth first: the direct interfaces in declaration order, then theirs.
    ASSERT_GE(names.size(), 4u);
    EXPECT_EQ(std::vector<std::string>(names.begin(), names.begin() + 4),
              (std::vector<std::string>{"java/util/List", "java/util/RandomAccess", "java/lang/Cloneable",
                                        "java/io/Serializable"}));
    auto position = [&](const std::string& name) {
        return std::find(names.begin(), names.end(), name) - names.begin();
    };
    EXPECT_LT(position("java/util/List"), position("java/util/Collection"));
    EXPECT_LT(position("java/util/Collection"), position("java/lang/Iterable"));

    auto of_interface = path.interfaces("java/util/List");
    ASSERT_TRUE(of_interface);
    std::vector<std::string> list_names = names_of(*of_interface);
    EXPECT_TRUE(std::find(list_names.begin(), list_names.end(), "java/lang/Iterable") != list_names.end());
    EXPECT_TRUE(std::find(list_names.begin(), list_names.end(), "java/util/List") == list_names.end());
    auto none = path.interfaces("java/lang/Object");
    ASSERT_TRUE(none);
    EXPECT_TRUE(none->empty());
}

TEST(ClassPathJdk, IsSubtype) {
    ClassPath path;
    ASSERT_TRUE(path.add_jdk());
    auto check = [&](const char* sub, const char* super, bool expected) {
        auto result = path.is_subtype(sub, super);
        ASSERT_TRUE(result) << sub << " <: " << super << ": " << result.error().message;
        EXPECT_EQ(*result, expected) << sub << " <: " << super;
    };
    check("java/util/ArrayList", "java/util/ArrayList", true);
    check("java/util/ArrayList", "java/util/AbstractList", true);
    check("java/util/ArrayList", "java/lang/Object", true);
    check("java/util/ArrayList", "java/util/Collection", true);
    check("java/util/ArrayList", "java/lang/Iterable", true);
    check("java/util/ArrayList", "java/util/Map", false);
    check("java/util/ArrayList", "java/util/LinkedList", false);
    check("java/util/AbstractList", "java/util/ArrayList", false);
    check("java/util/List", "java/lang/Object", true);
    check("java/util/List", "java/util/Collection", true);
    check("java/lang/Integer", "java/lang/Number", true);
    check("java/lang/Integer", "java/lang/Comparable", true);
    check("java/lang/Object", "java/lang/String", false);

    auto missing = path.is_subtype("cf/Missing", "java/lang/Object");
    ASSERT_FALSE(missing);
    EXPECT_TRUE(contains(missing.error().message, "cf.Missing")) << missing.error().message;
}

// ---- hierarchies of the test sources ---------------------------------------------------------------

TEST(ClassPathHierarchy, KnownSubtypesAmongLoadedClasses) {
    ClassPath path;
    ASSERT_TRUE(path.add(compiled_dir("java8", 11).string()));
    ASSERT_TRUE(path.add_jdk());
    EXPECT_TRUE(path.known_subtypes("cf/Shape").empty());

    auto colored = path.superclasses("cf/ColoredSquare");
    ASSERT_TRUE(colored) << colored.error().message;
    EXPECT_EQ(names_of(*colored), (std::vector<std::string>{"cf/Square", "cf/AbstractShape", "java/lang/Object"}));
    auto interfaces = path.interfaces("cf/ColoredSquare");
    ASSERT_TRUE(interfaces) << interfaces.error().message;
    EXPECT_EQ(names_of(*interfaces), (std::vector<std::string>{"cf/Colored", "cf/Shape"}));

    // Only what has been loaded counts: Circle is not yet.
    EXPECT_EQ(path.known_subtypes("cf/Shape"),
              (std::vector<std::string>{"cf/AbstractShape", "cf/ColoredSquare", "cf/Square"}));
    ASSERT_TRUE(path.load("cf/Circle"));
    EXPECT_EQ(path.known_subtypes("cf/Shape"),
              (std::vector<std::string>{"cf/AbstractShape", "cf/Circle", "cf/ColoredSquare", "cf/Square"}));
    EXPECT_EQ(path.known_subtypes("cf/AbstractShape"),
              (std::vector<std::string>{"cf/Circle", "cf/ColoredSquare", "cf/Square"}));
    EXPECT_EQ(path.known_subtypes("cf/Square"), std::vector<std::string>{"cf/ColoredSquare"});
    EXPECT_EQ(path.known_subtypes("cf/Colored"), std::vector<std::string>{"cf/ColoredSquare"});
    EXPECT_TRUE(path.known_subtypes("cf/ColoredSquare").empty());
    EXPECT_TRUE(path.known_subtypes("cf/Unrelated").empty());
    auto objects = path.known_subtypes("java/lang/Object");
    EXPECT_TRUE(std::binary_search(objects.begin(), objects.end(), "cf/ColoredSquare"));
    EXPECT_TRUE(std::binary_search(objects.begin(), objects.end(), "cf/Circle"));
    EXPECT_FALSE(std::binary_search(objects.begin(), objects.end(), "java/lang/Object"));

    auto circle_comparable = path.is_subtype("cf/Circle", "java/lang/Comparable");
    ASSERT_TRUE(circle_comparable) << circle_comparable.error().message;
    EXPECT_TRUE(*circle_comparable);
    auto square_colored = path.is_subtype("cf/Square", "cf/Colored");
    ASSERT_TRUE(square_colored);
    EXPECT_FALSE(*square_colored);
    auto colored_shape = path.is_subtype("cf/ColoredSquare", "cf/Shape");
    ASSERT_TRUE(colored_shape);
    EXPECT_TRUE(*colored_shape);
}

TEST(ClassPathHierarchy, MissingSuperclassIsNamed) {
    // Only the test classes, no JDK: java/lang/Object is missing.
    ClassPath path;
    ASSERT_TRUE(path.add(compiled_dir("java8", 8).string()));
    auto supers = path.superclasses("cf/Square");
    ASSERT_FALSE(supers);
    const std::string& message = supers.error().message;
    EXPECT_TRUE(contains(message, "superclass java/lang/Object of cf/AbstractShape")) << message;
    EXPECT_TRUE(contains(message, "java.lang.Object not found")) << message;
    auto interfaces = path.interfaces("cf/Circle");
    ASSERT_FALSE(interfaces);
    auto subtype = path.is_subtype("cf/Square", "cf/Shape");
    ASSERT_FALSE(subtype);
}

TEST(ClassPathHierarchy, SealedAndRecordsFromAJar) {
    fs::path jar = make_jar(compiled_dir("java17", 17));
    ClassPath path;
    ASSERT_TRUE(path.add(jar.string()));
    ASSERT_TRUE(path.add_jdk());
    auto expr = path.load("cf/Expr");
    ASSERT_TRUE(expr) << expr.error().message;
    for (const std::string& permitted : (*expr)->permitted_subclasses) {
        auto sub = path.is_subtype(permitted, "cf/Expr");
        ASSERT_TRUE(sub) << sub.error().message;
        EXPECT_TRUE(*sub) << permitted;
    }
    EXPECT_EQ(path.known_subtypes("cf/Expr"),
              (std::vector<std::string>{"cf/Expr$Add", "cf/Expr$Num", "cf/Neg", "cf/Var"}));
    auto num_supers = path.superclasses("cf/Expr$Num");
    ASSERT_TRUE(num_supers) << num_supers.error().message;
    EXPECT_EQ(names_of(*num_supers), (std::vector<std::string>{"java/lang/Record", "java/lang/Object"}));
}

// ---- find_jdk_home ------------------------------------------------------------------------------

TEST(FindJdkHome, JavaHomeBogus) {
    fs::path bogus = make_temp_dir("symcrete-bogus-jdk");
    EnvGuard guard("JAVA_HOME", bogus.string());
    auto home = find_jdk_home();
    ASSERT_FALSE(home);
    EXPECT_TRUE(contains(home.error().message, "JAVA_HOME")) << home.error().message;
    EXPECT_TRUE(contains(home.error().message, bogus.string())) << home.error().message;
    ClassPath path;
    Status added = path.add_jdk();
    ASSERT_FALSE(added);
    EXPECT_EQ(added.error().message, home.error().message);
    EXPECT_TRUE(path.describe().empty());
}

TEST(FindJdkHome, JavaHomeAndPath) {
    std::string real_home;
    {
        EnvGuard unset("JAVA_HOME", std::nullopt);
        auto home = find_jdk_home();  // from the java on PATH
        ASSERT_TRUE(home) << home.error().message;
        real_home = *home;
        EXPECT_TRUE(fs::is_regular_file(fs::path(real_home) / "lib" / "modules")) << real_home;
        EXPECT_TRUE(fs::exists(fs::path(real_home) / "bin" / "java")) << real_home;
    }
    {
        EnvGuard set("JAVA_HOME", real_home);
        auto home = find_jdk_home();
        ASSERT_TRUE(home) << home.error().message;
        EXPECT_EQ(*home, real_home);
    }
    {
        EnvGuard unset("JAVA_HOME", std::nullopt);
        EnvGuard empty_path("PATH", make_temp_dir("symcrete-empty-path").string());
        auto home = find_jdk_home();
        ASSERT_FALSE(home);
        EXPECT_TRUE(contains(home.error().message, "JAVA_HOME")) << home.error().message;
    }
    {
        // An empty JAVA_HOME counts as unset.
        EnvGuard empty("JAVA_HOME", std::string());
        auto home = find_jdk_home();
        ASSERT_TRUE(home) << home.error().message;
        EXPECT_EQ(*home, real_home);
    }
}

}  // namespace
}  // namespace symcrete::classfile
