// Conformance with HotSpot: tests/java/expr_conformance/Conformance.java
// prints every Java operation over a grid of edge values as
// "<op> <operands> <result>" lines of raw hex bits. Each line is recomputed
// here along every path of the library -- constant folding, the concrete
// Value operations, the evaluator over a symbolic expression, expressions
// with one operand symbolic and the other constant (which exercises the
// simplifier), and the java:: functions where the op has one -- and the line
// must come out identical.
//
// The only tolerance is the payload of a NaN result in two cases where
// HotSpot itself is not consistent: an operation on two NaNs (the interpreter
// and C1 return the second operand's NaN for a + b and a * b, C2 and the C++
// compiler the first), and a float<->double conversion of a NaN (C2 folds
// (float) (double) f to f, keeping a signalling NaN that the interpreter
// quiets). The JLS leaves NaN bits unspecified. There any NaN matches any NaN
// of the same type; the lines that needed it are counted and printed. NaNs
// made from numbers, NaNs passed on from one NaN operand (including %), and
// the sign flip of fneg/dneg on NaNs match bit for bit.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/value.h"
#include "support/java_compiler.h"
#include "support/test_paths.h"

namespace symcrete::expr {
namespace {

enum class Shape { Unary, Binary, Convert };

using JavaFn = std::function<std::uint64_t(std::uint64_t, std::uint64_t)>;

struct OpSpec {
    Shape shape;
    Kind kind;       // Unary and Binary
    Sort operand_a;
    Sort operand_b;  // Binary only
    Sort result;
    JavaFn java;     // the java:: function for this op, if there is one
};

std::int32_t i32(std::uint64_t bits) {
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits));
}
std::int64_t i64(std::uint64_t bits) {
    return static_cast<std::int64_t>(bits);
}
float f32(std::uint64_t bits) {
    return std::bit_cast<float>(static_cast<std::uint32_t>(bits));
}
double f64(std::uint64_t bits) {
    return std::bit_cast<double>(bits);
}
std::uint64_t of(std::int32_t v) {
    return static_cast<std::uint32_t>(v);
}
std::uint64_t of(std::int64_t v) {
    return static_cast<std::uint64_t>(v);
}

const std::map<std::string, OpSpec>& op_table() {
    using S = Sort;
    using K = Kind;
    static const std::map<std::string, OpSpec> table = [] {
        std::map<std::string, OpSpec> t;
        auto bin = [&t](const char* name, K kind, S a, S b, S r, JavaFn fn = nullptr) {
            t[name] = OpSpec{Shape::Binary, kind, a, b, r, std::move(fn)};
        };
        auto un = [&t](const char* name, K kind, S a, S r) { t[name] = OpSpec{Shape::Unary, kind, a, a, r, nullptr}; };
        auto conv = [&t](const char* name, S a, S r, JavaFn fn = nullptr) {
            t[name] = OpSpec{Shape::Convert, K::Convert, a, a, r, std::move(fn)};
        };
        // int
        bin("iadd", K::Add, S::I32, S::I32, S::I32);
        bin("isub", K::Sub, S::I32, S::I32, S::I32);
        bin("imul", K::Mul, S::I32, S::I32, S::I32);
        bin("idiv", K::Div, S::I32, S::I32, S::I32, [](auto a, auto b) { return of(java::idiv(i32(a), i32(b))); });
        bin("irem", K::Rem, S::I32, S::I32, S::I32, [](auto a, auto b) { return of(java::irem(i32(a), i32(b))); });
        bin("iand", K::And, S::I32, S::I32, S::I32);
        bin("ior", K::Or, S::I32, S::I32, S::I32);
        bin("ixor", K::Xor, S::I32, S::I32, S::I32);
        bin("ishl", K::Shl, S::I32, S::I32, S::I32, [](auto a, auto b) { return of(java::ishl(i32(a), i32(b))); });
        bin("ishr", K::Shr, S::I32, S::I32, S::I32, [](auto a, auto b) { return of(java::ishr(i32(a), i32(b))); });
        bin("iushr", K::Ushr, S::I32, S::I32, S::I32, [](auto a, auto b) { return of(java::iushr(i32(a), i32(b))); });
        bin("ieq", K::Eq, S::I32, S::I32, S::Bool);
        bin("ilt", K::Lt, S::I32, S::I32, S::Bool);
        bin("ile", K::Le, S::I32, S::I32, S::Bool);
        un("ineg", K::Neg, S::I32, S::I32);
        un("i2b", K::ToByte, S::I32, S::I32);
        un("i2c", K::ToChar, S::I32, S::I32);
        un("i2s", K::ToShort, S::I32, S::I32);
        conv("i2l", S::I32, S::I64);
        conv("i2f", S::I32, S::F32);
        conv("i2d", S::I32, S::F64);
        // long
        bin("ladd", K::Add, S::I64, S::I64, S::I64);
        bin("lsub", K::Sub, S::I64, S::I64, S::I64);
        bin("lmul", K::Mul, S::I64, S::I64, S::I64);
        bin("ldiv", K::Div, S::I64, S::I64, S::I64, [](auto a, auto b) { return of(java::ldiv(i64(a), i64(b))); });
        bin("lrem", K::Rem, S::I64, S::I64, S::I64, [](auto a, auto b) { return of(java::lrem(i64(a), i64(b))); });
        bin("land", K::And, S::I64, S::I64, S::I64);
        bin("lor", K::Or, S::I64, S::I64, S::I64);
        bin("lxor", K::Xor, S::I64, S::I64, S::I64);
        bin("lshl", K::Shl, S::I64, S::I32, S::I64, [](auto a, auto b) { return of(java::lshl(i64(a), i32(b))); });
        bin("lshr", K::Shr, S::I64, S::I32, S::I64, [](auto a, auto b) { return of(java::lshr(i64(a), i32(b))); });
        bin("lushr", K::Ushr, S::I64, S::I32, S::I64, [](auto a, auto b) { return of(java::lushr(i64(a), i32(b))); });
        bin("lcmp", K::Cmp, S::I64, S::I64, S::I32);
        bin("leq", K::Eq, S::I64, S::I64, S::Bool);
        bin("llt", K::Lt, S::I64, S::I64, S::Bool);
        bin("lle", K::Le, S::I64, S::I64, S::Bool);
        un("lneg", K::Neg, S::I64, S::I64);
        conv("l2i", S::I64, S::I32);
        conv("l2f", S::I64, S::F32);
        conv("l2d", S::I64, S::F64);
        // float
        bin("fadd", K::Add, S::F32, S::F32, S::F32);
        bin("fsub", K::Sub, S::F32, S::F32, S::F32);
        bin("fmul", K::Mul, S::F32, S::F32, S::F32);
        bin("fdiv", K::Div, S::F32, S::F32, S::F32);
        bin("frem", K::Rem, S::F32, S::F32, S::F32,
            [](auto a, auto b) { return std::uint64_t{std::bit_cast<std::uint32_t>(java::frem(f32(a), f32(b)))}; });
        bin("fcmpl", K::CmpL, S::F32, S::F32, S::I32, [](auto a, auto b) { return of(java::fcmpl(f32(a), f32(b))); });
        bin("fcmpg", K::CmpG, S::F32, S::F32, S::I32, [](auto a, auto b) { return of(java::fcmpg(f32(a), f32(b))); });
        bin("feq", K::Eq, S::F32, S::F32, S::Bool);
        bin("flt", K::Lt, S::F32, S::F32, S::Bool);
        bin("fle", K::Le, S::F32, S::F32, S::Bool);
        un("fneg", K::Neg, S::F32, S::F32);
        conv("f2i", S::F32, S::I32, [](auto a, auto) { return of(java::f2i(f32(a))); });
        conv("f2l", S::F32, S::I64, [](auto a, auto) { return of(java::f2l(f32(a))); });
        conv("f2d", S::F32, S::F64);
        // double
        bin("dadd", K::Add, S::F64, S::F64, S::F64);
        bin("dsub", K::Sub, S::F64, S::F64, S::F64);
        bin("dmul", K::Mul, S::F64, S::F64, S::F64);
        bin("ddiv", K::Div, S::F64, S::F64, S::F64);
        bin("drem", K::Rem, S::F64, S::F64, S::F64,
            [](auto a, auto b) { return std::bit_cast<std::uint64_t>(java::drem(f64(a), f64(b))); });
        bin("dcmpl", K::CmpL, S::F64, S::F64, S::I32, [](auto a, auto b) { return of(java::dcmpl(f64(a), f64(b))); });
        bin("dcmpg", K::CmpG, S::F64, S::F64, S::I32, [](auto a, auto b) { return of(java::dcmpg(f64(a), f64(b))); });
        bin("deq", K::Eq, S::F64, S::F64, S::Bool);
        bin("dlt", K::Lt, S::F64, S::F64, S::Bool);
        bin("dle", K::Le, S::F64, S::F64, S::Bool);
        un("dneg", K::Neg, S::F64, S::F64);
        conv("d2i", S::F64, S::I32, [](auto a, auto) { return of(java::d2i(f64(a))); });
        conv("d2l", S::F64, S::I64, [](auto a, auto) { return of(java::d2l(f64(a))); });
        conv("d2f", S::F64, S::F32);
        return t;
    }();
    return table;
}

// The line's number format: 8 hex digits for 32-bit sorts, 16 for 64-bit
// ones, 0/1 for Bool.
std::string format_bits(Sort sort, std::uint64_t bits) {
    char buffer[24];
    switch (sort) {
        case Sort::Bool: return bits != 0 ? "1" : "0";
        case Sort::I32:
        case Sort::F32: std::snprintf(buffer, sizeof buffer, "%08llx", static_cast<unsigned long long>(bits)); break;
        case Sort::I64:
        case Sort::F64: std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(bits)); break;
        default: return "array";
    }
    return buffer;
}

bool is_nan(Sort sort, std::uint64_t bits) {
    if (sort == Sort::F32) return std::isnan(f32(bits));
    if (sort == Sort::F64) return std::isnan(f64(bits));
    return false;
}

struct Checker {
    ExprContext ctx;
    std::map<Sort, const Expr*> xs, ys;  // symbolic operands, one pair per sort
    int lines = 0;
    int nan_payload_differences = 0;
    std::map<std::string, int> nan_differences_per_op;
    int failures = 0;
    std::map<std::string, int> lines_per_op;

    const Expr* x(Sort s) {
        auto& e = xs[s];
        if (e == nullptr) e = ctx.var(s, std::string("x_") + to_string(s));
        return e;
    }
    const Expr* y(Sort s) {
        auto& e = ys[s];
        if (e == nullptr) e = ctx.var(s, std::string("y_") + to_string(s));
        return e;
    }

    // Every path of the library for one application; they must agree bit for
    // bit with one another (the NaN tolerance is only towards Java).
    std::vector<std::pair<std::string, std::uint64_t>> compute(const OpSpec& op, std::uint64_t a, std::uint64_t b) {
        std::vector<std::pair<std::string, std::uint64_t>> results;
        const Expr* ca = ctx.constant(op.operand_a, a);
        const Expr* cb = ctx.constant(op.operand_b, b);
        const Value va = Value::of_bits(kind_of(op.operand_a), a);
        const Value vb = Value::of_bits(kind_of(op.operand_b), b);
        Assignment assignment;
        assignment.set(x(op.operand_a), a);
        assignment.set(y(op.operand_b), b);
        // Builds the operation over the given operands.
        auto build = [&](const Expr* p, const Expr* q) -> const Expr* {
            switch (op.shape) {
                case Shape::Unary: return ctx.unary(op.kind, p);
                case Shape::Binary: return ctx.binary(op.kind, p, q);
                case Shape::Convert: return ctx.convert(op.result, p);
            }
            return nullptr;
        };
        const Expr* folded = build(ca, cb);
        results.emplace_back("fold", folded->is_const() ? folded->bits() : ~0ull);
        Value v;
        switch (op.shape) {
            case Shape::Unary: v = unary(ctx, op.kind, va); break;
            case Shape::Binary: v = binary(ctx, op.kind, va, vb); break;
            case Shape::Convert: v = convert(ctx, kind_of(op.result), va); break;
        }
        results.emplace_back("value", v.is_concrete() ? v.bits() : ~0ull);
        results.emplace_back("evaluate", evaluate(build(x(op.operand_a), y(op.operand_b)), assignment).bits());
        results.emplace_back("evaluate x,const", evaluate(build(x(op.operand_a), cb), assignment).bits());
        if (op.shape == Shape::Binary) {
            results.emplace_back("evaluate const,y", evaluate(build(ca, y(op.operand_b)), assignment).bits());
            // The Value route with one symbolic operand.
            Value sym = binary(ctx, op.kind, Value::symbolic(x(op.operand_a)), vb);
            results.emplace_back("value x,const",
                                 sym.is_concrete() ? sym.bits() : evaluate(sym.expr(), assignment).bits());
        }
        if (op.java) results.emplace_back("java::", op.java(a, b));
        return results;
    }

    void check_line(const std::string& line) {
        std::istringstream in(line);
        std::string name;
        std::vector<std::string> tokens;
        in >> name;
        for (std::string t; in >> t;) tokens.push_back(t);
        auto it = op_table().find(name);
        if (it == op_table().end()) {
            ADD_FAILURE() << "unknown op in line: " << line;
            ++failures;
            return;
        }
        const OpSpec& op = it->second;
        const std::size_t operands = op.shape == Shape::Binary ? 2 : 1;
        if (tokens.size() != operands + 1) {
            ADD_FAILURE() << "malformed line: " << line;
            ++failures;
            return;
        }
        const std::uint64_t a = std::stoull(tokens[0], nullptr, 16);
        const std::uint64_t b = operands == 2 ? std::stoull(tokens[1], nullptr, 16) : 0;
        const std::string& expected = tokens.back();
        ++lines;
        ++lines_per_op[name];

        auto results = compute(op, a, b);
        for (const auto& [path, bits] : results) {
            if (bits != results.front().second) {
                ++failures;
                ADD_FAILURE() << "paths disagree on `" << line << "`: fold gives "
                              << format_bits(op.result, results.front().second) << ", " << path << " gives "
                              << format_bits(op.result, bits);
            }
        }
        const std::uint64_t ours = results.front().second;
        const std::string actual = format_bits(op.result, ours);
        if (actual == expected) return;
        // Only which of two NaN operands propagates, and what a float<->double
        // conversion does to a NaN, may differ; a NaN made from numbers
        // (0.0 / 0.0, Infinity % 1), a NaN passed on from one NaN operand and
        // the sign flip of fneg/dneg must match exactly.
        const bool loose = operands == 2 ? is_nan(op.operand_a, a) && is_nan(op.operand_b, b)
                                         : (name == "d2f" || name == "f2d") && is_nan(op.operand_a, a);
        if (loose && is_nan(op.result, ours) && is_nan(op.result, std::stoull(expected, nullptr, 16))) {
            ++nan_payload_differences;
            ++nan_differences_per_op[name];
            return;
        }
        ++failures;
        if (failures <= 50) ADD_FAILURE() << "HotSpot: " << line << "\nexpr:    " << actual;
    }
};

// The java launcher of the JDK whose javac compiled the program.
std::string java_launcher() {
    std::filesystem::path candidate = symcrete::testing::javac_path().parent_path() / "java";
    std::error_code ec;
    if (std::filesystem::exists(candidate, ec)) return symcrete::testing::shell_quote(candidate);
    return "java";
}

void run_conformance(const std::string& java_options) {
    const auto classes = symcrete::testing::compile_java("expr_conformance", 17);
    ASSERT_FALSE(classes.empty());
    const auto result = symcrete::testing::run_command(java_launcher() + " " + java_options + " -cp " +
                                                       symcrete::testing::shell_quote(classes) + " Conformance");
    ASSERT_EQ(result.status, 0) << result.output.substr(0, 2000);

    Checker checker;
    std::istringstream lines(result.output);
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty()) checker.check_line(line);
    }
    // Every operation of the table was exercised, over the whole grid.
    for (const auto& [name, spec] : op_table()) {
        EXPECT_GE(checker.lines_per_op[name], 30) << name;
    }
    EXPECT_GT(checker.lines, 90000);
    EXPECT_EQ(checker.failures, 0);
    std::string by_op;
    for (const auto& [name, count] : checker.nan_differences_per_op) by_op += " " + name + ":" + std::to_string(count);
    std::printf("[ conformance ] java %s: %d lines, %d NaN results with another payload (%s )\n",
                java_options.c_str(), checker.lines, checker.nan_payload_differences, by_op.c_str());
}

TEST(Conformance, HotSpotInterpreter) {
    run_conformance("-Xint");
}

TEST(Conformance, HotSpotC1) {
    run_conformance("-Xcomp -XX:TieredStopAtLevel=1");
}

TEST(Conformance, HotSpotC2) {
    run_conformance("-Xcomp -XX:-TieredCompilation");
}

// Tiered compilation as deployed: the interpreter first, compiled code once
// the operations are hot.
TEST(Conformance, HotSpotDefault) {
    run_conformance("");
}

}  // namespace
}  // namespace symcrete::expr
