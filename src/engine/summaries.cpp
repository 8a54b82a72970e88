// Method summaries (method_summary.h): which methods may have one, making
// one by a nested exploration of the callee, and taking one at a call.
//
// Only methods whose every path is a function of their arguments alone are
// summarized: static, primitive parameters and result, and code that reads
// and writes no heap, no static, no exception handler, calling only such
// methods (or java.lang.Math's). Their paths' conditions and results then
// mention nothing but the parameters, so a case read in the caller's
// arguments is exact. A summary is kept only when the exploration was
// complete and lost no precision; any other callee runs as any call, so the
// paths a caller finds are the same with and without summaries.
#include <algorithm>
#include <fmt/format.h>

#include "expr/substitution.h"
#include "interpreter.h"

namespace symcrete::engine::detail {

namespace {

bool is_primitive(ir::Type type) { return type != ir::Type::Void && type != ir::Type::Ref; }

// The nested exploration's share: a method with a summary worth having is
// explored in far less (a few paths of straight-line arithmetic).
constexpr double kSummarySeconds = 0.5;

}  // namespace

std::optional<std::string> Interpreter::summary_refusal(const MethodInfo& method,
                                                        std::set<const MethodInfo*>& visiting) {
    if (!visiting.insert(&method).second) return std::nullopt;  // recursion: judged where it began
    if (!method.is_static()) return "not static";
    if (method.intrinsic != nullptr) return "modelled by the engine";
    if (method.method->is_native() || method.method->is_abstract() || method.method->is_synchronized())
        return "native, abstract or synchronized";
    auto code = program_.code(method);
    if (!code) return code.error().message;
    const ir::Function& fn = *(*code)->fn;
    if (std::string_view("ZBCSIJFD").find(method.return_type) == std::string_view::npos)
        return "its result is not a primitive";
    if (!std::all_of(fn.param_types.begin(), fn.param_types.end(), is_primitive))
        return "a parameter is not a primitive";
    for (const ir::Block& block : fn.blocks) {
        if (!block.handlers.empty()) return "it catches exceptions";
        for (const ir::Instr& instr : block.instrs) {
            switch (instr.op) {
                case ir::Op::Move: case ir::Op::Neg: case ir::Op::Add: case ir::Op::Sub: case ir::Op::Mul:
                case ir::Op::Div: case ir::Op::Rem: case ir::Op::Shl: case ir::Op::Shr: case ir::Op::Ushr:
                case ir::Op::And: case ir::Op::Or: case ir::Op::Xor: case ir::Op::Convert: case ir::Op::Cmp:
                case ir::Op::CmpL: case ir::Op::CmpG: case ir::Op::If: case ir::Op::Goto: case ir::Op::Switch:
                case ir::Op::Return:
                    break;
                case ir::Op::Const: {
                    const ir::Constant::Kind kind = fn.constants[instr.aux].kind;
                    if (kind != ir::Constant::Kind::Int && kind != ir::Constant::Kind::Long &&
                        kind != ir::Constant::Kind::Float && kind != ir::Constant::Kind::Double)
                        return "it makes an object constant";
                    break;
                }
                case ir::Op::Invoke: {
                    if (instr.invoke != ir::InvokeKind::Static) return "it calls an instance method";
                    const ir::Member& member = fn.members[fn.calls[instr.aux].member];
                    // Looked up without ending the path: the call may never run.
                    auto owner = program_.klass(member.owner);
                    if (!owner) return owner.error().message;
                    auto callee = program_.resolve_method(*owner, member.name, member.descriptor);
                    if (!callee) return callee.error().message;
                    const MethodInfo& target = **callee;
                    if (target.owner->name == "java/lang/Math" || target.owner->name == "java/lang/StrictMath") break;
                    if (auto refusal = summary_refusal(target, visiting))
                        return fmt::format("it calls {}, which {}", target.key, *refusal);
                    break;
                }
                default: return fmt::format("it uses {}", ir::to_string(instr.op));
            }
        }
    }
    return std::nullopt;
}

const MethodSummary* Interpreter::summary_of(State& state, const MethodInfo& method) {
    if (const auto known = summaries_.find(&method); known != summaries_.end()) return known->second.get();
    std::set<const MethodInfo*> visiting;
    if (summary_refusal(method, visiting)) {
        summaries_.emplace(&method, nullptr);
        ++stats_.summaries_refused;
        return nullptr;
    }
    EngineOptions nested = options_;
    nested.target.reset();
    nested.path_budget.reset();
    nested.max_paths = kMaxSummaryCases + 1;
    nested.work_budget = work_for_seconds(kSummarySeconds);
    // The nested engine has summaries of its own to keep: its callees run
    // as calls (a recursive callee would otherwise nest engines without end).
    nested.summaries = false;
    Engine engine(program_, ctx_, solver_, nested);
    std::vector<PathResult> paths;
    if (engine.begin(*method.owner->file, *method.method)) {
        while (!engine.finished() && !engine.stats().budget_exhausted) {
            std::vector<PathResult> more = engine.resume(nested.work_budget);
            std::move(more.begin(), more.end(), std::back_inserter(paths));
        }
    }
    charge(state, engine.stats().work);
    // Each path's inputs, a Var per parameter (null: a parameter that is not one).
    auto inputs_of = [](const PathResult& path) {
        std::vector<const expr::Expr*> inputs;
        for (const Value& argument : path.arguments)
            inputs.push_back(argument.is_symbolic() && argument.expr()->is_var() ? argument.expr() : nullptr);
        return inputs;
    };
    auto summary = std::make_unique<MethodSummary>();
    bool complete = engine.finished() && !engine.stats().budget_exhausted && !paths.empty() &&
                    paths.size() <= kMaxSummaryCases;
    if (complete) {
        summary->parameters = inputs_of(paths.front());
        complete = std::find(summary->parameters.begin(), summary->parameters.end(), nullptr) == summary->parameters.end();
    }
    // The caller's path records the edges the callee's class would.
    auto code = program_.code(method);
    const bool records_edges = code && covers(**code);
    for (const PathResult& path : paths) {
        complete = complete && (path.end == PathEnd::Returned || path.end == PathEnd::Threw) &&
                   path.precision_lost.empty() && inputs_of(path) == summary->parameters;
        if (!complete) break;
        MethodSummary::Case item;
        item.condition = ctx_.boolean(true);
        for (const expr::Expr* fact : path.path_condition) item.condition = ctx_.binary(expr::Kind::BoolAnd, item.condition, fact);
        if (path.end == PathEnd::Returned) {
            if (!path.return_value) {
                complete = false;
                break;
            }
            item.result = path.return_value->to_expr(ctx_);
        }
        if (records_edges) item.covered = path.covered;
        // Nothing but the parameters: an input of any other kind would be
        // the caller's to make, and is not.
        std::vector<const expr::Expr*> mentioned = expr::collect_vars(item.condition);
        if (item.result != nullptr)
            for (const expr::Expr* var : expr::collect_vars(item.result)) mentioned.push_back(var);
        complete = std::all_of(mentioned.begin(), mentioned.end(), [&](const expr::Expr* var) {
            return std::find(summary->parameters.begin(), summary->parameters.end(), var) != summary->parameters.end();
        });
        summary->cases.push_back(std::move(item));
    }
    if (!complete) summary.reset();
    ++(summary ? stats_.summaries_made : stats_.summaries_refused);
    return summaries_.emplace(&method, std::move(summary)).first->second.get();
}

bool Interpreter::call_by_summary(State& state, const MethodInfo& method, const Value* args, ir::Reg result) {
    if (!options_.summaries || !symbolic_ || run_.host_depth != 0 || options_.path_budget || options_.target ||
        !method.is_static() || state.frames.empty())
        return false;
    if (std::none_of(args, args + method.arg_count, [](const Value& v) { return v.is_symbolic(); })) return false;
    const MethodSummary* summary = summary_of(state, method);
    if (summary == nullptr) return false;
    expr::Substitution arguments;
    for (std::size_t i = 0; i < summary->parameters.size(); ++i)
        arguments.emplace(summary->parameters[i], args[i].to_expr(ctx_));
    std::vector<const expr::Expr*> conditions;
    conditions.reserve(summary->cases.size());
    for (const MethodSummary::Case& item : summary->cases)
        conditions.push_back(expr::substitute(ctx_, item.condition, arguments));
    const MethodSummary::Case& taken = summary->cases[choose(state, conditions, std::nullopt, {}, true)];
    if (taken.result == nullptr) return false;  // it throws: the callee runs, along this case alone
    for (const Edge& edge : taken.covered) state.covered.insert(Edge{edge});
    ++stats_.summarized_calls;
    if (result != ir::kNoReg)
        state.registers[state.frames.back().base + result] = Value::symbolic(expr::substitute(ctx_, taken.result, arguments));
    return true;
}

}  // namespace symcrete::engine::detail
