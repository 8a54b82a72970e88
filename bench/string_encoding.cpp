// Symcrete's encoding of Java Strings (a symbolic length and a bounded vector
// of char expressions, engine/symbolic_text.h) against Z3's sequence theory
// (String sort, str.len, str.at, str.substr, str.prefixof, str.indexof,
// str.contains, str.++, str.<, str.to_code) on path conditions of the kind
// the engine builds for small Java methods. For each condition:
//
//   vector  the engine's own query: inputs made as Interpreter::
//           make_input_string makes them (length 0..16, 16 chars in 32..126),
//           the Java operations through TextAlgebra, each branch condition in
//           the form the bytecode's ifeq/ifne gives it, solved by
//           solver::make_z3_solver() (the engine's solver: a fresh Z3 solver
//           per query, translations cached, the model checked by the
//           evaluator);
//   seq     the same condition written directly in Z3's sequence theory
//           through z3++, the inputs String constants in (str.in_re s
//           (re.* (re.range " " "~"))) with str.len <= 16, so both answer
//           the same question (a second run leaves the bound out, except
//           for hashCode, which is unrolled over the 16 positions); each
//           query runs on a fresh z3::solver over terms built once, and
//           includes reading the model's strings back.
//
// Both answers must agree (a sequence query may time out instead), and every
// model (of either side) must satisfy the condition when the Java operations
// run concretely on its strings (checked here in C++). Times are medians of
// `runs` repetitions, wall (steady_clock) and the thread's CPU time; the Z3
// rlimit count is the solver's deterministic work for one query, the figure
// least disturbed by other load on the machine.
//
// Usage: bench_string_encoding [runs]   (default 25)
// Prints two markdown tables and one model per side and query; exit status 1
// on a disagreement or a model that fails the Java check. Run through
// bench/string_encoding.sh.
#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "symbolic_text.h"
#include "expr/evaluator.h"
#include "expr/expr.h"
#include "expr/value.h"
#include "solver/solver.h"

namespace {

using symcrete::engine::Text;
using symcrete::engine::TextAlgebra;
using symcrete::expr::Expr;
using symcrete::expr::ExprContext;
using symcrete::expr::Kind;
using symcrete::expr::Value;
using Clock = std::chrono::steady_clock;

constexpr std::int32_t kCapacity = 16;  // EngineOptions' max_string_length
constexpr unsigned kSeqTimeoutMs = 60000;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    const std::size_t n = xs.size();
    return n % 2 == 1 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}

// ---- the vector encoding -------------------------------------------------------------

// A path condition over symbolic texts, as the engine builds it.
class VectorQuery {
public:
    ExprContext ctx;
    TextAlgebra text{ctx};
    std::vector<const Expr*> constraints;
    std::vector<Text> inputs;

    // As Interpreter::make_input_string with printable_strings.
    Text input(const std::string& name) {
        Text t;
        const Expr* length = ctx.var(symcrete::expr::Sort::I32, name + ".length()");
        constraints.push_back(ctx.binary(Kind::Le, ctx.i32(0), length));
        constraints.push_back(ctx.binary(Kind::Le, length, ctx.i32(kCapacity)));
        t.length = Value::symbolic(length);
        for (std::int32_t i = 0; i < kCapacity; ++i) {
            const Expr* c = ctx.var(symcrete::expr::Sort::I32, name + ".charAt(" + std::to_string(i) + ")");
            constraints.push_back(ctx.binary(Kind::Le, ctx.i32(0x20), c));
            constraints.push_back(ctx.binary(Kind::Le, c, ctx.i32(0x7E)));
            t.chars.push_back(Value::symbolic(c));
        }
        inputs.push_back(t);
        return t;
    }
    static Text literal(const std::string& s) { return TextAlgebra::lift(std::u16string(s.begin(), s.end())); }

    Value i32(std::int32_t v) { return Value::i32(v); }
    Value op(Kind kind, Value a, Value b) { return symcrete::expr::binary(ctx, kind, a, b); }
    Value lt(Value a, Value b) { return op(Kind::Lt, a, b); }
    Value le(Value a, Value b) { return op(Kind::Le, a, b); }
    Value eq(Value a, Value b) { return op(Kind::Eq, a, b); }
    Value either(Value a, Value b) { return op(Kind::BoolOr, a, b); }
    Value sub(Value a, Value b) { return op(Kind::Sub, a, b); }
    Value negate(Value c) { return symcrete::expr::unary(ctx, Kind::Not, c); }

    // A branch taken on a condition of the bytecode (an int comparison).
    void require(Value condition) { add(condition); }
    // `if (m())` / `if (!m())` on a boolean method: ifeq on the 0/1 int
    // the intrinsic returns (TextAlgebra::as_int), taken one way or the other.
    void holds(Value condition) { add(negate(eq(text.as_int(condition), i32(0)))); }
    void fails(Value condition) { add(eq(text.as_int(condition), i32(0))); }
    // charAt's bounds check (intrinsics_symbolic_string.cpp), passed.
    Value char_at(const Text& t, Value index) {
        require(negate(either(lt(index, i32(0)), le(t.length, index))));
        return text.char_at(t, index);
    }
    // substring's range check, passed.
    Text substring(const Text& t, Value begin, Value end) {
        require(negate(either(lt(begin, i32(0)), either(lt(end, begin), lt(t.length, end)))));
        return text.substring(t, begin, end);
    }

private:
    void add(Value condition) {
        if (condition.is_concrete()) {
            if (!condition.as_bool()) constraints.push_back(ctx.boolean(false));
            return;
        }
        constraints.push_back(condition.expr());
    }
};

// ---- the sequence encoding -----------------------------------------------------------

class SeqQuery {
public:
    SeqQuery(z3::context& z, bool bounded) : z(z), constraints(z), bounded_(bounded) {
        // str.to_code is in Z3 4.8.12's SMT-LIB front end but not its C API:
        // take the declaration from a parsed term.
        const z3::expr_vector parsed = z.parse_string("(declare-const x String) (assert (= (str.to_code x) 0))");
        to_code_ = parsed[0].arg(0).decl();
    }

    z3::context& z;
    z3::expr_vector constraints;
    std::vector<z3::expr> inputs;

    z3::expr input(const std::string& name, bool always_bounded = false) {
        z3::expr s = z.string_const(name.c_str());
        constraints.push_back(z3::in_re(s, z3::star(z3::range(z.string_val(" "), z.string_val("~")))));
        if (bounded_ || always_bounded) constraints.push_back(s.length() <= kCapacity);
        inputs.push_back(s);
        return s;
    }
    z3::expr str(const std::string& s) { return z.string_val(s.data(), static_cast<unsigned>(s.size())); }
    z3::expr num(int v) { return z.int_val(v); }
    void require(const z3::expr& condition) { constraints.push_back(condition); }

    z3::expr lex_less(const z3::expr& a, const z3::expr& b) { return z3::expr(z, Z3_mk_str_lt(z, a, b)); }
    z3::expr code(const z3::expr& one_char) { return to_code_(one_char); }

    // A char Java's trim() removes: at most ' ' (U+0000..U+0020).
    z3::expr trimmed_char() { return z3::range(str(std::string(1, '\0')), str(" ")); }
    // String.trim: s = p ++ t ++ q with p, q of removable chars and t empty
    // or starting and ending with a kept char. The result t is a fresh
    // constant, as a translation of an engine's trim() would make it.
    z3::expr trim(const z3::expr& s) {
        const std::string n = std::to_string(fresh_++);
        z3::expr p = z.string_const(("trim_p" + n).c_str());
        z3::expr t = z.string_const(("trim_t" + n).c_str());
        z3::expr q = z.string_const(("trim_q" + n).c_str());
        require(s == z3::concat(z3::concat(p, t), q));
        require(z3::in_re(p, z3::star(trimmed_char())));
        require(z3::in_re(q, z3::star(trimmed_char())));
        require(t.length() == 0 || (!z3::in_re(t.at(num(0)), trimmed_char()) &&
                                    !z3::in_re(t.at(t.length() - 1), trimmed_char())));
        return t;
    }
    // String.hashCode, unrolled over the first 16 chars (the input must be
    // bounded): Horner's rule on the code points in Int, then mod 2^32.
    z3::expr hash_unsigned(const z3::expr& s) {
        z3::expr h = num(0);
        for (int i = 0; i < kCapacity; ++i)
            h = z3::ite(num(i) < s.length(), h * 31 + code(s.at(num(i))), h);
        return z3::mod(h, z.int_val(static_cast<std::uint64_t>(1) << 32));
    }

    // The same through bit-vectors: a fresh 16-bit char per position, tied
    // to the code point by bv2int, and Horner's rule in 32-bit arithmetic.
    // This is the vector encoding grafted onto the string; pure sequence
    // encodings of hashCode time out (see hash_unsigned and docs/benchmarks.md).
    z3::expr hash_bits(const z3::expr& s) {
        const std::string n = std::to_string(fresh_++);
        z3::expr h = z.bv_val(0, 32);
        for (int i = 0; i < kCapacity; ++i) {
            z3::expr c = z.bv_const(("hash" + n + "_c" + std::to_string(i)).c_str(), 16);
            require(z3::implies(num(i) < s.length(), z3::bv2int(c, false) == code(s.at(num(i)))));
            h = z3::ite(num(i) < s.length(), h * 31 + z3::zext(c, 16), h);
        }
        return h;
    }

private:
    z3::func_decl to_code_{z};
    bool bounded_;
    int fresh_ = 0;
};

// ---- the queries ----------------------------------------------------------------------

using Strings = std::vector<std::string>;

struct Query {
    std::string name;
    std::vector<std::string> inputs;
    std::function<void(VectorQuery&, const std::vector<Text>&)> vector;
    std::function<void(SeqQuery&, const std::vector<z3::expr>&)> seq;
    std::function<bool(const Strings&)> java;  // the condition on concrete strings
    bool seq_needs_bound = false;              // the seq encoding unrolls up to 16 chars
};

std::int32_t java_hash(const std::string& s) {
    std::uint32_t h = 0;
    for (unsigned char c : s) h = 31 * h + c;
    return static_cast<std::int32_t>(h);
}

std::string java_trim(const std::string& s) {
    std::size_t b = 0, e = s.size();
    while (b < e && static_cast<unsigned char>(s[b]) <= ' ') ++b;
    while (e > b && static_cast<unsigned char>(s[e - 1]) <= ' ') --e;
    return s.substr(b, e - b);
}

bool starts_with(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0 && s.size() >= p.size(); }

std::vector<Query> queries() {
    std::vector<Query> q;

    // A control: what a query costs with nothing to decide.
    q.push_back({"control: the input's domain only, no condition", {"s"}, [](VectorQuery&, const std::vector<Text>&) {},
                 [](SeqQuery&, const std::vector<z3::expr>&) {}, [](const Strings&) { return true; }});

    q.push_back({"s.equals(\"admin\")", {"s"},
                 [](VectorQuery& v, const std::vector<Text>& in) { v.holds(v.text.equals(in[0], VectorQuery::literal("admin"))); },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) { z.require(in[0] == z.str("admin")); },
                 [](const Strings& s) { return s[0] == "admin"; }});

    q.push_back({"s.startsWith(\"x\") && s.length() > 5 && !s.equals(\"admin\")", {"s"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.holds(v.text.starts_with(in[0], VectorQuery::literal("x"), Value::i32(0)));
                     v.require(v.lt(Value::i32(5), in[0].length));
                     v.fails(v.text.equals(in[0], VectorQuery::literal("admin")));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     z.require(z3::prefixof(z.str("x"), in[0]));
                     z.require(in[0].length() > 5);
                     z.require(in[0] != z.str("admin"));
                 },
                 [](const Strings& s) { return starts_with(s[0], "x") && s[0].size() > 5 && s[0] != "admin"; }});

    // int eq = line.indexOf('='); if (eq >= 0 && line.substring(0, eq).equals("port"))
    q.push_back({"i = line.indexOf('='); i >= 0 && line.substring(0, i).equals(\"port\")", {"line"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     const Value i = v.text.index_of_char(in[0], Value::i32('='), Value::i32(0));
                     v.require(v.negate(v.lt(i, Value::i32(0))));
                     v.holds(v.text.equals(v.substring(in[0], Value::i32(0), i), VectorQuery::literal("port")));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     const z3::expr i = z3::indexof(in[0], z.str("="), z.num(0));
                     z.require(!(i < 0));
                     z.require(!(i < 0 || in[0].length() < i));  // substring's range check
                     z.require(in[0].extract(z.num(0), i) == z.str("port"));
                 },
                 [](const Strings& s) {
                     const auto i = s[0].find('=');
                     return i != std::string::npos && s[0].substr(0, i) == "port";
                 }});

    // if (s.length() != 6) return false;
    // for (int i = 0; i < s.length() / 2; i++) if (s.charAt(i) != s.charAt(s.length() - 1 - i)) return false;
    // return true;
    q.push_back({"palindrome: s.length() == 6, s.charAt(i) == s.charAt(s.length() - 1 - i) for i < 3", {"s"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     const Text& s = in[0];
                     v.require(v.eq(s.length, Value::i32(6)));
                     const Value half = v.op(Kind::Div, s.length, Value::i32(2));
                     for (std::int32_t i = 0; i < 3; ++i) {
                         v.require(v.lt(Value::i32(i), half));
                         const Value left = v.char_at(s, Value::i32(i));
                         const Value right = v.char_at(s, v.sub(v.sub(s.length, Value::i32(1)), Value::i32(i)));
                         v.require(v.eq(left, right));
                     }
                     v.require(v.negate(v.lt(Value::i32(3), half)));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     const z3::expr& s = in[0];
                     z.require(s.length() == 6);
                     const z3::expr half = s.length() / 2;
                     for (int i = 0; i < 3; ++i) {
                         z.require(z.num(i) < half);
                         const z3::expr right = s.length() - 1 - i;
                         z.require(!(s.length() <= i));
                         z.require(!(right < 0 || s.length() <= right));
                         z.require(s.at(z.num(i)) == s.at(right));
                     }
                     z.require(!(z.num(3) < half));
                 },
                 [](const Strings& s) {
                     return s[0].size() == 6 && std::equal(s[0].begin(), s[0].begin() + 3, s[0].rbegin());
                 }});

    q.push_back({"name.trim().isEmpty()", {"name"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.holds(v.eq(v.text.trim(in[0]).length, Value::i32(0)));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) { z.require(z.trim(in[0]).length() == 0); },
                 [](const Strings& s) { return java_trim(s[0]).empty(); }});

    q.push_back({"!name.trim().isEmpty()", {"name"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.fails(v.eq(v.text.trim(in[0]).length, Value::i32(0)));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) { z.require(z.trim(in[0]).length() != 0); },
                 [](const Strings& s) { return !java_trim(s[0]).empty(); }});

    q.push_back({"s.compareTo(\"m\") < 0 && s.contains(\"ab\")", {"s"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.require(v.lt(v.text.compare(in[0], VectorQuery::literal("m")), Value::i32(0)));
                     // contains: indexOf(needle) >= 0 (intrinsics_symbolic_string.cpp)
                     v.holds(v.le(Value::i32(0), v.text.index_of(in[0], VectorQuery::literal("ab"), Value::i32(0))));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     z.require(z.lex_less(in[0], z.str("m")));
                     z.require(in[0].contains(z.str("ab")));
                 },
                 [](const Strings& s) { return s[0].compare("m") < 0 && s[0].find("ab") != std::string::npos; }});

    // switch (s) { case "red": ... } reaching the equals after the hash
    // matched, and failing it; then the same with the third char fixed, which
    // no text satisfies. The sequence side twice: hashCode over the code
    // points in Int, and over bit-vector chars tied to the code points.
    for (const bool bits : {false, true}) {
        auto seq_hash = [bits](SeqQuery& z, const z3::expr& s) {
            return bits ? z.hash_bits(s) == z.z.bv_val(java_hash("red"), 32)
                        : z.hash_unsigned(s) == z.num(java_hash("red"));
        };
        const std::string how = bits ? " [seq: hash over bit-vector chars]" : " [seq: hash in Int]";
        q.push_back({"s.hashCode() == \"red\".hashCode() && !s.equals(\"red\")" + how, {"s"},
                     [](VectorQuery& v, const std::vector<Text>& in) {
                         v.require(v.eq(v.text.hash(in[0]), Value::i32(java_hash("red"))));
                         v.fails(v.text.equals(in[0], VectorQuery::literal("red")));
                     },
                     [seq_hash](SeqQuery& z, const std::vector<z3::expr>& in) {
                         z.require(seq_hash(z, in[0]));
                         z.require(in[0] != z.str("red"));
                     },
                     [](const Strings& s) { return java_hash(s[0]) == java_hash("red") && s[0] != "red"; }, true});
        q.push_back({"unsat: s.hashCode() == \"red\".hashCode() && s.length() == 3 && s.startsWith(\"re\") && "
                     "!s.equals(\"red\")" + how,
                     {"s"},
                     [](VectorQuery& v, const std::vector<Text>& in) {
                         v.require(v.eq(v.text.hash(in[0]), Value::i32(java_hash("red"))));
                         v.require(v.eq(in[0].length, Value::i32(3)));
                         v.holds(v.text.starts_with(in[0], VectorQuery::literal("re"), Value::i32(0)));
                         v.fails(v.text.equals(in[0], VectorQuery::literal("red")));
                     },
                     [seq_hash](SeqQuery& z, const std::vector<z3::expr>& in) {
                         z.require(seq_hash(z, in[0]));
                         z.require(in[0].length() == 3);
                         z.require(z3::prefixof(z.str("re"), in[0]));
                         z.require(in[0] != z.str("red"));
                     },
                     [](const Strings& s) {
                         return java_hash(s[0]) == java_hash("red") && s[0].size() == 3 && starts_with(s[0], "re") &&
                                s[0] != "red";
                     },
                     true});
    }

    q.push_back({"(a + b).equals(\"hello world\") && a.length() == 5", {"a", "b"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.holds(v.text.equals(v.text.concat(in[0], in[1]), VectorQuery::literal("hello world")));
                     v.require(v.eq(in[0].length, Value::i32(5)));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     z.require(z3::concat(in[0], in[1]) == z.str("hello world"));
                     z.require(in[0].length() == 5);
                 },
                 [](const Strings& s) { return s[0] + s[1] == "hello world" && s[0].size() == 5; }});

    q.push_back({"unsat: (a + b).equals(\"hello world\") && a.length() == 5 && !b.startsWith(\" \")", {"a", "b"},
                 [](VectorQuery& v, const std::vector<Text>& in) {
                     v.holds(v.text.equals(v.text.concat(in[0], in[1]), VectorQuery::literal("hello world")));
                     v.require(v.eq(in[0].length, Value::i32(5)));
                     v.fails(v.text.starts_with(in[1], VectorQuery::literal(" "), Value::i32(0)));
                 },
                 [](SeqQuery& z, const std::vector<z3::expr>& in) {
                     z.require(z3::concat(in[0], in[1]) == z.str("hello world"));
                     z.require(in[0].length() == 5);
                     z.require(!z3::prefixof(z.str(" "), in[1]));
                 },
                 [](const Strings& s) { return s[0] + s[1] == "hello world" && s[0].size() == 5 && !starts_with(s[1], " "); }});

    return q;
}

// ---- measuring ------------------------------------------------------------------------

enum class Answer { Sat, Unsat, Unknown };
const char* to_string(Answer a) { return a == Answer::Sat ? "sat" : a == Answer::Unsat ? "unsat" : "unknown"; }

// This thread's CPU time: less disturbed than wall time by other load on a
// shared machine (Z3 runs single-threaded here).
double cpu_ms() {
    timespec now{};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

struct Measure {
    Answer answer = Answer::Unknown;
    double ms = 0;             // median wall time of one query
    double cpu = 0;            // median CPU time of one query
    double cold_ms = 0;        // vector: build the expressions, translate, solve (median wall)
    std::uint64_t work = 0;    // Z3 rlimit count of one query (median)
    std::size_t nodes = 0;     // vector: expression nodes of the query
    bool model_ok = true;      // every Sat model satisfies the Java condition
    std::string example;       // one model, for the report
};

std::string show(const Strings& strings) {
    std::string out;
    for (const std::string& s : strings) out += (out.empty() ? "" : ", ") + ("\"" + s + "\"");
    return out;
}

Strings read_texts(const std::vector<Text>& texts, const symcrete::expr::Assignment& model) {
    Strings out;
    for (const Text& t : texts) {
        const auto length = static_cast<std::int32_t>(static_cast<std::uint32_t>(model.get(t.length.expr())));
        std::string s;
        for (std::int32_t i = 0; i < length; ++i)
            s.push_back(static_cast<char>(model.get(t.chars[static_cast<std::size_t>(i)].expr())));
        out.push_back(s);
    }
    return out;
}

Measure measure_vector(const Query& q, int runs) {
    Measure m;
    auto build = [&q](VectorQuery& v) {
        std::vector<Text> in;
        for (const std::string& name : q.inputs) in.push_back(v.input(name));
        q.vector(v, in);
    };
    // Warm: the engine's case of a query whose terms the solver translated
    // before (translations are cached per solver); the first run translates
    // and is left out.
    {
        VectorQuery v;
        build(v);
        m.nodes = v.ctx.node_count();
        auto solver = symcrete::solver::make_z3_solver();
        std::vector<double> times, cpu, work;
        for (int r = 0; r <= runs; ++r) {
            symcrete::expr::Assignment model;
            const std::uint64_t before = solver->stats().work;
            const double cpu_start = cpu_ms();
            const auto start = Clock::now();
            const symcrete::solver::SatResult result = solver->check(v.constraints, &model);
            const double ms = ms_since(start);
            const double cpu_used = cpu_ms() - cpu_start;
            if (r == 0) continue;
            times.push_back(ms);
            cpu.push_back(cpu_used);
            work.push_back(static_cast<double>(solver->stats().work - before));
            m.answer = result == symcrete::solver::SatResult::Sat     ? Answer::Sat
                       : result == symcrete::solver::SatResult::Unsat ? Answer::Unsat
                                                                     : Answer::Unknown;
            if (m.answer == Answer::Sat) {
                const Strings texts = read_texts(v.inputs, model);
                if (!q.java(texts)) m.model_ok = false;
                if (m.example.empty()) m.example = show(texts);
            }
        }
        m.ms = median(times);
        m.cpu = median(cpu);
        m.work = static_cast<std::uint64_t>(median(work));
    }
    // Cold: a new context, the Java operations through TextAlgebra, the
    // translation to Z3 and the query.
    std::vector<double> cold;
    for (int r = 0; r < runs; ++r) {
        const auto start = Clock::now();
        VectorQuery v;
        build(v);
        auto solver = symcrete::solver::make_z3_solver();
        symcrete::expr::Assignment model;
        solver->check(v.constraints, &model);
        cold.push_back(ms_since(start));
    }
    m.cold_ms = median(cold);
    return m;
}

std::uint64_t rlimit_total(const z3::solver& solver) {
    const z3::stats statistics = solver.statistics();
    for (unsigned i = 0; i < statistics.size(); ++i)
        if (statistics.key(i) == "rlimit count")
            return static_cast<std::uint64_t>(statistics.is_uint(i) ? statistics.uint_value(i) : statistics.double_value(i));
    return 0;
}

Measure measure_seq(const Query& q, int runs, bool bounded) {
    Measure m;
    z3::context z;
    SeqQuery s(z, bounded);
    std::vector<z3::expr> in;
    for (const std::string& name : q.inputs) in.push_back(s.input(name, q.seq_needs_bound));
    q.seq(s, in);
    std::vector<double> times, cpu, work;
    std::uint64_t seen = 0;  // the context's rlimit count is a running total
    for (int r = 0; r < runs; ++r) {
        Strings texts;
        const double cpu_start = cpu_ms();
        const auto start = Clock::now();
        z3::solver solver(z);
        z3::params params(z);
        params.set("timeout", kSeqTimeoutMs);
        solver.set(params);
        for (unsigned i = 0; i < s.constraints.size(); ++i) solver.add(s.constraints[i]);
        const z3::check_result result = solver.check();
        if (result == z3::sat) {
            const z3::model model = solver.get_model();
            for (const z3::expr& input : s.inputs) texts.push_back(model.eval(input, true).get_string());
        }
        times.push_back(ms_since(start));
        cpu.push_back(cpu_ms() - cpu_start);
        const std::uint64_t total = rlimit_total(solver);
        work.push_back(static_cast<double>(total - seen));
        seen = total;
        m.answer = result == z3::sat ? Answer::Sat : result == z3::unsat ? Answer::Unsat : Answer::Unknown;
        if (m.answer == Answer::Sat) {
            if (!q.java(texts)) m.model_ok = false;
            if (m.example.empty()) m.example = show(texts);
        }
        if (m.answer == Answer::Unknown) break;  // the timeout: once is enough
    }
    m.ms = median(times);
    m.cpu = median(cpu);
    m.work = static_cast<std::uint64_t>(median(work));
    return m;
}

std::string fmt_ms(double ms) {
    char buf[32];
    std::snprintf(buf, sizeof buf, ms < 10 ? "%.2f" : ms < 100 ? "%.1f" : "%.0f", ms);
    return buf;
}

// A sequence time; a query given up at the timeout shows as "> timeout".
std::string fmt_seq(const Measure& m) {
    return m.answer == Answer::Unknown ? "> " + fmt_ms(kSeqTimeoutMs) + " (timeout)" : fmt_ms(m.ms);
}

std::string fmt_ratio(const Measure& seq, double seq_ms, double vector_ms) {
    const double ratio = seq_ms / vector_ms;
    char buf[32];
    std::snprintf(buf, sizeof buf, seq.answer == Answer::Unknown ? "> %.0f" : ratio < 10 ? "%.2f" : "%.0f", ratio);
    return buf;
}

struct Row {
    const Query* query;
    Measure vector, seq, unbounded;
};

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 25;
    const std::vector<Query> all = queries();
    std::vector<Row> rows;
    for (const Query& q : all) {
        Row row{&q, measure_vector(q, runs), measure_seq(q, runs, true), {}};
        row.unbounded = q.seq_needs_bound ? row.seq : measure_seq(q, runs, false);
        rows.push_back(row);
        std::fprintf(stderr, "measured: %s\n", q.name.c_str());
    }

    bool all_agree = true;
    std::printf("Wall time, median of %d queries each (seq / vector above 1: the vector encoding is faster):\n\n", runs);
    std::printf("| # | path condition | answer | vector ms | seq ms | seq / vector | rlimit vector | rlimit seq |\n");
    std::printf("|---|---|---|---|---|---|---|---|\n");
    int number = 0;
    for (const Row& r : rows) {
        ++number;
        const Answer v = r.vector.answer;
        auto agrees = [v](const Measure& m) { return m.answer == v || m.answer == Answer::Unknown; };
        const bool agree = v != Answer::Unknown && agrees(r.seq) && agrees(r.unbounded);
        const bool models_ok = r.vector.model_ok && r.seq.model_ok && r.unbounded.model_ok;
        all_agree = all_agree && agree && models_ok;
        std::string answer = to_string(v);
        if (!agree)
            answer += std::string(" DISAGREES (seq: ") + to_string(r.seq.answer) + ", unbounded: " +
                      to_string(r.unbounded.answer) + ")";
        if (!models_ok) answer += " MODEL FAILS THE JAVA CHECK";
        const std::string seq_work = (r.seq.answer == Answer::Unknown ? "> " : "") + std::to_string(r.seq.work);
        std::printf("| %d | `%s` | %s | %s | %s | %s | %llu | %s |\n", number, r.query->name.c_str(), answer.c_str(),
                    fmt_ms(r.vector.ms).c_str(), fmt_seq(r.seq).c_str(), fmt_ratio(r.seq, r.seq.ms, r.vector.ms).c_str(),
                    static_cast<unsigned long long>(r.vector.work), seq_work.c_str());
    }

    std::printf("\nCPU time of the querying thread (medians); the vector query built from scratch (new context, "
                "TextAlgebra, translation, query; median wall); the sequence query without str.len <= 16; the "
                "size of the vector query:\n\n");
    std::printf("| # | vector CPU ms | seq CPU ms | seq / vector (CPU) | vector ms, cold | seq ms, no length bound | "
                "vector expression nodes |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    number = 0;
    for (const Row& r : rows) {
        ++number;
        const std::string unbounded = r.query->seq_needs_bound ? "(needs the bound)" : fmt_seq(r.unbounded);
        const std::string seq_cpu = r.seq.answer == Answer::Unknown ? fmt_seq(r.seq) : fmt_ms(r.seq.cpu);
        std::printf("| %d | %s | %s | %s | %s | %s | %zu |\n", number, fmt_ms(r.vector.cpu).c_str(), seq_cpu.c_str(),
                    fmt_ratio(r.seq, r.seq.cpu, r.vector.cpu).c_str(), fmt_ms(r.vector.cold_ms).c_str(),
                    unbounded.c_str(), r.vector.nodes);
    }

    // Z3's own cost of a fresh solver on a trivial query, to read the
    // smallest figures above against.
    std::printf("\nZ3's cost of a fresh solver on a trivial query (median wall ms of %d):\n\n", runs);
    std::printf("| query | z3::solver(ctx) (as the engine) | z3::solver(ctx, \"QF_BV\") |\n|---|---|---|\n");
    {
        z3::context z;
        const z3::expr x = z.bv_const("x", 32);
        const z3::expr s = z.string_const("s");
        auto time = [&](const char* logic, const z3::expr& condition) {
            std::vector<double> times;
            for (int r = 0; r < runs; ++r) {
                const auto start = Clock::now();
                z3::solver solver = logic == nullptr ? z3::solver(z) : z3::solver(z, logic);
                solver.add(condition);
                solver.check();
                times.push_back(ms_since(start));
            }
            return fmt_ms(median(times));
        };
        const z3::expr range = z3::ule(z.bv_val(32, 32), x) && z3::ule(x, z.bv_val(126, 32));
        std::printf("| one 32-bit char in 32..126 | %s | %s |\n", time(nullptr, range).c_str(), time("QF_BV", range).c_str());
        const z3::expr printable = z3::in_re(s, z3::star(z3::range(z.string_val(" "), z.string_val("~"))));
        std::printf("| one String of printable chars | %s | |\n", time(nullptr, printable).c_str());
    }

    std::printf("\nmodels (the first of each side):\n");
    number = 0;
    for (const Row& r : rows) {
        ++number;
        if (r.vector.answer != Answer::Sat) continue;
        std::printf("  %d: vector %s; seq %s", number, r.vector.example.c_str(),
                    r.seq.example.empty() ? "(none)" : r.seq.example.c_str());
        if (!r.query->seq_needs_bound) std::printf("; seq without the bound %s", r.unbounded.example.c_str());
        std::printf("\n");
    }
    std::printf("\nruns per query: %d; seq timeout: %u ms; the answers agree (timeouts aside) and every model passes "
                "the Java check: %s\n",
                runs, kSeqTimeoutMs, all_agree ? "yes" : "NO");
    return all_agree ? 0 : 1;
}
