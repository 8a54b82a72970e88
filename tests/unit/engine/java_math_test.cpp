// Math's sin, cos, tan, exp, log, log10 and pow against HotSpot's own stubs:
// a Java program compiled at test time prints HotSpot's Math and StrictMath
// results over edge values and seeded random inputs; the engine's correctly
// rounded Math (java_math.h) must agree on nearly all of them and on every
// result it calls exact, and StrictMath's natives must stay fdlibm's bit for
// bit. The full measurement is bench/math_agreement.sh.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "solver/solver_chain.h"
#include "java_math.h"
#include "opaque_math.h"
#include "specified_math.h"
#include "strict_math.h"
#include "support/java_compiler.h"
#include "unit/engine/engine_fixture.h"

namespace {

using namespace symcrete;
namespace jm = engine::java_math;
namespace sm = engine::strict_math;
using expr::Value;

struct Sample {
    std::string function;
    double x = 0, y = 0;
    std::uint64_t math = 0, strict = 0;
};

double from_hex(const std::string& hex) { return std::bit_cast<double>(std::stoull(hex, nullptr, 16)); }

std::vector<Sample> hotspot_samples(int random_per_function) {
    auto classes = symcrete::testing::compile_java("math", 17);
    if (classes.empty()) return {};
    auto run = symcrete::testing::run_command("java -cp " + symcrete::testing::shell_quote(classes) + " MathSample " +
                                              std::to_string(random_per_function));
    EXPECT_EQ(run.status, 0) << run.output;
    std::vector<Sample> samples;
    std::istringstream lines(run.output);
    std::string name, x, y, math, strict;
    while (lines >> name >> x >> y >> math >> strict)
        samples.push_back({name, from_hex(x), from_hex(y), std::stoull(math, nullptr, 16), std::stoull(strict, nullptr, 16)});
    return samples;
}

bool same(std::uint64_t hotspot, double mine) {
    double h = std::bit_cast<double>(hotspot);
    return (std::isnan(h) && std::isnan(mine)) || hotspot == std::bit_cast<std::uint64_t>(mine);
}

TEST(JavaMath, AgreesWithHotSpotsStubs) {
    const std::map<std::string, jm::Function> functions = {
        {"sin", jm::Function::Sin}, {"cos", jm::Function::Cos},     {"tan", jm::Function::Tan},
        {"exp", jm::Function::Exp}, {"log", jm::Function::Log},     {"log10", jm::Function::Log10},
        {"pow", jm::Function::Pow}};
    std::vector<Sample> samples = hotspot_samples(4000);
    ASSERT_GT(samples.size(), 7u * 4000u);
    std::map<std::string, std::pair<int, int>> agree;  // function -> (agreeing, total)
    int exact = 0;
    for (const Sample& s : samples) {
        jm::Result mine = jm::compute(functions.at(s.function), s.x, s.y);
        auto& [agreeing, total] = agree[s.function];
        ++total;
        agreeing += same(s.math, mine.value);
        if (mine.exact) {
            ++exact;
            EXPECT_EQ(std::bit_cast<std::uint64_t>(mine.value), s.math)
                << s.function << "(" << s.x << ", " << s.y << ") is claimed exact";
        }
    }
    EXPECT_GT(exact, 500);  // the special cases, pow of integers
    // Measured over 300,000 inputs each: 99.66% (tan) to 100% (log10).
    for (const auto& [function, counts] : agree)
        EXPECT_GE(counts.first, counts.second * 0.99) << function << ": " << counts.first << " of " << counts.second;
}

TEST(JavaMath, StrictMathStaysFdlibm) {
    ASSERT_TRUE(sm::exact());
    const std::map<std::string, sm::Function> natives = {{"sin", sm::Function::Sin}, {"cos", sm::Function::Cos},
                                                         {"tan", sm::Function::Tan}, {"log", sm::Function::Log},
                                                         {"log10", sm::Function::Log10}};
    for (const Sample& s : hotspot_samples(500)) {
        auto native = natives.find(s.function);
        if (native == natives.end()) continue;  // exp and pow are Java code in JDK 17
        EXPECT_EQ(std::bit_cast<std::uint64_t>(sm::compute(native->second, s.x)), s.strict) << s.function << "(" << s.x << ")";
    }
}

TEST(JavaMath, SpecialCasesAreJavas) {
    // C's pow(1, NaN) and pow(-1, Infinity) are 1; Java's are NaN.
    EXPECT_TRUE(std::isnan(jm::compute(jm::Function::Pow, 1.0, std::nan("")).value));
    EXPECT_TRUE(std::isnan(jm::compute(jm::Function::Pow, -1.0, INFINITY).value));
    EXPECT_EQ(jm::compute(jm::Function::Pow, std::nan(""), 0.0).value, 1.0);
    EXPECT_EQ(jm::compute(jm::Function::Pow, -2.0, 3.0).value, -8.0);
    EXPECT_TRUE(jm::compute(jm::Function::Pow, -2.0, 3.0).exact);
    EXPECT_TRUE(std::signbit(jm::compute(jm::Function::Sin, -0.0).value));
    EXPECT_EQ(jm::compute(jm::Function::Log10, 1e22).value, 22.0);
    EXPECT_TRUE(jm::compute(jm::Function::Log10, 1e22).exact);
    // HotSpot's Math.exp(1.0) (fdlibm's StrictMath.exp gives 2.7182818284590455).
    jm::Result e = jm::compute(jm::Function::Exp, 1.0);
    EXPECT_EQ(e.value, 2.718281828459045);
    EXPECT_FALSE(e.exact);
}

// What verdicts assume of a JVM's Math (specified_math.h) holds for
// HotSpot's: each result lies within two steps of the engine's, and meets
// every fact stated for its function; StrictMath's natives likewise.
TEST(JavaMath, HotSpotsResultsAreWithinWhatTheSpecificationAllows) {
    const std::map<std::string, jm::Function> functions = {
        {"sin", jm::Function::Sin}, {"cos", jm::Function::Cos},     {"tan", jm::Function::Tan},
        {"exp", jm::Function::Exp}, {"log", jm::Function::Log},     {"log10", jm::Function::Log10},
        {"pow", jm::Function::Pow}};
    const std::map<std::string, sm::Function> natives = {{"sin", sm::Function::Sin}, {"cos", sm::Function::Cos},
                                                         {"tan", sm::Function::Tan}, {"log", sm::Function::Log},
                                                         {"log10", sm::Function::Log10}};
    expr::ExprContext ctx;
    auto meets_facts = [&](std::uint32_t id, double result, double x, double y) {
        for (const expr::Expr* fact : engine::specified_math::facts(ctx, id, ctx.f64(result), ctx.f64(x), ctx.f64(y)))
            if (!fact->is_const() || fact->bits() != 1) return false;
        return true;
    };
    std::vector<Sample> samples = hotspot_samples(2000);
    ASSERT_GT(samples.size(), 7u * 2000u);
    for (const Sample& s : samples) {
        const double hotspot = std::bit_cast<double>(s.math);
        const jm::Function f = functions.at(s.function);
        const double mine = jm::compute(f, s.x, s.y).value;
        if (std::isnan(mine)) {
            EXPECT_TRUE(std::isnan(hotspot)) << s.function << "(" << s.x << ", " << s.y << ")";
        } else {
            const engine::specified_math::Interval allowed = engine::specified_math::around(mine);
            EXPECT_TRUE(allowed.low <= hotspot && hotspot <= allowed.high)
                << s.function << "(" << s.x << ", " << s.y << ") = " << hotspot << ", engine " << mine;
        }
        EXPECT_TRUE(meets_facts(engine::opaque_math::id(f), hotspot, s.x, s.y))
            << "Math." << s.function << "(" << s.x << ", " << s.y << ") = " << hotspot;
        if (auto native = natives.find(s.function); native != natives.end()) {
            EXPECT_TRUE(meets_facts(engine::opaque_math::id(native->second), std::bit_cast<double>(s.strict), s.x, s.y))
                << "StrictMath." << s.function << "(" << s.x << ") = " << std::bit_cast<double>(s.strict);
        }
    }
    // The shapes the solver's lemmas rest on (specified_math::shape) hold
    // between HotSpot's results: for each pair of inputs of a function on
    // one segment, the order the direction says, and a difference within
    // the slope bound plus the last-place latitude.
    std::map<std::string, std::vector<const Sample*>> by_function;
    for (const Sample& s : samples)
        if (s.function != "pow" && std::isfinite(s.x)) by_function[s.function].push_back(&s);
    int pairs = 0;
    for (const auto& [name, list] : by_function) {
        const std::uint32_t id = engine::opaque_math::id(functions.at(name));
        for (std::size_t i = 0; i < list.size(); i += 7) {
            const Sample& a = *list[i];
            const expr::OpaqueShape shape = engine::specified_math::shape(id, a.x);
            const double fa = std::bit_cast<double>(a.math);
            if (std::isnan(fa)) continue;
            const engine::specified_math::Interval at_a = engine::specified_math::around(jm::compute(functions.at(name), a.x).value);
            for (const Sample* other : list) {
                const Sample& b = *other;
                const double fb = std::bit_cast<double>(b.math);
                if (!(shape.low <= b.x && b.x <= shape.high) || std::isnan(fb)) continue;
                ++pairs;
                if (shape.direction != 0 && (b.x - a.x) * shape.direction >= 0) {
                    EXPECT_GE(fb, at_a.low) << name << "(" << b.x << ") against " << name << "(" << a.x << ")";
                }
                if (shape.direction != 0 && (b.x - a.x) * shape.direction <= 0) {
                    EXPECT_LE(fb, at_a.high) << name << "(" << b.x << ") against " << name << "(" << a.x << ")";
                }
                if (shape.slope > 0) {
                    // Four steps outwards, as the solver's lemma rounds.
                    auto outwards = [](double v, double toward) {
                        for (int k = 0; k < 4; ++k) v = std::nextafter(v, toward);
                        return v;
                    };
                    const double reach = shape.slope * std::fabs(b.x - a.x);
                    EXPECT_LE(fb, outwards(at_a.high + reach, INFINITY)) << name << "(" << b.x << ") from " << a.x;
                    EXPECT_GE(fb, outwards(at_a.low - reach, -INFINITY)) << name << "(" << b.x << ") from " << a.x;
                }
            }
        }
    }
    EXPECT_GT(pairs, 10000);
    // The facts are not vacuous: a value outside them fails.
    EXPECT_FALSE(meets_facts(engine::opaque_math::id(jm::Function::Sin), 1.5, 0.3, 0));
    EXPECT_FALSE(meets_facts(engine::opaque_math::id(jm::Function::Exp), -0.5, 0.3, 0));
    EXPECT_FALSE(meets_facts(engine::opaque_math::id(jm::Function::Log), std::nan(""), 2.0, 0));
    EXPECT_FALSE(meets_facts(engine::opaque_math::id(jm::Function::Pow), 2.0, 7.0, 0.0));
    const engine::specified_math::Interval one = engine::specified_math::around(1.0);
    EXPECT_EQ(one.low, 1.0 - 0x1p-52);  // steps of 2^-53 below 1
    EXPECT_EQ(one.high, 1.0 + 0x1p-51);
}

// cbrt and hypot are the JDK's Java code, HotSpot's bit for bit; verdicts
// make them opaque calls on symbolic arguments (opaque_math::kCbrt, kHypot),
// whose allowed results, facts and shape must hold for HotSpot's values.
TEST(JavaMath, HotSpotsCbrtAndHypotAreWithinWhatTheSpecificationAllows) {
    engine::opaque_math::install();  // allowed() computes through the installed functions
    auto classes = symcrete::testing::compile_java("math", 17);
    ASSERT_FALSE(classes.empty());
    auto run = symcrete::testing::run_command("java -cp " + symcrete::testing::shell_quote(classes) + " CbrtHypotSample 3000");
    ASSERT_EQ(run.status, 0) << run.output;
    expr::ExprContext ctx;
    std::istringstream lines(run.output);
    std::string name, x_hex, y_hex, result_hex;
    std::vector<std::pair<double, double>> cbrts;
    int checked = 0;
    while (lines >> name >> x_hex >> y_hex >> result_hex) {
        const std::uint32_t id = name == "cbrt" ? engine::opaque_math::kCbrt : engine::opaque_math::kHypot;
        const double x = from_hex(x_hex);
        const double y = from_hex(y_hex);
        const double hotspot = from_hex(result_hex);
        const expr::OpaqueResults allowed = engine::specified_math::allowed(id, x, y);
        if (std::isnan(allowed.low)) {
            EXPECT_TRUE(std::isnan(hotspot)) << name << "(" << x << ", " << y << ")";
        } else {
            EXPECT_TRUE(allowed.low <= hotspot && hotspot <= allowed.high) << name << "(" << x << ", " << y << ") = " << hotspot;
        }
        for (const expr::Expr* fact : engine::specified_math::facts(ctx, id, ctx.f64(hotspot), ctx.f64(x), ctx.f64(y)))
            EXPECT_TRUE(fact->is_const() && fact->bits() == 1) << name << "(" << x << ", " << y << ") = " << hotspot;
        if (name == "cbrt" && std::isfinite(x)) cbrts.emplace_back(x, hotspot);
        ++checked;
    }
    EXPECT_GT(checked, 6000);
    // cbrt never decreases (its shape: one increasing segment).
    std::sort(cbrts.begin(), cbrts.end());
    for (std::size_t i = 1; i < cbrts.size(); ++i) EXPECT_LE(cbrts[i - 1].second, cbrts[i].second) << cbrts[i].first;
    EXPECT_EQ(engine::specified_math::shape(engine::opaque_math::kCbrt, 5.0).direction, 1);
}

class MathInEngine : public symcrete::testing::EngineFixture {
protected:
    MathInEngine() : EngineFixture("eng/MathCalls") {}
    engine::PathResult run(const std::string& name, const std::vector<Value>& args) {
        engine::Engine engine(program_, context_, *solver_, {});
        return engine.run(*cls_, method(name), args);
    }

};

TEST_F(MathInEngine, MathIsHotSpotsAndMarksThePath) {
    engine::PathResult e = run("exp", {Value::f64(1.0)});
    ASSERT_TRUE(e.return_value);
    EXPECT_EQ(e.return_value->as_f64(), 2.718281828459045);
    EXPECT_TRUE(e.inexact_math);
    engine::PathResult strict = run("strictExp", {Value::f64(1.0)});
    ASSERT_TRUE(strict.return_value);
    EXPECT_EQ(strict.return_value->as_f64(), 2.7182818284590455);  // fdlibm, as StrictMath must be
    EXPECT_FALSE(strict.inexact_math);
    engine::PathResult power = run("pow", {Value::f64(2.0), Value::f64(10.0)});
    ASSERT_TRUE(power.return_value);
    EXPECT_EQ(power.return_value->as_f64(), 1024.0);
    EXPECT_FALSE(power.inexact_math);  // integers with a representable result: exact on every JVM
    EXPECT_TRUE(run("pow", {Value::f64(2.0), Value::f64(0.5)}).inexact_math);
    EXPECT_FALSE(run("sqrtOnly", {Value::f64(2.0)}).inexact_math);
}

TEST_F(MathInEngine, PowOfASymbolicBaseSquaredStaysSymbolic) {
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(*cls_, method("squareAbove"));
    ASSERT_TRUE(paths) << paths.error().message;
    std::set<std::int32_t> returned;
    for (const engine::PathResult& path : *paths) {
        ASSERT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        EXPECT_FALSE(path.inexact_math);  // HotSpot's pow(x, 2) is x * x
        Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                   : *path.return_value;
        returned.insert(v.as_i32());
    }
    EXPECT_EQ(returned, (std::set<std::int32_t>{0, 1}));
    EXPECT_FALSE(run("pow", {Value::f64(0.1), Value::f64(2.0)}).inexact_math);
}

TEST_F(MathInEngine, OnlyPathsThatCallTheStubsAreMarked) {
    engine::Engine engine(program_, context_, *solver_, {});
    auto paths = engine.explore(*cls_, method("sinAboveOne"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_EQ(paths->size(), 2u);
    int marked = 0;
    for (const engine::PathResult& path : *paths) {
        EXPECT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        marked += path.inexact_math;
    }
    EXPECT_EQ(marked, 1);
}

// Verdicts' setting (EngineOptions::math_within_specification): a result
// stands for every value the specification allows, so a branch on the last
// place of sin(1.0) has two feasible sides, one far from it only one, and
// no path is marked inexact.
TEST_F(MathInEngine, WithinTheSpecificationEveryAllowedResultIsExplored) {
    engine::EngineOptions options;
    options.math_within_specification = true;
    engine::Engine engine(program_, context_, *solver_, options);
    auto paths = engine.explore(*cls_, method("lastPlace"));
    ASSERT_TRUE(paths) << paths.error().message;
    std::multiset<std::int32_t> returned;
    for (const engine::PathResult& path : *paths) {
        ASSERT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        EXPECT_FALSE(path.inexact_math);
        EXPECT_TRUE(path.precision_lost.empty());
        returned.insert(path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model).as_i32()
                                                         : path.return_value->as_i32());
    }
    EXPECT_EQ(returned, (std::multiset<std::int32_t>{1, 2}));
    // Without the setting: the engine's value alone, marked.
    engine::PathResult plain = run("lastPlace", {});
    EXPECT_EQ(plain.return_value->as_i32(), 1);
    EXPECT_TRUE(plain.inexact_math);
}

// On a symbolic argument the facts decide: sin(x) outside [-1, 1] is
// infeasible for every x, and no side is left to the solver's guess.
TEST_F(MathInEngine, TheSpecifiedFactsDecideBranchesOnSymbolicArguments) {
    engine::EngineOptions options;
    options.math_within_specification = true;
    solver::ChainOptions layers;
    layers.opaque_calls = true;  // as verdicts' chains
    std::unique_ptr<solver::Solver> chain = solver::make_solver_chain(layers);
    engine::Engine engine(program_, context_, *chain, options);
    auto paths = engine.explore(*cls_, method("sinInRange"));
    ASSERT_TRUE(paths) << paths.error().message;
    ASSERT_FALSE(paths->empty());
    for (const engine::PathResult& path : *paths) {
        ASSERT_EQ(path.end, engine::PathEnd::Returned) << path.detail;
        EXPECT_TRUE(path.precision_lost.empty()) << path.precision_lost.front().text;
        const Value v = path.return_value->is_symbolic() ? expr::evaluate(path.return_value->expr(), path.model)
                                                         : *path.return_value;
        EXPECT_EQ(v.as_i32(), 1);
    }
}

}  // namespace
