// Infix text of expressions, close to Java source:
//
//   (x + 1) < y        (long) x        fcmpl(a, b)        x != 0 && !(y < z)
//   (c ? (a * 2L) : b)                 Float.NaN          -0.0       1.5f
//
// Arithmetic, bitwise and shift operations are always parenthesised;
// conditions only where they are an operand. The walk uses an explicit stack,
// so chains of any depth print, and stops at kMaxOutput characters (a DAG with
// much sharing can have an exponentially large tree form).
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "internal.h"
#include "expr/opaque_function.h"

namespace symcrete::expr {
namespace {

constexpr std::size_t kMaxOutput = std::size_t{1} << 22;
constexpr std::string_view kTruncated = " ...";

// Shortest text that reads back to the same value, as a Java literal.
template <class F>
void finite_literal(std::string& out, F value) {
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    std::string_view text(buffer, static_cast<std::size_t>(result.ptr - buffer));
    out += text;
    if (text.find_first_of(".e") == std::string_view::npos) out += ".0";
}

const char* binary_operator(Kind kind) {
    switch (kind) {
        case Kind::Add: return " + ";
        case Kind::Sub: return " - ";
        case Kind::Mul: return " * ";
        case Kind::Div: return " / ";
        case Kind::Rem: return " % ";
        case Kind::And: return " & ";
        case Kind::Or: return " | ";
        case Kind::Xor: return " ^ ";
        case Kind::Shl: return " << ";
        case Kind::Shr: return " >> ";
        case Kind::Ushr: return " >>> ";
        case Kind::Eq: return " == ";
        case Kind::Lt: return " < ";
        case Kind::Le: return " <= ";
        case Kind::BoolAnd: return " && ";
        case Kind::BoolOr: return " || ";
        default: return " ? ";
    }
}

const char* cast_name(Sort sort) {
    switch (sort) {
        case Sort::I32: return "(int) ";
        case Sort::I64: return "(long) ";
        case Sort::F32: return "(float) ";
        case Sort::F64: return "(double) ";
        case Sort::Bool: return "(boolean) ";
        default: return "";
    }
}

bool is_condition(Kind kind) {
    return kind == Kind::Eq || kind == Kind::Lt || kind == Kind::Le || kind == Kind::BoolAnd ||
           kind == Kind::BoolOr;
}

// The work list of the printer: text to emit, or a node to expand. `nested`
// says the node is an operand, which puts conditions in parentheses.
struct Item {
    const Expr* node;
    const char* text;
    bool nested;
};

class Printer {
public:
    std::string run(const Expr* root) {
        push(root, false);
        while (!stack_.empty()) {
            if (out_.size() > kMaxOutput) {
                out_ += kTruncated;
                break;
            }
            Item item = stack_.back();
            stack_.pop_back();
            if (item.node == nullptr) {
                out_ += item.text;
            } else {
                expand(item.node, item.nested);
            }
        }
        return std::move(out_);
    }

private:
    void push(const Expr* e, bool nested) { stack_.push_back(Item{e, nullptr, nested}); }
    void text(const char* t) { stack_.push_back(Item{nullptr, t, false}); }

    // Pieces are pushed in reverse: the stack pops them in reading order.
    void expand(const Expr* e, bool nested) {
        const Kind kind = e->kind();
        switch (kind) {
            case Kind::Const: out_ += detail::format_constant(e->sort(), e->bits()); return;
            case Kind::Var: out_ += e->name(); return;
            case Kind::Neg:
                push(e->operand(0), true);
                out_ += '-';
                return;
            case Kind::Not: {
                const Expr* a = e->operand(0);
                if (a->kind() == Kind::Eq) {  // !(x == y) reads as x != y
                    if (nested) text(")");
                    push(a->operand(1), true);
                    text(" != ");
                    push(a->operand(0), true);
                    if (nested) out_ += '(';
                    return;
                }
                push(a, true);
                out_ += '!';
                return;
            }
            case Kind::Convert:
                push(e->operand(0), true);
                out_ += cast_name(e->sort());
                return;
            case Kind::ToByte:
            case Kind::ToChar:
            case Kind::ToShort:
                push(e->operand(0), true);
                out_ += kind == Kind::ToByte ? "(byte) " : kind == Kind::ToChar ? "(char) " : "(short) ";
                return;
            case Kind::Cmp:
            case Kind::CmpL:
            case Kind::CmpG: {
                text(")");
                push(e->operand(1), false);
                text(", ");
                push(e->operand(0), false);
                const bool is_float = e->operand(0)->sort() == Sort::F32;
                if (kind == Kind::Cmp) {
                    out_ += "lcmp(";
                } else {
                    out_ += is_float ? "fcmp" : "dcmp";
                    out_ += kind == Kind::CmpL ? "l(" : "g(";
                }
                return;
            }
            case Kind::Select:  // a[i]
                text("]");
                push(e->operand(1), false);
                text("[");
                push(e->operand(0), true);
                return;
            case Kind::Call:  // Math.sin(x), Math.pow(x, y)
                out_ += opaque_name(static_cast<std::uint32_t>(e->bits())) + "(";
                text(")");
                if (e->arity() > 1) {
                    push(e->operand(1), false);
                    text(", ");
                }
                push(e->operand(0), false);
                return;
            case Kind::Store:  // a{i := v}
                text("}");
                push(e->operand(2), false);
                text(" := ");
                push(e->operand(1), false);
                text("{");
                push(e->operand(0), true);
                return;
            case Kind::Ite:
                text(")");
                push(e->operand(2), true);
                text(" : ");
                push(e->operand(1), true);
                text(" ? ");
                push(e->operand(0), false);
                out_ += '(';
                return;
            default: {
                const bool parens = !is_condition(kind) || nested;
                if (parens) text(")");
                push(e->operand(1), true);
                text(binary_operator(kind));
                push(e->operand(0), true);
                if (parens) out_ += '(';
                return;
            }
        }
    }

    std::string out_;
    std::vector<Item> stack_;
};

}  // namespace

namespace detail {

std::string format_constant(Sort sort, std::uint64_t bits) {
    std::string out;
    switch (sort) {
        case Sort::Bool: return bits != 0 ? "true" : "false";
        case Sort::I32: return std::to_string(static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)));
        case Sort::I64: return std::to_string(static_cast<std::int64_t>(bits)) + "L";
        case Sort::F32: {
            const auto raw = static_cast<std::uint32_t>(bits);
            const float v = std::bit_cast<float>(raw);
            if (std::isnan(v)) {
                if (raw == 0x7fc00000u) return "Float.NaN";
                char buffer[48];
                std::snprintf(buffer, sizeof buffer, "Float.intBitsToFloat(0x%08x)", raw);
                return buffer;
            }
            if (std::isinf(v)) return v > 0 ? "Float.POSITIVE_INFINITY" : "Float.NEGATIVE_INFINITY";
            finite_literal(out, v);
            out += 'f';
            return out;
        }
        case Sort::F64: {
            const double v = std::bit_cast<double>(bits);
            if (std::isnan(v)) {
                if (bits == 0x7ff8000000000000ull) return "Double.NaN";
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "Double.longBitsToDouble(0x%016llxL)",
                              static_cast<unsigned long long>(bits));
                return buffer;
            }
            if (std::isinf(v)) return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
            finite_literal(out, v);
            return out;
        }
        case Sort::ArrayI32:
        case Sort::ArrayI64:
        case Sort::ArrayF32:
        case Sort::ArrayF64:  // filled_array
            return "filled(" + format_constant(element_sort(sort), bits) + ")";
        default: break;
    }
    return out;
}

}  // namespace detail

std::string to_string(const Expr* e) {
    if (e == nullptr) return "<null>";
    return Printer().run(e);
}

}  // namespace symcrete::expr
