// SmtTextSolver (smt_text.h): Z3 parses the declarations and assertions into
// its context, checks them under the query's limits, and the model's
// constants become SmtValues. String values come back in Z3's escaped form
// (\u{...}), decoded here.
#include "solver/smt_text.h"

#include <fmt/format.h>
#include <z3++.h>

#include "z3_alarm.h"
#include "z3_limits.h"

namespace symcrete::solver {

struct SmtTextSolver::Impl {
    z3::context ctx;
    Z3Alarm alarm;  // after ctx: it may interrupt ctx until it ends
    RlimitMeter meter;
    std::uint64_t work = 0;
};

SmtTextSolver::SmtTextSolver() : impl_(std::make_unique<Impl>()) {}
SmtTextSolver::~SmtTextSolver() = default;

std::uint64_t SmtTextSolver::work() const { return impl_->work; }

namespace {

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

// Z3's escaped string (as Z3_get_string gives it): \u{XXXX}, \uXXXX, \xXX
// and \\ escapes; other bytes are the characters themselves.
std::u32string decode_z3_string(const std::string& text) {
    std::u32string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            const char kind = text[i + 1];
            if (kind == 'u' && i + 2 < text.size() && text[i + 2] == '{') {
                const std::size_t close = text.find('}', i + 3);
                if (close != std::string::npos) {
                    char32_t code = 0;
                    for (std::size_t j = i + 3; j < close; ++j) code = code * 16 + static_cast<char32_t>(hex_digit(text[j]));
                    out += code;
                    i = close;
                    continue;
                }
            }
            if (kind == 'u' && i + 5 < text.size()) {
                char32_t code = 0;
                for (std::size_t j = i + 2; j < i + 6; ++j) code = code * 16 + static_cast<char32_t>(hex_digit(text[j]));
                out += code;
                i += 5;
                continue;
            }
            if (kind == 'x' && i + 3 < text.size()) {
                out += static_cast<char32_t>(hex_digit(text[i + 2]) * 16 + hex_digit(text[i + 3]));
                i += 3;
                continue;
            }
            if (kind == '\\') {
                out += U'\\';
                ++i;
                continue;
            }
        }
        out += static_cast<unsigned char>(text[i]);
    }
    return out;
}

}  // namespace

bool smt_string_representable(const std::u32string& text) {
    for (const char32_t c : text)
        if (c > 0xFF) return false;
    return true;
}

std::string smt_string_literal(const std::u32string& text) {
    std::string out = "\"";
    for (const char32_t c : text) {
        if (c == U'"') {
            out += "\"\"";
        } else if (c >= 0x20 && c < 0x7F && c != U'\\') {
            out += static_cast<char>(c);
        } else {
            out += fmt::format("\\u{{{:x}}}", static_cast<unsigned>(c));
        }
    }
    return out + "\"";
}

SmtTextAnswer SmtTextSolver::check(const std::string& declarations, const std::vector<std::string>& assertions,
                                   const QueryLimits& limits) {
    SmtTextAnswer answer;
    z3::context& ctx = impl_->ctx;
    std::string text = declarations;
    for (const std::string& assertion : assertions) text += "(assert " + assertion + ")\n";
    z3::solver solver(ctx);
    try {
        const z3::expr_vector parsed = ctx.parse_string(text.c_str());
        for (unsigned i = 0; i < parsed.size(); ++i) solver.add(parsed[i]);
    } catch (const z3::exception& e) {
        answer.reason = fmt::format("the constraints are not SMT-LIB Z3 reads: {}", e.msg());
        return answer;
    }
    apply_work_limit(ctx, solver, limits);
    z3::check_result result = z3::unknown;
    try {
        result = impl_->alarm.check(ctx, solver, limits.timeout);
    } catch (const z3::exception& e) {
        answer.reason = e.msg();
    }
    impl_->work += impl_->meter.spent(solver) + kWorkPerZ3Query;
    if (result == z3::unsat) {
        answer.result = SatResult::Unsat;
        return answer;
    }
    if (result != z3::sat) {
        if (answer.reason.empty()) answer.reason = solver.reason_unknown();
        return answer;
    }
    answer.result = SatResult::Sat;
    const z3::model model = solver.get_model();
    for (unsigned i = 0; i < model.num_consts(); ++i) {
        const z3::func_decl decl = model.get_const_decl(i);
        const z3::expr value = model.get_const_interp(decl);
        SmtValue v;
        if (value.is_int() && value.is_numeral()) {
            v.kind = SmtValue::Kind::Int;
            v.integer = value.get_decimal_string(0);
        } else if (value.is_bool()) {
            v.kind = SmtValue::Kind::Bool;
            v.flag = value.is_true();
        } else if (value.is_string_value()) {
            v.kind = SmtValue::Kind::String;
            v.text = decode_z3_string(value.get_string());
        }
        answer.model[decl.name().str()] = std::move(v);
    }
    return answer;
}

}  // namespace symcrete::solver
