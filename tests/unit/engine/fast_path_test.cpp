// The interpreter's concrete fast path (concrete_fast_path.cpp) is a second
// copy of the semantics of a dozen opcodes; step() is the first. Random
// straight-line Java methods (int, long, float, double, byte, char, short and
// boolean locals; arithmetic, shifts, division by values that may be zero,
// casts, comparisons, array and field stores and loads) end by printing every
// local's exact bits. Each program runs in the engine with the fast path on
// and off: the outputs must be identical, and both must match HotSpot's
// (NaN payloads aside, which Java leaves to the implementation).
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "solver/solver.h"
#include "support/java_compiler.h"
#include "support/rng.h"

namespace {

using namespace symcrete;
using symcrete::testing::Rng;

// One random program: `methods` static methods of `statements` statements
// each, called from main with random arguments; an ArithmeticException (a
// division by zero) is caught and printed, so the rest still runs.
class ProgramWriter {
public:
    explicit ProgramWriter(std::uint64_t seed) : rng_(seed) {}

    std::string program(const std::string& class_name, int methods, int statements) {
        std::string out = fmt::format("public class {} {{\n", class_name);
        out += "    static final class Holder { int i; long l; float f; double d; byte b; char c; short s; boolean z; }\n";
        out += "    static int si; static long sl; static float sf; static double sd;\n";
        for (int m = 0; m < methods; ++m) out += method(m, statements);
        out += "    public static void main(String[] args) {\n";
        for (int m = 0; m < methods; ++m) {
            out += fmt::format("        try {{ m{}({}, {}, {}, {}); }} catch (ArithmeticException e) {{ "
                               "System.out.println(\"m{}: \" + e.getMessage()); }}\n",
                               m, int_literal(), long_literal(), float_literal(), double_literal(), m);
        }
        out += "    }\n}\n";
        return out;
    }

private:
    std::string method(int index, int statements) {
        std::string out = fmt::format("    static void m{}(int p, long q, float r, double t) {{\n", index);
        out += "        int i0 = p, i1 = p ^ 0x5A5A, i2 = -p;\n";
        out += "        long l0 = q, l1 = q >>> 7, l2 = ~q;\n";
        out += "        float f0 = r, f1 = r * 0.5f, f2 = -r;\n";
        out += "        double d0 = t, d1 = t / 3, d2 = r;\n";
        out += "        byte b0 = (byte) p; char c0 = (char) q; short s0 = (short) (p >> 3); boolean z0 = p < 0;\n";
        out += "        byte[] ba = new byte[4]; char[] ca = new char[4]; short[] sa = new short[4];\n";
        out += "        boolean[] za = new boolean[4]; int[] ia = new int[4]; long[] la = new long[4];\n";
        out += "        float[] fa = new float[4]; double[] da = new double[4];\n";
        out += "        Holder h = new Holder();\n";
        for (int s = 0; s < statements; ++s) out += "        " + statement() + "\n";
        out += fmt::format("        System.out.println(\"m{}: \" + i0 + ' ' + i1 + ' ' + i2 + ' ' + l0 + ' ' + l1 + ' ' + l2"
                           " + ' ' + Float.floatToIntBits(f0) + ' ' + Float.floatToIntBits(f1) + ' '"
                           " + Float.floatToIntBits(f2) + ' ' + Double.doubleToLongBits(d0) + ' '"
                           " + Double.doubleToLongBits(d1) + ' ' + Double.doubleToLongBits(d2)"
                           " + ' ' + b0 + ' ' + (int) c0 + ' ' + s0 + ' ' + z0 + ' ' + ba[0] + ba[1] + ba[2] + ba[3]"
                           " + ' ' + (int) ca[0] + (int) ca[3] + ' ' + sa[1] + sa[2] + ' ' + za[0] + za[3]"
                           " + ' ' + ia[0] + ia[1] + ' ' + la[2] + la[3] + ' ' + Float.floatToIntBits(fa[0])"
                           " + ' ' + Double.doubleToLongBits(da[1]) + ' ' + h.i + ' ' + h.l + ' ' + h.b + ' '"
                           " + (int) h.c + ' ' + h.s + ' ' + h.z + ' ' + Float.floatToIntBits(h.f) + ' '"
                           " + Double.doubleToLongBits(h.d) + ' ' + si + ' ' + sl);\n",
                           index);
        // NaN payloads too, compared between the engine's two paths only:
        // HotSpot's differ from the engine's in the sign of some NaNs (a
        // difference Java allows, which floatToIntBits above folds away).
        out += fmt::format("        System.out.println(\"raw m{}: \" + Float.floatToRawIntBits(f0) + ' '"
                           " + Float.floatToRawIntBits(f1) + ' ' + Float.floatToRawIntBits(f2) + ' '"
                           " + Double.doubleToRawLongBits(d0) + ' ' + Double.doubleToRawLongBits(d1) + ' '"
                           " + Double.doubleToRawLongBits(d2));\n",
                           index);
        return out + "    }\n";
    }

    std::string pick(const std::vector<std::string>& items) { return rng_.pick(items); }
    std::string ivar() { return pick({"i0", "i1", "i2"}); }
    std::string lvar() { return pick({"l0", "l1", "l2"}); }
    std::string fvar() { return pick({"f0", "f1", "f2"}); }
    std::string dvar() { return pick({"d0", "d1", "d2"}); }
    std::string index() { return std::to_string(rng_.below(4)); }

    std::string int_literal() {
        switch (rng_.below(6)) {
            case 0: return "Integer.MIN_VALUE";
            case 1: return "Integer.MAX_VALUE";
            case 2: return std::to_string(static_cast<int>(rng_.below(7)) - 3);
            default: return fmt::format("{}", static_cast<std::int32_t>(rng_.next()));
        }
    }
    std::string long_literal() {
        switch (rng_.below(5)) {
            case 0: return "Long.MIN_VALUE";
            case 1: return "-1L";
            default: return fmt::format("{}L", static_cast<std::int64_t>(rng_.next() >> rng_.below(40)));
        }
    }
    std::string float_literal() {
        switch (rng_.below(6)) {
            case 0: return "Float.NaN";
            case 1: return "-0.0f";
            case 2: return "Float.MAX_VALUE";
            default: return fmt::format("{}.{}f", static_cast<int>(rng_.below(2000)) - 1000, rng_.below(1000));
        }
    }
    std::string double_literal() {
        switch (rng_.below(6)) {
            case 0: return "Double.POSITIVE_INFINITY";
            case 1: return "-0.0";
            case 2: return "Double.MIN_VALUE";
            default: return fmt::format("{}.{}e{}", static_cast<int>(rng_.below(2000)) - 1000, rng_.below(1000),
                                        static_cast<int>(rng_.below(40)) - 20);
        }
    }
    // A divisor that is zero now and then, so the fast path's stop before a
    // division by zero and step()'s ArithmeticException are both exercised.
    std::string int_divisor() { return rng_.chance(15) ? ivar() : "(" + ivar() + " | 1)"; }
    std::string long_divisor() { return rng_.chance(15) ? lvar() : "(" + lvar() + " | 1L)"; }

    std::string statement() {
        const std::vector<std::string> int_ops = {"+", "-", "*", "&", "|", "^", "<<", ">>", ">>>"};
        switch (rng_.below(24)) {
            case 0: case 1: return fmt::format("{} = {} {} {};", ivar(), ivar(), pick(int_ops), ivar());
            case 2: return fmt::format("{} = {} {} {};", ivar(), ivar(), pick({"/", "%"}), int_divisor());
            case 3: return fmt::format("{} = {} {} {};", lvar(), lvar(), pick(int_ops), lvar());
            case 4: return fmt::format("{} = {} {} {};", lvar(), lvar(), pick({"<<", ">>", ">>>"}), ivar());
            case 5: return fmt::format("{} = {} {} {};", lvar(), lvar(), pick({"/", "%"}), long_divisor());
            case 6: return fmt::format("{} = {} {} {};", fvar(), fvar(), pick({"+", "-", "*", "/", "%"}), fvar());
            case 7: return fmt::format("{} = {} {} {};", dvar(), dvar(), pick({"+", "-", "*", "/", "%"}), dvar());
            case 8: return pick({"i0 = -i1;", "l0 = -l2;", "f1 = -f0;", "d2 = -d1;"});
            case 9: return pick({"b0 = (byte) " + ivar() + ";", "c0 = (char) " + ivar() + ";",
                                 "s0 = (short) " + lvar() + ";", "b0 = (byte) " + dvar() + ";",
                                 "c0 = (char) " + fvar() + ";", "s0 = (short) (" + ivar() + " + c0);"});
            case 10: return pick({ivar() + " = (int) " + lvar() + ";", ivar() + " = (int) " + fvar() + ";",
                                  ivar() + " = (int) " + dvar() + ";", lvar() + " = (long) " + fvar() + ";",
                                  lvar() + " = (long) " + dvar() + ";", lvar() + " = " + ivar() + ";"});
            case 11: return pick({fvar() + " = " + ivar() + ";", fvar() + " = " + lvar() + ";",
                                  fvar() + " = (float) " + dvar() + ";", dvar() + " = " + ivar() + ";",
                                  dvar() + " = " + lvar() + ";", dvar() + " = " + fvar() + ";"});
            case 12: return fmt::format("z0 = {} {} {};", ivar(), pick({"<", "<=", "==", "!=", ">", ">="}), ivar());
            case 13: return fmt::format("{} = {} {} {} ? {} : {};", ivar(), lvar(), pick({"<", ">", "=="}), lvar(),
                                        ivar(), int_literal());
            case 14: return fmt::format("z0 = {} {} {};", fvar(), pick({"<", ">", "==", "<=", ">="}), fvar());
            case 15: return fmt::format("z0 = {} {} {};", dvar(), pick({"<", ">", "!=", "<=", ">="}), dvar());
            case 16: return pick({"ba[" + index() + "] = (byte) " + ivar() + ";", "ca[" + index() + "] = (char) " + ivar() + ";",
                                  "sa[" + index() + "] = (short) " + ivar() + ";", "za[" + index() + "] = z0;",
                                  "ia[" + index() + "] = " + ivar() + ";", "la[" + index() + "] = " + lvar() + ";",
                                  "fa[" + index() + "] = " + fvar() + ";", "da[" + index() + "] = " + dvar() + ";",
                                  "ba[" + ivar() + " & 3] = b0;", "ca[" + ivar() + " & 3] = c0;"});
            case 17: return pick({ivar() + " = ba[" + index() + "] + ca[" + index() + "];",
                                  ivar() + " = sa[" + index() + "] - ia[" + index() + "];",
                                  lvar() + " = la[" + index() + "];", fvar() + " = fa[" + index() + "];",
                                  dvar() + " = da[" + index() + "];", "z0 = za[" + index() + "];",
                                  ivar() + " = ba.length + ca.length;"});
            case 18: return pick({"h.i = " + ivar() + ";", "h.l = " + lvar() + ";", "h.b = b0;", "h.c = c0;",
                                  "h.s = s0;", "h.z = z0;", "h.f = " + fvar() + ";", "h.d = " + dvar() + ";"});
            case 19: return pick({ivar() + " = h.i + h.b + h.c + h.s;", lvar() + " = h.l;", fvar() + " = h.f;",
                                  dvar() + " = h.d;", "z0 = h.z;"});
            case 20: return pick({"si = " + ivar() + ";", "sl = " + lvar() + ";", ivar() + " = si;", lvar() + " = sl + si;"});
            case 21: return fmt::format("{} = {};", ivar(), int_literal());
            case 22: return fmt::format("if ({} {} {}) {{ {} = {}; }} else {{ {} += {}; }}", ivar(),
                                        pick({"<", ">=", "==", "!="}), ivar(), ivar(), ivar(), lvar(), lvar());
            default: return fmt::format("{} = {} + {};", lvar(), lvar(), long_literal());
        }
    }

    Rng rng_;
};

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The output without its "raw" lines (NaN payloads, which Java leaves to the
// implementation).
std::string without_nan_payloads(const std::string& output) {
    std::string kept;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind("raw ", 0) != 0) kept += line + "\n";
    return kept;
}

engine::Engine::MainResult run_in_engine(const std::filesystem::path& classes, const std::string& class_name,
                                         bool fast_path) {
    classfile::ClassPath class_path;
    EXPECT_TRUE(class_path.add(classes.string()));
    EXPECT_TRUE(class_path.add_jdk());
    engine::Program program(class_path);
    expr::ExprContext context;
    auto solver = solver::make_z3_solver();
    engine::EngineOptions options;
    options.concrete_fast_path = fast_path;
    engine::Engine engine(program, context, *solver, options);
    auto cls = class_path.load(class_name);
    EXPECT_TRUE(cls) << cls.error().message;
    return engine.run_main(**cls, {});
}

TEST(FastPath, RandomStraightLineCodeRunsAlikeWithAndWithoutIt) {
    constexpr int kMethods = 25;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        SCOPED_TRACE(fmt::format("seed {}", seed));
        const std::string name = fmt::format("FastPath{}", seed);
        const std::filesystem::path dir = symcrete::testing::make_temp_dir("fast-path-src");
        {
            std::ofstream source(dir / (name + ".java"));
            source << ProgramWriter(seed).program(name, kMethods, 40);
        }
        const auto classes = symcrete::testing::compile_java_tree(dir, name, "--release 17");
        ASSERT_FALSE(classes.empty());

        auto fast = run_in_engine(classes, name, true);
        auto slow = run_in_engine(classes, name, false);
        ASSERT_EQ(fast.end, engine::PathEnd::Returned) << fast.detail;
        ASSERT_EQ(slow.end, engine::PathEnd::Returned) << slow.detail;
        EXPECT_EQ(fast.out, slow.out) << "source: " << (dir / (name + ".java")).string();
        EXPECT_EQ(fast.err, slow.err);
        // Every method printed its lines (or its division by zero): the
        // programs really ran.
        const std::string checked = without_nan_payloads(fast.out);
        EXPECT_EQ(std::count(checked.begin(), checked.end(), '\n'), kMethods);

        // And the engine is right: HotSpot prints the same.
        const std::filesystem::path java_out = dir / "java.out";
        auto java =
            symcrete::testing::run_command(fmt::format("java -cp {} {} > {}", symcrete::testing::shell_quote(classes),
                                                       name, symcrete::testing::shell_quote(java_out)));
        ASSERT_EQ(java.status, 0) << java.output;
        EXPECT_EQ(checked, without_nan_payloads(read_text(java_out)));
    }
}

}  // namespace
