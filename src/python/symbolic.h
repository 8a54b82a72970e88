// What a traced run knows of its values symbolically (concolic execution of
// Python): a Term is a value in terms of the explored function's inputs,
// written in SMT-LIB (Python's int is the integer theory, its str the string
// theory, its bool Bool); a PathTracer collects a run's terms and the
// decisions the run took on them. The run itself stays concrete, so its
// results are CPython's; the terms only say how other inputs could steer it
// elsewhere. Where an operation has no term, its result is concrete and the
// tracer notes what was not followed.
#pragma once

#include <gmpxx.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "python/value.h"

namespace symcrete::python {

struct Term {
    enum class Sort : std::uint8_t { Int, Bool, String, Opaque };
    Sort sort = Sort::Opaque;
    // SMT-LIB: a defined name ("t12"), an input ("p0_i") or a literal.
    std::string smt;
    // The input node (inputs.h) this is the very value of, or -1: using it
    // (in an operation whose result depends on its type) fixes the node's
    // type on the path. An Opaque term only carries this.
    int parameter = -1;
};

// One decision of a run: a Bool term and the side the run took.
struct Decision {
    std::string literal;  // the condition as taken: "(< t3 5)" or "(not (< t3 5))"
    int line = 0;
};

class PathTracer {
public:
    PathTracer() = default;
    // What using input node `node` records: its type's literal ("(= p0_t 2)").
    void set_type_literal(int node, std::string literal) { type_literals_[node] = std::move(literal); }

    // A new term defined as `expression` (of `sort`), named tN.
    TermRef define(Term::Sort sort, const std::string& expression);
    // An input's own term (declared by the explorer).
    static TermRef input(Term::Sort sort, std::string name, int parameter);
    static TermRef literal(const mpz_class& value);
    static TermRef literal(const std::u32string& value);  // nullptr if the solver cannot state it

    // The run took `taken` at a condition.
    void decide(const Term& condition, bool taken, int line);
    // A decision on a condition already written as the side taken.
    void decide_literal(std::string literal, int line);
    // A parameter's type decided what an operation did (recorded once).
    void used(int parameter, int line);
    // Something the run computed concretely that depends on the inputs.
    void note_concrete(const std::string& what) { concrete_.insert(what); }

    const std::vector<Decision>& decisions() const { return decisions_; }
    const std::string& definitions() const { return definitions_; }
    const std::set<std::string>& concrete() const { return concrete_; }

    // Lines of the explored module run, and arcs between consecutive
    // statements of one frame (branch coverage, as coverage.py counts it).
    std::set<int> lines;
    std::set<std::pair<int, int>> arcs;

private:
    std::map<int, std::string> type_literals_;
    std::set<int> type_recorded_;
    std::vector<Decision> decisions_;
    std::string definitions_;
    std::set<std::string> concrete_;
    int next_ = 0;
};

// SMT-LIB for Python's floor division and modulo of Int terms (the integer
// theory's div is Euclidean: it differs for negative divisors).
std::string floor_divide_smt(const std::string& a, const std::string& b);
std::string floor_modulo_smt(const std::string& a, const std::string& b);

}  // namespace symcrete::python
