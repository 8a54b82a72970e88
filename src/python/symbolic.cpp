#include "symbolic.h"

#include <fmt/format.h>

#include "solver/smt_text.h"

namespace symcrete::python {

namespace {

const char* sort_name(Term::Sort sort) {
    switch (sort) {
        case Term::Sort::Int: return "Int";
        case Term::Sort::Bool: return "Bool";
        case Term::Sort::String: return "String";
        case Term::Sort::Opaque: break;
    }
    return "Int";
}

}  // namespace

TermRef PathTracer::define(Term::Sort sort, const std::string& expression) {
    auto term = std::make_shared<Term>();
    term->sort = sort;
    term->smt = fmt::format("t{}", next_++);
    definitions_ += fmt::format("(define-fun {} () {} {})\n", term->smt, sort_name(sort), expression);
    return term;
}

TermRef PathTracer::input(Term::Sort sort, std::string name, int parameter) {
    auto term = std::make_shared<Term>();
    term->sort = sort;
    term->smt = std::move(name);
    term->parameter = parameter;
    return term;
}

TermRef PathTracer::literal(const mpz_class& value) {
    auto term = std::make_shared<Term>();
    term->sort = Term::Sort::Int;
    term->smt = value < 0 ? "(- " + mpz_class(-value).get_str() + ")" : value.get_str();
    return term;
}

TermRef PathTracer::literal(const std::u32string& value) {
    if (!solver::smt_string_representable(value)) return nullptr;
    auto term = std::make_shared<Term>();
    term->sort = Term::Sort::String;
    term->smt = solver::smt_string_literal(value);
    return term;
}

void PathTracer::decide(const Term& condition, bool taken, int line) {
    decide_literal(taken ? condition.smt : "(not " + condition.smt + ")", line);
}

void PathTracer::decide_literal(std::string literal, int line) {
    // A comparison decided, then tested for truth by an `if`, is one decision.
    if (!decisions_.empty() && decisions_.back().literal == literal) return;
    decisions_.push_back(Decision{std::move(literal), line});
}

void PathTracer::used(int node, int line) {
    const auto found = type_literals_.find(node);
    if (found == type_literals_.end() || !type_recorded_.insert(node).second) return;
    decide_literal(found->second, line);
}

std::string floor_divide_smt(const std::string& a, const std::string& b) {
    return fmt::format("(ite (> {1} 0) (div {0} {1}) (div (- {0}) (- {1})))", a, b);
}

std::string floor_modulo_smt(const std::string& a, const std::string& b) {
    return fmt::format("(- {0} (* {1} {2}))", a, b, floor_divide_smt(a, b));
}

}  // namespace symcrete::python
