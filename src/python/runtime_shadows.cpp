// Traced runs (runtime.h, symbolic.h): each operation the interpreter
// exposes runs its concrete self, and with a tracer it also touches the
// parameters whose type it used, records the decision it took on its
// operands' terms (comparisons, truth tests, zero divisors, bounds), and
// gives its result a term where the theory has one. Python's semantics stay
// in the concrete operations; the terms here must agree with them, which
// tests/unit/python/symbolic_test.cpp checks against the concrete results.
#include <fmt/format.h>

#include "runtime.h"

namespace symcrete::python {

void Runtime::touch(const Value& value) {
    if (tracer && value.shadow() && value.shadow()->parameter >= 0) tracer->used(value.shadow()->parameter, line_);
}

TermRef Runtime::int_term(const Value& value) {
    if (value.shadow()) {
        if (value.shadow()->sort == Term::Sort::Int) return value.shadow();
        if (value.shadow()->sort == Term::Sort::Bool)
            return tracer->define(Term::Sort::Int, fmt::format("(ite {} 1 0)", value.shadow()->smt));
        return nullptr;
    }
    if (value.is_integral()) return PathTracer::literal(value.integral());
    return nullptr;
}

TermRef Runtime::str_term(const Value& value) {
    if (value.shadow()) return value.shadow()->sort == Term::Sort::String ? value.shadow() : nullptr;
    if (value.is_str()) return PathTracer::literal(value.as_str());
    return nullptr;
}

namespace {

bool has_term(const Value& value) { return value.shadow() && value.shadow()->sort != Term::Sort::Opaque; }

}  // namespace

Value Runtime::binary(BinaryOp op, const Value& left, const Value& right, bool augmented) {
    if (!tracer) return binary_concrete(op, left, right, augmented);
    touch(left);
    touch(right);
    const bool symbolic = has_term(left) || has_term(right);
    if (symbolic && left.is_integral() && right.is_integral() &&
        (op == BinaryOp::FloorDiv || op == BinaryOp::Mod || op == BinaryOp::Div) && has_term(right)) {
        // The zero divisor is a decision: another input raises ZeroDivisionError here.
        if (const TermRef divisor = int_term(right))
            tracer->decide_literal(right.integral() == 0 ? fmt::format("(= {} 0)", divisor->smt)
                                                         : fmt::format("(not (= {} 0))", divisor->smt),
                                   line_);
    }
    Value result = binary_concrete(op, left, right, augmented);
    if (!symbolic) return result;
    if (left.is_integral() && right.is_integral() && result.is_integral()) {
        const TermRef a = int_term(left);
        const TermRef b = int_term(right);
        if (a && b) {
            switch (op) {
                case BinaryOp::Add: result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(+ {} {})", a->smt, b->smt))); return result;
                case BinaryOp::Sub: result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(- {} {})", a->smt, b->smt))); return result;
                case BinaryOp::Mult: result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(* {} {})", a->smt, b->smt))); return result;
                case BinaryOp::FloorDiv: result.set_shadow(tracer->define(Term::Sort::Int, floor_divide_smt(a->smt, b->smt))); return result;
                case BinaryOp::Mod: result.set_shadow(tracer->define(Term::Sort::Int, floor_modulo_smt(a->smt, b->smt))); return result;
                case BinaryOp::Pow:
                    if (!has_term(right) && right.integral() >= 0 && right.integral() <= 8) {
                        std::string product = "1";
                        for (unsigned long i = 0; i < right.integral().get_ui(); ++i)
                            product = i == 0 ? a->smt : fmt::format("(* {} {})", product, a->smt);
                        result.set_shadow(tracer->define(Term::Sort::Int, product));
                        return result;
                    }
                    break;
                default: break;
            }
        }
    }
    if (left.is_str() && right.is_str() && op == BinaryOp::Add) {
        const TermRef a = str_term(left);
        const TermRef b = str_term(right);
        if (a && b) {
            result.set_shadow(tracer->define(Term::Sort::String, fmt::format("(str.++ {} {})", a->smt, b->smt)));
            return result;
        }
    }
    tracer->note_concrete(fmt::format("the operator {}", spelling(op)));
    return result;
}

Value Runtime::unary(UnaryOp op, const Value& operand) {
    if (!tracer || op == UnaryOp::Not) return op == UnaryOp::Not ? Value::boolean(!truthy(operand)) : unary_concrete(op, operand);
    touch(operand);
    Value result = unary_concrete(op, operand);
    if (has_term(operand) && operand.is_integral()) {
        if (const TermRef a = int_term(operand)) {
            if (op == UnaryOp::Neg) result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(- {})", a->smt)));
            if (op == UnaryOp::Pos) result.set_shadow(a);
            if (op == UnaryOp::Invert) result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(- (- {}) 1)", a->smt)));
        }
    }
    return result;
}

bool Runtime::equals(const Value& left, const Value& right) {
    if (!tracer) return equals_concrete(left, right);
    touch(left);
    touch(right);
    const bool result = equals_concrete(left, right);
    if (!has_term(left) && !has_term(right)) return result;
    std::string condition;
    if (left.is_integral() && right.is_integral()) {
        const TermRef a = int_term(left), b = int_term(right);
        if (a && b) condition = fmt::format("(= {} {})", a->smt, b->smt);
    } else if (left.is_str() && right.is_str()) {
        const TermRef a = str_term(left), b = str_term(right);
        if (a && b) condition = fmt::format("(= {} {})", a->smt, b->smt);
    }
    if (condition.empty()) {
        // (int == str is False whatever the values: the types decided it, and touch recorded them.)
        if (left.is_str() && right.is_str()) tracer->note_concrete("a == of text beyond the solver's characters (0-255)");
        if (left.is_number() && right.is_number()) tracer->note_concrete("a == of a float");
        return result;
    }
    tracer->decide_literal(result ? condition : "(not " + condition + ")", line_);
    return result;
}

bool Runtime::compare(CompareOp op, const Value& left, const Value& right) {
    if (!tracer || op == CompareOp::Eq || op == CompareOp::In || op == CompareOp::NotIn)
        return compare_concrete(op, left, right);
    touch(left);
    touch(right);
    const bool result = compare_concrete(op, left, right);
    if (!has_term(left) && !has_term(right)) return result;
    const char* smt = nullptr;
    std::string condition;
    if (left.is_integral() && right.is_integral()) {
        switch (op) {
            case CompareOp::Lt: smt = "<"; break;
            case CompareOp::LtE: smt = "<="; break;
            case CompareOp::Gt: smt = ">"; break;
            case CompareOp::GtE: smt = ">="; break;
            case CompareOp::NotEq: smt = "distinct"; break;
            default: break;
        }
        const TermRef a = int_term(left), b = int_term(right);
        if (smt && a && b) condition = fmt::format("({} {} {})", smt, a->smt, b->smt);
    } else if (left.is_str() && right.is_str()) {
        const TermRef a = str_term(left), b = str_term(right);
        if (a && b) {
            switch (op) {
                case CompareOp::Lt: condition = fmt::format("(str.< {} {})", a->smt, b->smt); break;
                case CompareOp::LtE: condition = fmt::format("(str.<= {} {})", a->smt, b->smt); break;
                case CompareOp::Gt: condition = fmt::format("(str.< {} {})", b->smt, a->smt); break;
                case CompareOp::GtE: condition = fmt::format("(str.<= {} {})", b->smt, a->smt); break;
                case CompareOp::NotEq: condition = fmt::format("(distinct {} {})", a->smt, b->smt); break;
                default: break;
            }
        }
    }
    if (!condition.empty()) {
        tracer->decide_literal(result ? condition : "(not " + condition + ")", line_);
    } else if (op != CompareOp::Is && op != CompareOp::IsNot) {
        tracer->note_concrete(fmt::format("the comparison {}", spelling(op)));
    }
    return result;
}

bool Runtime::truthy(const Value& value) {
    if (!tracer) return truthy_concrete(value);
    touch(value);
    const bool result = truthy_concrete(value);
    std::string condition;
    if (has_term(value)) {
        const Term& term = *value.shadow();
        if (term.sort == Term::Sort::Bool) condition = term.smt;
        if (term.sort == Term::Sort::Int) condition = fmt::format("(not (= {} 0))", term.smt);
        if (term.sort == Term::Sort::String) condition = fmt::format("(> (str.len {}) 0)", term.smt);
    } else if (const auto* list = value.object_as<ListObject>(); list && list->length_shadow && list->items.size() == list->shadow_size) {
        condition = fmt::format("(> {} 0)", list->length_shadow->smt);
    }
    if (!condition.empty()) tracer->decide_literal(result ? condition : "(not " + condition + ")", line_);
    return result;
}

bool Runtime::contains(const Value& container, const Value& item) {
    if (!tracer) return contains_concrete(container, item);
    touch(container);
    touch(item);
    if ((container.object_as<DictObject>() || container.object_as<DictViewObject>()) && has_term(item))
        tracer->note_concrete("an `in` of a dict by a key with a term");
    const bool result = contains_concrete(container, item);
    if (container.is_str() && item.is_str() && (has_term(container) || has_term(item))) {
        const TermRef whole = str_term(container), part = str_term(item);
        if (whole && part) {
            const std::string condition = fmt::format("(str.contains {} {})", whole->smt, part->smt);
            tracer->decide_literal(result ? condition : "(not " + condition + ")", line_);
        }
    }
    return result;
}

mpz_class Runtime::length(const Value& value) {
    touch(value);
    return length_concrete(value);
}

Value Runtime::length_value(const Value& value) {
    Value result(length(value));
    if (!tracer) return result;
    if (value.is_str() && has_term(value)) {
        result.set_shadow(tracer->define(Term::Sort::Int, fmt::format("(str.len {})", value.shadow()->smt)));
    } else if (const auto* list = value.object_as<ListObject>();
               list && list->length_shadow && list->items.size() == list->shadow_size) {
        result.set_shadow(list->length_shadow);
    }
    return result;
}

bool Runtime::next(Cursor& cursor, Value& item) {
    if (!tracer) return next_concrete(cursor, item);
    const std::size_t at = cursor.index;
    const Value& iterable = cursor.iterable;
    std::string length;
    if (iterable.is_str() && has_term(iterable)) {
        length = fmt::format("(str.len {})", iterable.shadow()->smt);
    } else if (const auto* list = iterable.object_as<ListObject>();
               list && list->length_shadow && list->items.size() == list->shadow_size) {
        length = list->length_shadow->smt;
    }
    const bool more = next_concrete(cursor, item);
    if (!length.empty()) {
        // Whether the loop goes on is a decision on the input's length.
        const std::string condition = fmt::format("(< {} {})", at, length);
        tracer->decide_literal(more ? condition : "(not " + condition + ")", line_);
        if (more && iterable.is_str())
            item.set_shadow(tracer->define(Term::Sort::String, fmt::format("(str.at {} {})", iterable.shadow()->smt, at)));
    }
    return more;
}

Cursor Runtime::iterate(const Value& iterable) {
    touch(iterable);
    return iterate_concrete(iterable);
}

Value Runtime::subscript(const Value& object, const Value& index) {
    if (!tracer) return subscript_concrete(object, index);
    touch(object);
    touch(index);
    if (object.object_as<DictObject>() && has_term(index)) tracer->note_concrete("a dict lookup by a key with a term");
    // The bounds are a decision when the index or the length has a term.
    std::string length_smt;
    std::size_t size = 0;
    if (object.is_str()) {
        size = object.as_str().size();
        if (has_term(object)) length_smt = fmt::format("(str.len {})", object.shadow()->smt);
    } else if (const auto* list = object.object_as<ListObject>()) {
        size = list->items.size();
        if (list->length_shadow && list->items.size() == list->shadow_size) length_smt = list->length_shadow->smt;
    }
    const bool sequence = object.is_str() || object.object_as<ListObject>();
    const bool indexed = sequence && index.is_integral() && (has_term(index) || !length_smt.empty());
    std::string position;
    if (indexed) {
        const TermRef i = int_term(index);
        const std::string length = length_smt.empty() ? std::to_string(size) : length_smt;
        // A literal index that is not negative is its own position.
        position = !has_term(index) && index.integral() >= 0 ? i->smt
                                                             : fmt::format("(ite (< {0} 0) (+ {0} {1}) {0})", i->smt, length);
        const std::string inside = fmt::format("(and (<= 0 {0}) (< {0} {1}))", position, length);
        mpz_class concrete = index.integral();
        if (concrete < 0) concrete += static_cast<unsigned long>(size);
        const bool in_range = concrete >= 0 && concrete < static_cast<unsigned long>(size);
        tracer->decide_literal(in_range ? inside : "(not " + inside + ")", line_);
        // A list's item at a symbolic index is the item at this index only.
        if (in_range && has_term(index) && object.object_as<ListObject>())
            tracer->decide_literal(fmt::format("(= {} {})", position, concrete.get_str()), line_);
    }
    Value result = subscript_concrete(object, index);
    if (object.is_str() && has_term(object) && index.is_integral()) {
        const TermRef text = str_term(object);
        const TermRef i = int_term(index);
        if (text && i) {
            const std::string at = position.empty() ? i->smt : position;
            result.set_shadow(tracer->define(Term::Sort::String, fmt::format("(str.at {} {})", text->smt, at)));
        }
    } else if (object.is_str() && index.is_integral() && has_term(index)) {
        if (const TermRef text = str_term(object))
            result.set_shadow(tracer->define(Term::Sort::String, fmt::format("(str.at {} {})", text->smt, position)));
    }
    return result;
}

}  // namespace symcrete::python
