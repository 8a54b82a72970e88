// The regex automaton (regex_automaton.h) against the JVM: for each regex
// of tests/java/regex/RegexOracle.java, every text there must be accepted
// exactly when Java's String.matches says so; the condition over symbolic
// text must agree with the one over the same text made concrete; and what
// the automaton does not cover is refused, never approximated.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "regex_automaton.h"
#include "support/java_compiler.h"

namespace symcrete::engine {
namespace {

std::u16string from_hex(const std::string& field) {
    std::u16string text;
    if (field == "-") return text;
    std::stringstream units(field);
    std::string unit;
    while (std::getline(units, unit, ',')) text.push_back(static_cast<char16_t>(std::stoul(unit, nullptr, 16)));
    return text;
}

std::string printable(const std::u16string& text) {
    std::string out;
    for (char16_t c : text) out += c >= 0x20 && c < 0x7F ? std::string(1, static_cast<char>(c)) : "\\u" + std::to_string(c);
    return out;
}

struct OracleText {
    std::u16string text;
    bool matches = false;  // String.matches
    bool found = false;    // Matcher.find
};
struct OracleCase {
    std::u16string regex;
    std::vector<OracleText> texts;
};

std::vector<OracleCase> oracle() {
    const auto classes = symcrete::testing::compile_java("regex", 17);
    const auto run = symcrete::testing::run_command("java -cp " + symcrete::testing::shell_quote(classes) + " RegexOracle");
    EXPECT_EQ(run.status, 0) << run.output;
    std::vector<OracleCase> cases;
    std::stringstream lines(run.output);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("R ", 0) == 0) {
            cases.push_back({from_hex(line.substr(2)), {}});
        } else if (!cases.empty() && line.size() > 4) {
            cases.back().texts.push_back({from_hex(line.substr(0, line.size() - 4)), line[line.size() - 3] == '1', line.back() == '1'});
        }
    }
    return cases;
}

// Whole: String.matches; Anywhere: Matcher.find, for every regex but some
// with anchors (not covered there).
TEST(RegexAutomaton, AcceptsWhatJavasMatchesAndFindAccept) {
    const auto cases = oracle();
    ASSERT_GE(cases.size(), 50U);
    expr::ExprContext ctx;
    for (const auto& c : cases) {
        const auto whole = compile_regex(c.regex, RegexMatch::Whole);
        ASSERT_TRUE(whole.has_value()) << printable(c.regex);
        const auto anywhere = compile_regex(c.regex, RegexMatch::Anywhere);
        if (!anywhere) {
            EXPECT_TRUE(c.regex.ends_with(u"$") || c.regex.starts_with(u"^")) << printable(c.regex);
        }
        for (const auto& t : c.texts) {
            const Value matched = matches_whole(ctx, *whole, TextAlgebra::lift(t.text));
            ASSERT_TRUE(matched.is_concrete());
            EXPECT_EQ(matched.as_bool(), t.matches) << "regex " << printable(c.regex) << " text \"" << printable(t.text) << "\"";
            if (!anywhere) continue;
            const Value found = matches_whole(ctx, *anywhere, TextAlgebra::lift(t.text));
            ASSERT_TRUE(found.is_concrete());
            EXPECT_EQ(found.as_bool(), t.found) << "find: regex " << printable(c.regex) << " text \"" << printable(t.text) << "\"";
        }
    }
}

// The same texts as the values of symbolic chars and length, capacity 8
// (the oracle's random texts are at most 7 chars).
TEST(RegexAutomaton, SymbolicTextAgreesWithConcreteText) {
    const auto cases = oracle();
    expr::ExprContext ctx;
    constexpr std::size_t kCapacity = 8;
    Text text;
    const expr::Expr* length = ctx.var(expr::Sort::I32, "s.length");
    text.length = Value::symbolic(length);
    std::vector<const expr::Expr*> chars;
    for (std::size_t i = 0; i < kCapacity; ++i) {
        chars.push_back(ctx.var(expr::Sort::I32, "s" + std::to_string(i)));
        text.chars.push_back(Value::symbolic(chars.back()));
    }
    for (const auto& c : cases) {
        const auto automaton = compile_regex(c.regex);
        ASSERT_TRUE(automaton.has_value());
        const Value condition = matches_whole(ctx, *automaton, text);
        for (const auto& t : c.texts) {
            const std::u16string& input = t.text;
            const bool expected = t.matches;
            if (input.size() > kCapacity) continue;
            expr::Assignment model;
            model.set(length, input.size());
            for (std::size_t i = 0; i < kCapacity; ++i) model.set(chars[i], i < input.size() ? input[i] : u'#');
            const bool matched = condition.is_concrete() ? condition.as_bool() : expr::evaluate(condition.expr(), model).as_bool();
            EXPECT_EQ(matched, expected) << "regex " << printable(c.regex) << " text \"" << printable(input) << "\"";
        }
    }
}

TEST(RegexAutomaton, RefusesWhatItDoesNotCover) {
    for (const char16_t* regex : {u"(a)\\1", u"(?=a)a", u"(?i)a", u"a*+", u"\\bword", u"[a[b]]", u"[a&&b]", u"\\p{L}",
                                  u"a{2,1}", u"(a", u"a)", u"*a", u"a{", u"[]a]", u"[z-a]", u"\\x{1F600}", u"a^", u"$a",
                                  u"\\h", u"\\R", u"[a-z-0]"}) {
        EXPECT_FALSE(compile_regex(regex).has_value()) << printable(regex);
    }
    // A repetition whose automaton passes the limit.
    EXPECT_FALSE(compile_regex(u"(abc){2000}", RegexMatch::Whole).has_value());
    EXPECT_TRUE(compile_regex(u"(abc){20}").has_value());
}

}  // namespace
}  // namespace symcrete::engine
