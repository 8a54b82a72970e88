// `symcrete gen` on methods whose inputs are objects and arrays: instance
// methods, lazily made receivers and parameters with aliasing, arrays with
// symbolic length and contents, boxed values; every written test passes on
// the JVM and builds its inputs visibly.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <regex>
#include <set>
#include <sstream>

#include "support/java_compiler.h"
#include "support/sanitizers.h"
#include "support/text.h"
#include "support/test_paths.h"
#include "unit/app/gen_fixture.h"

namespace {

using symcrete::testing::compile_java;
using symcrete::testing::contains;
using symcrete::testing::kSanitized;
using symcrete::testing::kValidation;
using symcrete::testing::make_temp_dir;
using symcrete::testing::read_file;
using symcrete::testing::run_command;
using symcrete::testing::shell_quote;
using symcrete::testing::test_bodies;
using namespace symcrete::testing::gen_objects;


TEST(GenObjects, TestsBuildObjectsAndArraysAndPassOnTheJvm) {
    const auto [result, out] = gen_fixture("objs.Graphs", "10", " --stats");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "skipped")) << result.output;
    // --stats counts what lazy initialisation made: objects, aliases, and
    // values pinned (an input array handed to System.arraycopy).
    const auto at = result.output.find("stats: inputs: ");
    ASSERT_NE(at, std::string::npos) << result.output;
    unsigned objects = 0, aliases = 0, pinned = 0;
    ASSERT_EQ(std::sscanf(result.output.c_str() + at,
                          "stats: inputs: %u objects made by lazy initialisation, %u references resolved as aliases, "
                          "%u symbolic values pinned",
                          &objects, &aliases, &pinned),
              3)
        << result.output.substr(at);
    EXPECT_GE(objects, 10u);
    EXPECT_GE(aliases, 1u);  // firstValue: head.next may be head
    if (auto verdict = jvm_verdict(result.output, "objs.Graphs")) {
        EXPECT_GE(verdict->written, 12u);
        EXPECT_EQ(verdict->written, verdict->passed);
        EXPECT_GE(verdict->coverage, 90.0) << result.output;
    }

    const std::string source = read_file(out / "objs" / "GraphsSymcreteTest.java");
    // The receiver and its nodes are built through the helper written into the file.
    EXPECT_TRUE(contains(source, "Graphs graphs = newInstance(Graphs.class);")) << source;
    EXPECT_TRUE(contains(source, "Graphs.Node head = newInstance(Graphs.Node.class);")) << source;
    EXPECT_TRUE(contains(source, "setField(graphs, \"head\", head);")) << source;
    EXPECT_TRUE(contains(source, "private static <T> T newInstance(Class<T> type)")) << source;
    // Arrays as literals, null arguments typed, array results and Strings asserted.
    EXPECT_TRUE(contains(source, "int[] a = {")) << source;
    EXPECT_TRUE(contains(source, "(int[]) null")) << source;
    EXPECT_TRUE(contains(source, "assertArrayEquals(new int[] {")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"none\", Graphs.describe((Integer) null));")) << source;
    EXPECT_TRUE(contains(source, "Integer x = Integer.valueOf(")) << source;
    // The path condition names inputs by how the method reaches them.
    EXPECT_TRUE(contains(source, "this.head.next.value > this.head.value")) << source;
}

}  // namespace

namespace {

// String parameters are symbolic: equals, startsWith, charAt, trim, indexOf,
// substring, concatenation, parseInt's bytecode and a switch on strings
// (hashCode, then equals) all branch on the text.
TEST(GenObjects, StringInputsReachEveryBranch) {
    const auto [result, out] = gen_fixture("objs.Texts", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    if (auto verdict = jvm_verdict(result.output, "objs.Texts")) {
        EXPECT_EQ(verdict->written, verdict->passed);
        EXPECT_GE(verdict->coverage, 95.0) << result.output;
    }
    const std::string source = read_file(out / "objs" / "TextsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "String s = \"admin\";")) << source;
    EXPECT_TRUE(contains(source, "String s = \"red\";")) << source;
    EXPECT_TRUE(contains(source, "String s = \"blue\";")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"warm\", Texts.kind(s));")) << source;
    EXPECT_TRUE(contains(source, "assertThrows(IllegalArgumentException.class")) << source;
    // Input domains (lengths, printable chars) are not repeated in every comment.
    EXPECT_FALSE(contains(source, "<= 126")) << source;
}

}  // namespace

namespace {

// An interface parameter takes each implementation on the class path, an
// enum each constant, Object a String or an Integer.
TEST(GenObjects, InterfacesEnumsAndObjectParameters) {
    const auto [result, out] = gen_fixture("objs.Kinds", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "objs.Kinds: 17 tests written, 17 passed on the JVM, 100.0% branch coverage"))
        << result.output;
    const std::string source = read_file(out / "objs" / "KindsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "Square s = newInstance(Square.class);")) << source;
    EXPECT_TRUE(contains(source, "Kinds.Level level = Kinds.Level.MEDIUM;")) << source;
    EXPECT_TRUE(contains(source, "Kinds.Level level = Kinds.Level.HIGH;")) << source;
    EXPECT_TRUE(contains(source, "Integer o = Integer.valueOf(")) << source;
    // Returned constants are asserted by name, one with a body too.
    EXPECT_TRUE(contains(source, "assertEquals(Kinds.Level.HIGH, Kinds.raise(")) << source;
    EXPECT_TRUE(contains(source, "void raise_returnsMEDIUM()")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(Kinds.Level.MEDIUM, Kinds.raise(level));")) << source;
}

// The receiver of an abstract class's method is of a subclass that inherits
// the method, never of one that overrides it (the test would run the
// override on the JVM and fail).
TEST(GenObjects, ReceiversOfInheritedMethodsDoNotOverrideThem) {
    const auto [result, out] = gen_fixture("objs.Figure", "5", " --method describe");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "objs.Figure: 2 tests written, 2 passed on the JVM")) << result.output;
    const std::string source = read_file(out / "objs" / "FigureSymcreteTest.java");
    EXPECT_TRUE(contains(source, "Block")) << source;
    EXPECT_FALSE(contains(source, "Arrow")) << source;
}

// A singleton's methods run on its one instance, read from its static
// field as a caller would, never on a second object made by reflection.
TEST(GenObjects, ASingletonIsTestedOnItsInstance) {
    const auto [result, out] = gen_fixture("objs.Thermostat", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    const std::string source = read_file(out / "objs" / "ThermostatSymcreteTest.java");
    EXPECT_TRUE(contains(source, "Thermostat thermostat = Thermostat.INSTANCE;")) << source;
    EXPECT_FALSE(contains(source, "newInstance")) << source;
    EXPECT_FALSE(contains(source, "setField")) << source;
}

}  // namespace

namespace {

// A class with a constant of its own type and a factory is a value class,
// not a singleton: tests make the values they need.
TEST(GenObjects, AValueClassIsNotHeldToItsConstants) {
    const auto [result, out] = gen_fixture("objs.Cents", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
}

// A path that throws inside a block (a NullPointerException from a null
// array field) passes an edge JaCoCo cannot see it pass; a path that passes
// it and returns is still kept.
TEST(GenObjects, ThrowingPathsDoNotHideTheReturningOnes) {
    const auto [result, out] = gen_fixture("objs.Slots", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    EXPECT_FALSE(contains(result.output, "branches the tests miss")) << result.output;
}

// A receiver built by its constructor and then a call of another method
// (`tally.record(...)`) reaches states no constructor makes alone: counts in
// a map field, with a symbolic count kept in its box. A switch on a String
// finds its case labels.
TEST(GenObjects, SetupCallsBringTheReceiverToTheStateAMethodNeeds) {
    const auto [result, out] = gen_fixture("objs.Tally", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    const std::string source = read_file(out / "objs" / "TallySymcreteTest.java");
    EXPECT_TRUE(contains(source, "Tally tally = new Tally();\n        tally.record(")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"many\", tally.verdict(")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"few\", tally.verdict(")) << source;
    for (const char* label : {"\"red\"", "\"green\"", "\"blue\""})
        EXPECT_TRUE(contains(source, label)) << source;
    // Other texts of a label's hash were not tried, and the report says so.
    EXPECT_TRUE(contains(result.output, "a switch on a String tried its case labels")) << result.output;
    // Without setup calls, only the fallback's lazily made receiver holds
    // counts: a map set into its field by reflection.
    auto classes = symcrete::testing::compile_java("gen_objects", 17);
    auto alone = make_temp_dir("symcrete-gen-no-setup");
    auto without =
        run_command(shell_quote(symcrete::testing::symcrete_binary()) + " gen" + kValidation + " --no-setup-calls --budget 5 --cp " +
                    shell_quote(classes) + " --class objs.Tally --out " + shell_quote(alone));
    ASSERT_EQ(without.status, 0) << without.output;
    const std::string plain = read_file(alone / "objs" / "TallySymcreteTest.java");
    const auto many = plain.find("assertEquals(\"many\", tally.verdict(");
    if (many != std::string::npos) {
        const std::string body = plain.substr(plain.rfind("@Test", many), many - plain.rfind("@Test", many));
        EXPECT_FALSE(contains(body, "tally.record(")) << plain;
        EXPECT_TRUE(contains(body, "setField(tally, \"counts\", ")) << plain;
    }
}

// States one setup call cannot reach come from sequences a person writes
// (setup_sequences): two appends before a revert, whose test then tells the
// newest snapshot (one song left) from the oldest (none); a song appended,
// limited and played before it is played again, the second play refused.
// Each is kept as a scenario of its own though it adds no branch. `play`
// is explored after four lists of calls (setup_plan.h), each path costly
// (the songs are symbolic texts compared char by char): 30 seconds of work.
TEST(GenObjects, SequencesOfSetupCallsReachStatesOneCallCannot) {
    // The tests written for one method of Playlist.
    auto tests_of = [](const std::string& method, const std::string& budget) {
        const auto [result, out] = gen_fixture("objs.Playlist", budget, " --method " + method);
        EXPECT_EQ(result.status, 0) << result.output;
        return read_file(out / "objs" / "PlaylistSymcreteTest.java");
    };
    const std::string revert_tests = tests_of("revert", "5");
    const std::regex twice_then_revert(
        R"(playlist\.append\([^;]*\);\s*playlist\.append\([^;]*\);\s*playlist\.revert\(\);\s*assertEquals\(1, playlist\.size\(\)\);)");
    EXPECT_TRUE(std::regex_search(revert_tests, twice_then_revert)) << revert_tests;
    const std::string play_tests = tests_of("play", "30");
    const std::regex played_then_refused(
        R"(playlist\.limit\([^;]*, 1\);\s*playlist\.play\([^;]*\);\s*assertFalse\(playlist\.play\()");
    EXPECT_TRUE(std::regex_search(play_tests, played_then_refused)) << play_tests;
}

// List parameters are ArrayLists of lazily made elements of the generic
// element type; the test builds them with add().
TEST(GenObjects, ListParametersHoldElementsOfTheirGenericType) {
    const auto [result, out] = gen_fixture("objs.Lists", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    EXPECT_TRUE(contains(result.output, "inputs limited (values: lists up to 4 elements)")) << result.output;
    const std::string source = read_file(out / "objs" / "ListsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "java.util.ArrayList<Integer> values = new java.util.ArrayList<>();")) << source;
    EXPECT_TRUE(contains(source, "Integer valuesGet0 = Integer.valueOf(")) << source;
    EXPECT_TRUE(contains(source, "values.add(valuesGet0);")) << source;
    EXPECT_TRUE(contains(source, "names.add(\"bob\");") || contains(source, "String namesGet0 = \"bob\";")) << source;
}

// Map and Set parameters are JDK collections built with put and add: sorted
// ones where the keys compare (every outcome of a lookup stays open),
// insertion-ordered ones where the declared type is a hashed one.
TEST(GenObjects, MapAndSetParametersAreBuiltWithPutAndAdd) {
    const auto [result, out] = gen_fixture("objs.Maps", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    EXPECT_TRUE(contains(result.output, "inputs limited (prices: maps up to 4 elements)")) << result.output;
    EXPECT_TRUE(contains(result.output, "inputs limited (words: sets up to 4 elements)")) << result.output;
    const std::string source = read_file(out / "objs" / "MapsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "java.util.TreeMap<String, Integer> prices = new java.util.TreeMap<>();")) << source;
    EXPECT_TRUE(contains(source, "prices.put(pricesKey0, pricesValue0);")) << source;
    EXPECT_TRUE(contains(source, "java.util.TreeSet<Integer> ids = new java.util.TreeSet<>();")) << source;
    EXPECT_TRUE(contains(source, "ids.add(idsElement0);")) << source;
    EXPECT_TRUE(contains(source, "java.util.LinkedHashMap<String, Integer> stock = new java.util.LinkedHashMap<>();"))
        << source;
    // A returned List is compared element by element.
    EXPECT_TRUE(contains(source, "assertEquals(java.util.Arrays.asList(\"")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(java.util.Arrays.asList(), Maps.expensive(prices));")) << source;
}

// BigDecimal and BigInteger parameters are made from symbolic parts (an
// unscaled long and a scale; a sign and magnitude ints) and written as the
// text their String constructor reads back; results are compared the same way.
TEST(GenObjects, BigNumbersAreMadeFromSymbolicPartsAndWrittenAsText) {
    const auto [result, out] = gen_fixture("objs.Money", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "tests written")) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM")) << result.output;
    EXPECT_FALSE(contains(result.output, "removed")) << result.output;
    EXPECT_TRUE(contains(result.output, "inputs limited (amount: BigDecimals with a long unscaled value")) << result.output;
    const std::string source = read_file(out / "objs" / "MoneySymcreteTest.java");
    EXPECT_TRUE(contains(source, "java.math.BigDecimal amount = new java.math.BigDecimal(\"")) << source;
    EXPECT_TRUE(contains(source, "java.math.BigInteger n = new java.math.BigInteger(\"")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"large\", Money.classify(amount));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(new java.math.BigDecimal(\"")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(0, Money.bucket(n));")) << source;
}

// A method that changes an array it was given gets an assertion on the array
// after the call, with what the replay left in it; a method that only reads
// its array gets none.
TEST(GenObjects, ArraysChangedInPlaceAreAssertedAfterTheCall) {
    const auto [result, out] = gen_fixture("objs.InPlace", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    if (auto verdict = jvm_verdict(result.output, "objs.InPlace")) {
        EXPECT_EQ(verdict->written, verdict->passed);
    }
    const std::string source = read_file(out / "objs" / "InPlaceSymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertArrayEquals(new char[] {'*'")) << source;
    EXPECT_FALSE(contains(source, "assertArrayEquals(new int[]")) << source;
}

}  // namespace


namespace {

// A method declared to return Object (clone(), copy()) returns an object
// whose getters the test asserts: it casts the result to the object's class
// first, so the suite compiles and passes.
TEST(GenObjects, AResultDeclaredAsObjectIsCastBeforeItsGetters) {
    const auto [result, out] = gen_fixture("objs.Settings", "5");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(jvm_says(result.output, "passed on the JVM, 100.0% branch coverage")) << result.output;
    const std::string source = read_file(out / "objs" / "SettingsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "var actual = (Settings) ")) << source;
    EXPECT_TRUE(contains(source, "actual.getLevel()")) << source;
}

}  // namespace

namespace {

// A jar that seals its package keeps a test class of that package, loaded
// from elsewhere, from loading at all: JUnit runs none of the tests. That is
// a failed validation, said as such, not an empty suite and exit 0.
// The JVM defines no class of a sealed package from outside its jar, a test
// class included: the tests live in a package below it and use only what is
// public there.
TEST(GenObjects, ASealedPackageGetsTestsInAPackageOfTheirOwn) {
    if (kSanitized) GTEST_SKIP() << "the plain build runs the JVM part";
    auto classes = compile_java("gen_objects", 17);
    ASSERT_FALSE(classes.empty());
    const auto dir = make_temp_dir("symcrete-sealed");
    {
        std::ofstream manifest(dir / "manifest.txt");
        manifest << "Manifest-Version: 1.0\nSealed: true\n";
    }
    const auto jar = dir / "sealed.jar";
    auto packed = run_command("jar cfm " + shell_quote(jar) + " " + shell_quote(dir / "manifest.txt") + " -C " +
                              shell_quote(classes) + " objs");
    ASSERT_EQ(packed.status, 0) << packed.output;
    auto result = run_command(shell_quote(symcrete::testing::symcrete_binary()) + " gen --budget 5 --cp " + shell_quote(jar) +
                              " --class objs.Meter --out " + shell_quote(dir / "out"));
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(contains(result.output, "skipped twice()I: not public (the class's jar seals its package: the tests "
                                        "live in objs.symcrete"))
        << result.output;
    const auto file = dir / "out" / "objs" / "symcrete" / "MeterSymcreteTest.java";
    ASSERT_TRUE(std::filesystem::exists(file)) << result.output;
    const std::string source = read_file(file);
    EXPECT_TRUE(contains(source, "package objs.symcrete;")) << source;
    EXPECT_TRUE(contains(source, "objs.Meter meter = new objs.Meter();")) << source;
    EXPECT_TRUE(contains(source, "staticField(\"readings\")")) << source;
    EXPECT_FALSE(contains(source, "twice()")) << source;
    EXPECT_TRUE(std::regex_search(result.output, std::regex("objs.Meter: ([0-9]+) tests written, \\1 passed")))
        << result.output;
}

// A signed jar closes its packages as well: the JVM wants every class of a
// package signed alike, and a test class is not.
TEST(GenObjects, ASignedJarGetsTestsInAPackageOfTheirOwn) {
    if (kSanitized) GTEST_SKIP() << "the plain build runs the JVM part";
    auto classes = compile_java("gen_objects", 17);
    ASSERT_FALSE(classes.empty());
    const auto dir = make_temp_dir("symcrete-signed");
    const auto jar = dir / "signed.jar";
    const auto keys = dir / "keys.p12";
    auto made = run_command("jar cf " + shell_quote(jar) + " -C " + shell_quote(classes) + " objs && keytool -genkeypair " +
                            "-keystore " + shell_quote(keys) + " -storepass secret -keypass secret -alias tester " +
                            "-dname CN=tester -keyalg EC -validity 2 >/dev/null 2>&1 && jarsigner -keystore " +
                            shell_quote(keys) + " -storepass secret " + shell_quote(jar) + " tester");
    ASSERT_EQ(made.status, 0) << made.output;
    auto result = run_command(shell_quote(symcrete::testing::symcrete_binary()) + " gen --budget 5 --cp " + shell_quote(jar) +
                              " --class objs.Meter --out " + shell_quote(dir / "out"));
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_TRUE(std::filesystem::exists(dir / "out" / "objs" / "symcrete" / "MeterSymcreteTest.java")) << result.output;
    EXPECT_TRUE(std::regex_search(result.output, std::regex("objs.Meter: ([1-9][0-9]*) tests written, \\1 passed")))
        << result.output;
}

}  // namespace

// A record argument, a record inside a record and records in a list are
// built by their canonical constructors (`new Weight(500, "kg")`), never
// field by field (reflection cannot write a record's final fields): every
// test passes on the JVM, and none builds a state the constructors refuse.
TEST(GenObjects, RecordsAreBuiltByTheirConstructorsWithValuesTheyAccept) {
    const auto [result, out] = gen_fixture("objs.Shipment", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "ShipmentSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "new Shipment.Weight(")) << tests;
    EXPECT_TRUE(contains(tests, "new Shipment.Parcel(")) << tests;
    EXPECT_FALSE(contains(tests, "setField(")) << tests;
    EXPECT_FALSE(contains(tests, "newInstance(")) << tests;
    // No weight of 0 grams or fewer: the constructor refuses them.
    EXPECT_FALSE(std::regex_search(tests, std::regex(R"(new Shipment\.Weight\((0|-\d+),)"))) << tests;
    // classify's three outcomes.
    for (const char* outcome : {"\"freight\"", "\"letter\"", "\"parcel\""}) EXPECT_TRUE(contains(tests, outcome)) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Shipment")) {
        EXPECT_GT(verdict->written, 0U);
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        EXPECT_FALSE(contains(result.output, "removed")) << result.output;
    }
}

// A sealed interface is measured on a copy without PermittedSubclasses
// (validator.h), and the HTML report reads the same copy: gen exits 0 and
// the report has the interface's page.
TEST(GenObjects, ASealedInterfaceGetsItsHtmlReport) {
    auto report = make_temp_dir("symcrete-sealed-report");
    const auto [result, out] = gen_fixture("objs.Tariff", "5", " --report " + shell_quote(report));
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "could not write the HTML report")) << result.output;
    if (!kSanitized) {
        EXPECT_TRUE(std::filesystem::exists(report / "coverage" / "objs" / "Tariff.html")) << result.output;
    }
}

// What gen printed: no replay mismatch, and (where the JVM ran) every test
// passed and covered every branch.
void expect_exact_and_complete(const symcrete::testing::CommandResult& result, const std::string& cls) {
    EXPECT_FALSE(contains(result.output, "replay mismatch")) << result.output;
    if (auto verdict = jvm_verdict(result.output, cls)) {
        EXPECT_EQ(verdict->written, verdict->passed) << result.output;
        EXPECT_EQ(verdict->coverage, 100.0) << result.output;
    }
}

// StringBuilder's edits and String.regionMatches/getChars keep String
// inputs symbolic: every branch behind them is reached, and each path's
// replay on the plain (concrete) intrinsics agrees with the symbolic one.
TEST(GenObjects, BuilderEditsOfStringInputsReachEveryBranch) {
    const auto [result, out] = gen_fixture("objs.Edits", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    expect_exact_and_complete(result, "objs.Edits");
    // Nothing pinned where no edit can fail.
    for (const std::string method : {"capitalised", "palindrome", "trimmedTail", "secondOfCopy"}) {
        const std::size_t at = result.output.find("  " + method + "(");
        ASSERT_NE(at, std::string::npos) << result.output;
        const std::string line = result.output.substr(at, result.output.find('\n', at) - at);
        EXPECT_TRUE(contains(line, "(explored completely)")) << line;
    }
    const std::string source = read_file(out / "objs" / "EditsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertEquals(1, Edits.capitalised(")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(1, Edits.trimmedTail(")) << source;
    EXPECT_TRUE(contains(source, "assertEquals('q', Edits.secondOfCopy(")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(2, Edits.prefix(")) << source;
}

// String.matches on an input decides through the regex's automaton, and
// split on a character class finds its separators symbolically: a text
// each regex accepts and one it refuses, with nothing pinned.
TEST(GenObjects, RegexValidationOfStringInputsReachesEveryBranch) {
    const auto [result, out] = gen_fixture("objs.Formats", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    expect_exact_and_complete(result, "objs.Formats");
    EXPECT_FALSE(contains(result.output, "values pinned")) << result.output;
    const std::string source = read_file(out / "objs" / "FormatsSymcreteTest.java");
    for (const char* kind : {"number", "name", "email", "phone", "other"})
        EXPECT_TRUE(contains(source, std::string("assertEquals(\"") + kind + "\", Formats.kind(s));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(2, Formats.version(s));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(1, Formats.version(s));")) << source;
    // split on a class of chars ("[,;]") and on a run of them ("\\s+").
    EXPECT_TRUE(contains(source, "assertEquals(\"none\", Formats.second(csv));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"empty\", Formats.second(csv));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(3, Formats.words(line));")) << source;
}

// A map lookup by a String input tries the map's keys as texts: every key
// is found (through toUpperCase() too, and an id a setup call issued).
TEST(GenObjects, LookupsByStringInputsFindTheMapsKeys) {
    const auto [result, out] = gen_fixture("objs.Directory", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    expect_exact_and_complete(result, "objs.Directory");
    const std::string source = read_file(out / "objs" / "DirectorySymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertEquals(30, Directory.room(code));")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(1, Directory.room(code));") ||
                contains(source, "assertEquals(2, Directory.room(code));"))
        << source;
    EXPECT_TRUE(contains(source, "String id = \"M1\";")) << source;
    EXPECT_TRUE(contains(source, "assertTrue(directory.isMember(id));")) << source;
    // Through strip() and toUpperCase(): some test looks up the issued id
    // (in any case, with any blanks around it).
    const std::regex issued_id("String id = \"[^\"]*[mM]1[^\"]*\";");
    bool looked_up = false;
    for (const std::string& test : test_bodies(source))
        looked_up |= contains(test, "directory.lookUp(id)") && std::regex_search(test, issued_id);
    EXPECT_TRUE(looked_up) << source;
}

// A record's hashCode and equals come from ObjectMethods; a String
// component's hash is symbolic, and the replay must agree with the path.
TEST(GenObjects, ARecordsOwnHashCodeAndEqualsReplayExactly) {
    for (const char* method : {"hashCode", "equals"}) {
        const auto [result, out] = gen_fixture("'objs.Shipment$Weight'", "5", std::string(" --method ") + method);
        ASSERT_EQ(result.status, 0) << result.output;
        EXPECT_FALSE(contains(result.output, "replay mismatch")) << result.output;
        EXPECT_FALSE(contains(result.output, "internal error")) << result.output;
        if (auto verdict = jvm_verdict(result.output, "objs.Shipment$Weight")) {
            EXPECT_GT(verdict->written, 0U) << result.output;
            EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        }
    }
}

// java.time values are made by their factories (LocalDate.of(...)) from
// parts the factories accept, and a returned one is compared with one made
// the same way: every test passes, none says "no inputs of type".
TEST(GenObjects, TimeValuesAreMadeByTheirFactories) {
    const auto [result, out] = gen_fixture("objs.Calendar", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "no inputs of type")) << result.output;
    const std::string tests = read_file(out / "objs" / "CalendarSymcreteTest.java");
    for (const char* made : {"LocalDate.of(", "LocalTime.of(", "LocalDateTime.of(", "Duration.ofSeconds(",
                             "Instant.ofEpochSecond("})
        EXPECT_TRUE(contains(tests, made)) << made << "\n" << tests;
    for (const char* outcome : {"\"leap day\"", "\"weekend\"", "\"weekday\"", "\"negative\"", "\"long\"", "\"short\""})
        EXPECT_TRUE(contains(tests, outcome)) << outcome << "\n" << tests;
    // nextMonth's result is compared with a date made by the factory.
    EXPECT_TRUE(std::regex_search(tests, std::regex(R"(assertEquals\(java\.time\.LocalDate\.of\(\d+, \d+, \d+\), )")))
        << tests;
    EXPECT_FALSE(contains(tests, "setField(")) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Calendar")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        EXPECT_DOUBLE_EQ(verdict->coverage, 100.0) << result.output;
    }
}

// A Deque or Queue parameter is an ArrayDeque the test fills by add, as the
// engine built it: both methods' outcomes are reached and every test passes.
TEST(GenObjects, DequesAndQueuesAreArrayDequesFilledByAdd) {
    const auto [result, out] = gen_fixture("objs.Undo", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "no inputs of type")) << result.output;
    const std::string tests = read_file(out / "objs" / "UndoSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "new java.util.ArrayDeque<>()")) << tests;
    for (const char* outcome : {"\"empty\"", "\"blank\"", "assertEquals(-1, "}) EXPECT_TRUE(contains(tests, outcome)) << outcome << "\n" << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Undo")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        EXPECT_DOUBLE_EQ(verdict->coverage, 100.0) << result.output;
    }
}

// Functional interfaces (the JDK's and the application's own) are lambdas
// that return the path's answers in call order: every outcome of each
// method is reached, and every test passes on the JVM.
TEST(GenObjects, FunctionalInterfacesAreLambdasAnsweringInCallOrder) {
    const auto [result, out] = gen_fixture("objs.Shelf", "20");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "no inputs of type")) << result.output;
    const std::string tests = read_file(out / "objs" / "ShelfSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "java.util.function.Predicate ")) << tests;
    EXPECT_TRUE(contains(tests, "Answers.next()")) << tests;
    for (const char* outcome : {"\"blank\"", "\"a\"", "\"same\"", "\"b\"", "\"long\"", "\"short\"", "negative score"})
        EXPECT_TRUE(contains(tests, outcome)) << outcome << "\n" << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Shelf")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        EXPECT_GE(verdict->coverage, 90.0) << result.output;
    }
}

// Optional parameters are Optional.empty() or Optional.of(...) of the type
// argument, and returned Optionals are compared by content: every outcome is
// reached, no test stops at "assertNotNull", and every test passes.
TEST(GenObjects, OptionalsAreMadeByTheirFactoriesAndComparedByContent) {
    const auto [result, out] = gen_fixture("objs.Lookup", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "no inputs of type")) << result.output;
    const std::string tests = read_file(out / "objs" / "LookupSymcreteTest.java");
    for (const char* expected : {"java.util.Optional<Integer> value = java.util.Optional.empty();",
                                 "java.util.Optional<String> name = java.util.Optional.of(", "\"blank\"", "\"named\"",
                                 "\"anonymous\"", "assertEquals(100, ", "assertEquals(-1, ",
                                 "assertEquals(java.util.Optional.empty(), Lookup.firstLong(",
                                 "assertEquals(java.util.Optional.of(", "assertEquals(java.util.OptionalInt.empty(), ",
                                 "assertEquals(java.util.OptionalInt.of("})
        EXPECT_TRUE(contains(tests, expected)) << expected << "\n" << tests;
    EXPECT_FALSE(contains(tests, "assertNotNull(Lookup.")) << tests;
    EXPECT_FALSE(contains(tests, "setField(")) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Lookup")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
        EXPECT_GE(verdict->coverage, 90.0) << result.output;
    }
}

// What a call changed is asserted through the object's queries, not only
// its getters: size() and peek() follow record(), while pop(), hashCode()
// and Object's toString() (which change it or differ from run to run) are
// never called as assertions.
TEST(GenObjects, QueriesThatCannotChangeTheObjectAssertItsState) {
    const auto [result, out] = gen_fixture("objs.History", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "HistorySymcreteTest.java");
    EXPECT_TRUE(std::regex_search(tests, std::regex(R"(\.record\(\w+\);\n\s+assertEquals\(1, \w+\.size\(\)\);)"))) << tests;
    EXPECT_TRUE(std::regex_search(tests, std::regex(R"(assertEquals\("\w+", \w+\.peek\(\)\);)"))) << tests;
    EXPECT_FALSE(std::regex_search(tests, std::regex(R"(\w+\.(hashCode|toString)\(\))"))) << tests;
    EXPECT_FALSE(std::regex_search(tests, std::regex(R"(assert[^\n]*\n\s+assert\w+\((\w+, )?\w+\.pop\(\)\);)"))) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.History")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
    }
}

// A class's own toString is a query like size(): after reverse(), which
// returns nothing, the test asserts the text ("[5, 3]"). The items put are
// distinct and non-zero though each put's slot is held to one value by the
// path (a wish for all the path's numbers distinct and non-zero was refused).
TEST(GenObjects, TheClassesOwnToStringShowsWhatAVoidCallDid) {
    const auto [result, out] = gen_fixture("objs.Rack", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "RackSymcreteTest.java");
    const std::regex reversed(R"(\.reverse\(\);\n\s+assertEquals\("\[(-?\d+), (-?\d+)\]", \w+\.toString\(\)\);)");
    bool distinct = false;
    for (auto it = std::sregex_iterator(tests.begin(), tests.end(), reversed); it != std::sregex_iterator(); ++it)
        distinct = distinct || ((*it)[1] != (*it)[2] && (*it)[1] != "0" && (*it)[2] != "0");
    EXPECT_TRUE(distinct) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Rack")) {
        EXPECT_EQ(verdict->passed, verdict->written) << result.output;
    }
}

// A record over an enum: hashCode() depends on an identity hash code, so its
// paths give no test and say why ("ended early"), never a replay mismatch or
// exit status 3; its other methods are tested as usual.
// Text in tests reads as words (letters and digits, even where a check
// wants upper case), and distinct texts differ: two items' codes and names
// are four different literals, so returning a name for a code would fail.
TEST(GenObjects, TextsAreWordsAndDistinctInputsHaveDistinctTexts) {
    const auto [result, out] = gen_fixture("objs.Catalog", "10");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "CatalogSymcreteTest.java");
    const std::regex literal("String [A-Za-z0-9]+ = \"([^\"]*)\";");
    std::size_t most_distinct = 0;
    std::size_t at = 0;
    while ((at = tests.find("@Test", at)) != std::string::npos) {
        const std::size_t end = std::min(tests.find("@Test", at + 1), tests.size());
        const std::string body = tests.substr(at, end - at);
        std::set<std::string> texts;
        for (auto it = std::sregex_iterator(body.begin(), body.end(), literal); it != std::sregex_iterator(); ++it) {
            const std::string text = (*it)[1];
            EXPECT_TRUE(std::regex_match(text, std::regex("[A-Za-z0-9]+"))) << text << " in:\n" << body;
            texts.insert(text);
        }
        most_distinct = std::max(most_distinct, texts.size());
        at = end;
    }
    EXPECT_GE(most_distinct, 4u) << tests;
}

// A query observed after the call that throws (getId() of an object
// without a key) is no observation: it was asserted as 0, and the test
// failed on the JVM (88 tests of commons-cli's Option were removed so).
TEST(GenObjects, QueriesThatThrowAreNotObserved) {
    const auto [result, out] = gen_fixture("objs.Keyed", "10");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "failed on the JVM")) << result.output;
    const std::string tests = read_file(out / "objs" / "KeyedSymcreteTest.java");
    EXPECT_TRUE(contains(tests, "assertFalse(keyed.hasKey())")) << tests;
    EXPECT_FALSE(contains(tests, "assertEquals(0, keyed.getId())")) << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Keyed")) {
        EXPECT_EQ(verdict->passed, verdict->written);
    }
}

// Equal text in two objects stays two objects on the JVM: as two literals
// they were one interned String, the path's `a == b` false became true and
// its test failed (and a == meant as equals passed every test).
TEST(GenObjects, StringsOfEqualTextThatWereTwoObjectsStayTwo) {
    const auto [result, out] = gen_fixture("objs.Identity", "10");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string tests = read_file(out / "objs" / "IdentitySymcreteTest.java");
    for (const char* expected : {"assertEquals(0, Identity.same(", "assertEquals(1, Identity.same(",
                                 "assertEquals(2, Identity.same(", " = new String(\""})
        EXPECT_TRUE(contains(tests, expected)) << expected << " in:\n" << tests;
    if (auto verdict = jvm_verdict(result.output, "objs.Identity")) {
        EXPECT_EQ(verdict->passed, verdict->written);
    }
}

// A fork made while a record's components were chosen re-ran the choice
// with the unfinished record's objects still counted: the re-run saw other
// alternatives ("internal: input choice 3 of 3 for product.price") and an
// input bound no input reached.
TEST(GenObjects, RecordsOfRecordsInTheReceiverAreChosenAgainAlikeInForks) {
    const auto [result, out] = gen_fixture("objs.Basket", "10", " --stats");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "internal")) << result.output;
    EXPECT_FALSE(contains(result.output, "input bound (")) << result.output;
    const std::string tests = read_file(out / "objs" / "BasketSymcreteTest.java");
    // The method ran on products a test can build.
    EXPECT_TRUE(contains(tests, "new Basket.Product(")) << tests;
}

TEST(GenObjects, ResultsOfIdentityHashCodesAreNotAssertedAndNotInternalErrors) {
    const auto [result, out] = gen_fixture("objs.Tagged", "10");
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "internal error")) << result.output;
    EXPECT_TRUE(contains(result.output, "ended early: its result depends on an identity hash code")) << result.output;
    const std::string tests = read_file(out / "objs" / "TaggedSymcreteTest.java");
    EXPECT_FALSE(contains(tests, ".hashCode()")) << tests;
    EXPECT_TRUE(contains(tests, ".urgent()")) << tests;
}

// An enum's abstract method is tested on each constant whose body has it
// (nothing else reaches the bodies); a method returning a constant's own
// data gets a test per constant, named after it, with a number that tells
// the operators apart (a fee of 1 is 1 after `- 1 * 30 / 100` and after
// `+`); a threshold gets a test at its edge (49 for `>= 50`). A method one
// constant's body overrides is tested on that constant as well.
TEST(GenObjects, EnumConstantsAreTestedEachWithInputsThatTellOperatorsApart) {
    const auto [result, out] = gen_fixture("objs.Tiers", "10");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "TiersSymcreteTest.java");
    for (const char* constant : {"Basic", "Gold", "Staff"})
        EXPECT_TRUE(contains(source, std::string("void mayBorrow_returnsTrue_on") + constant)) << source;
    EXPECT_TRUE(contains(source, "void mayBorrow_returnsFalse_onGold_for5()")) << source;
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(Tiers tiers = Tiers\.GOLD;\s*assertEquals\(\d+L, tiers\.discounted\(([3-9]|\d\d+)L\)\);)")))
        << source;
    EXPECT_FALSE(contains(source, "discounted(1L)")) << source;
    EXPECT_TRUE(contains(source, "assertFalse(Tiers.loyal(49));")) << source;
    // A method STAFF's body overrides: the others' and STAFF's both tested.
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(Tiers tiers = Tiers\.(BASIC|GOLD);\s*assertEquals\([1-9]\d*, tiers\.lateFee\()")))
        << source;
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(Tiers tiers = Tiers\.STAFF;\s*assertEquals\(7, tiers\.lateFee\()"))) << source;
    expect_all_passed(result.output, "objs.Tiers");
}

// A lookup by a symbolic key in a HashMap of a few entries finds each key
// put before (the bucket index splits among the entries, not pinned); the
// key is an id another class's static counter made, and the tests put that
// counter back before each one, so they pass in any order.
TEST(GenObjects, AKeyIssuedByASetupCallIsFoundAndItsCounterRestored) {
    const auto [result, out] = gen_fixture("objs.Desk", "10", " --method call");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "DeskSymcreteTest.java");
    EXPECT_TRUE(contains(source, R"(staticFieldOf("objs.Ticket", "next").setInt(null, 1);)")) << source;
    for (const char* said : {"Next: ", "Next!"})
        EXPECT_TRUE(std::regex_search(source, std::regex(std::string(R"(desk\.issue\([^;]*\);\s*assertEquals\(")") + said)))
            << source;
    expect_all_passed(result.output, "objs.Desk");
}

// A method without branches of its own keeps a test per class of result
// its paths return: the lookup that finds a registered id beside the one
// that finds none, though both pass the same edges of the class.
TEST(GenObjects, ALookupThatFindsTheKeyKeepsATestBesideOneThatDoesNot) {
    const auto [result, out] = gen_fixture("objs.Registry", "10", " --method nameOf");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "RegistrySymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertEquals(java.util.Optional.empty(), registry.nameOf(")) << source;
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(registry\.register\([^;]*\);\s*assertEquals\(java\.util\.Optional\.of\()")))
        << source;
    expect_all_passed(result.output, "objs.Registry");
}

// An argument of the receiver's constructor is built as a user builds one:
// by its own constructor and a call that fills it (a stock holding a title),
// gathered before the methods are explored, not field by field.
TEST(GenObjects, ConstructorArgumentsAreBuiltByTheirConstructorAndACallThatFillsThem) {
    const auto [result, out] = gen_fixture("objs.Lending", "10", " --method lend");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "LendingSymcreteTest.java");
    EXPECT_TRUE(std::regex_search(
        source, std::regex(R"(Stock (\w+) = new Stock\(\);\s*\1\.add\([^;]*\);[^@]*new Lending\(\1\);\s*assertEquals\("lent )")))
        << source;
    EXPECT_FALSE(contains(source, "newInstance(Stock.class)")) << source;
    expect_all_passed(result.output, "objs.Lending");
}

// A list of the objects the test passed in is asserted as those very
// objects, in order; a sequence of setup calls keeps a path whose result
// differs from the scenario's first (the players in the other order), and
// numbers that are not a text's chars are distinct where the path allows.
TEST(GenObjects, AListOfTheTestsOwnObjectsIsAssertedInOrder) {
    const auto [result, out] = gen_fixture("objs.Roster", "10", " --method best");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "RosterSymcreteTest.java");
    // The variables are named after the parameter (addPlayer) when the class has its names.
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(assertEquals\(java\.util\.Arrays\.asList\(add[A-Z]\w*, add2\w+\), roster\.best\()")))
        << source;
    EXPECT_TRUE(std::regex_search(source, std::regex(R"(assertEquals\(java\.util\.Arrays\.asList\(add2\w+, add[A-Z]\w*\), roster\.best\()")))
        << source;
    EXPECT_FALSE(contains(source, "assertNotNull(roster.best(")) << source;
    expect_all_passed(result.output, "objs.Roster");
}

// A receiver made field by field (no public way to make one) gets the
// fields every constructor sets to a new object as such an object, never
// null, and of the class the constructors make (a HashMap, whose get(null)
// is null, not a TreeMap, whose get(null) throws): no test expects a
// NullPointerException no caller can cause.
TEST(GenObjects, FieldsEveryConstructorSetsAreNeverNullInObjectsMadeFieldByField) {
    const auto [result, out] = gen_fixture("objs.Counts", "5", " --method count");
    EXPECT_EQ(result.status, 0) << result.output;
    const std::string source = read_file(out / "objs" / "CountsSymcreteTest.java");
    EXPECT_FALSE(contains(source, "NullPointerException")) << source;
    EXPECT_FALSE(contains(source, "TreeMap")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(0, counts.count(")) << source;
    expect_all_passed(result.output, "objs.Counts");
}

// Scanner's and DecimalFormat's set-up takes identity hash codes in the
// JDK's own tables: replays under other hashes show the results do not
// depend on them, so they get tests; a result that is an identity hash
// still gets none.
TEST(GenObjects, IdentityHashesOfTheJdksOwnTablesDoNotHideResults) {
    const auto [result, out] = gen_fixture("objs.Readings", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    expect_exact_and_complete(result, "objs.Readings");
    const std::string source = read_file(out / "objs" / "ReadingsSymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertTrue(Readings.isFive(line));")) << source;
    EXPECT_TRUE(contains(source, "assertFalse(Readings.isFive(line));")) << source;
    EXPECT_TRUE(contains(source, "Readings.priceLength(")) << source;
    EXPECT_FALSE(contains(source, "Readings.identity()")) << source;
    EXPECT_TRUE(contains(result.output, "ended early: its result depends on an identity hash code")) << result.output;
}

// A map value made by a constructor that takes an enum constant with a
// body of its own (an instance of the body's class, held by the enum):
// the constant is found, and both sides of the lookup get tests.
TEST(GenObjects, ConstantsWithBodiesAreFoundForObjectsMadeByConstructors) {
    const auto [result, out] = gen_fixture("objs.Club", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    EXPECT_FALSE(contains(result.output, "not found")) << result.output;
    expect_exact_and_complete(result, "objs.Club");
    const std::string source = read_file(out / "objs" / "ClubSymcreteTest.java");
    EXPECT_TRUE(contains(source, "assertTrue(club.mayBorrow(")) << source;
}

// A constructor's argument of an interface type is made by an
// implementation's own constructor (its examples are gathered up front,
// numbers-only constructors included), not field by field.
TEST(GenObjects, AnInterfaceArgumentIsMadeByItsImplementationsConstructor) {
    const auto [result, out] = gen_fixture("objs.Fees", "10");
    ASSERT_EQ(result.status, 0) << result.output;
    expect_exact_and_complete(result, "objs.Fees");
    const std::string source = read_file(out / "objs" / "FeesSymcreteTest.java");
    EXPECT_TRUE(contains(source, "new Fees.Daily(")) << source;
    EXPECT_FALSE(contains(source, "newInstance(")) << source;
}
