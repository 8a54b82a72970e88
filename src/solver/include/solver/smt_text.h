// Satisfiability of constraints written as SMT-LIB 2 text, over the
// theories the expression language (expr/expr.h) does not model: unbounded
// integers, Unicode strings and reals. The Python front end states its path
// conditions this way (Python's ints are the integer theory, its strs the
// string theory), and gets its inputs back as values. Z3 answers, with the
// same work limits and CPU-time alarm as the expression chain's Z3 layers.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "solver/solver.h"

namespace symcrete::solver {

// One value of a model: an integer's decimal digits, a Boolean, or a string
// as code points.
struct SmtValue {
    enum class Kind { Int, Bool, String, Other };
    Kind kind = Kind::Other;
    std::string integer;  // "-12"
    bool flag = false;
    std::u32string text;
};

struct SmtTextAnswer {
    SatResult result = SatResult::Unknown;
    // On Sat, a value for each constant the query declared.
    std::map<std::string, SmtValue> model;
    std::string reason;  // on Unknown: Z3's reason, or the text's error
};

// A solver kept across queries (one Z3 context, so declarations are parsed
// into it once per query); not thread-safe: one per exploring thread.
class SmtTextSolver {
public:
    SmtTextSolver();
    ~SmtTextSolver();
    SmtTextSolver(const SmtTextSolver&) = delete;
    SmtTextSolver& operator=(const SmtTextSolver&) = delete;

    // Are the declarations (declare-const lines) and the assertions (each a
    // Bool term) satisfiable together? A text Z3 cannot parse is Unknown
    // with the parser's message in `reason`.
    SmtTextAnswer check(const std::string& declarations, const std::vector<std::string>& assertions,
                        const QueryLimits& limits);

    // Work units spent by all queries so far (Z3's rlimit count plus a fixed
    // cost per query), for the caller's budget.
    std::uint64_t work() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// Z3 4.8.12 (Debian bookworm's) holds string characters 0 to 255 only (its
// "\u{65e5}" is not U+65E5): a text with a code point beyond is outside what
// the solver can state, and the caller keeps such values concrete.
bool smt_string_representable(const std::u32string& text);

// `text` (smt_string_representable) as an SMT-LIB string literal
// ("a\u{e9}b"): every code point outside printable ASCII escaped, the
// double quote doubled.
std::string smt_string_literal(const std::u32string& text);

}  // namespace symcrete::solver
