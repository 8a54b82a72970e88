// Seed 000's path budget (engine/path_budget.h): what a call and a decided
// input class cost, and the end of a path that cannot pay.
#include <fmt/format.h>

#include "classfile/data_class.h"
#include "interpreter.h"

namespace symcrete::engine::detail {

namespace {

std::string simple_name(const std::string& internal) {
    const auto cut = internal.find_last_of("/$");
    return cut == std::string::npos ? internal : internal.substr(cut + 1);
}

bool is_data_class(const RuntimeClass* cls) {
    return cls != nullptr && cls->file != nullptr &&
           classfile::data_components(*cls->file, cls->super != nullptr ? cls->super->file : nullptr).has_value();
}

[[noreturn]] void over_budget(std::uint32_t spent, std::uint32_t budget, const std::string& what) {
    throw PathEnded{PathEnd::DepthExceeded, fmt::format("path budget {} exceeded ({}) by {}", budget, spent, what)};
}

}  // namespace

void Interpreter::charge_call(State& state, const MethodInfo& callee) {
    if (!options_.path_budget || state.frames.empty()) return;
    const PathBudget& budget = *options_.path_budget;
    // A Scala object's static forwarder (Interp.f calling Interp$.MODULE$.f).
    const Frame& caller = state.frames.back();
    if (caller.code != nullptr && caller.code->method != nullptr) {
        const MethodInfo& from = *caller.code->method;
        if (from.is_static() && callee.owner->name == from.owner->name + "$" && callee.name() == from.name() &&
            callee.descriptor() == from.descriptor())
            return;
    }
    auto known = call_costs_.find(&callee);
    if (known == call_costs_.end()) {
        std::uint32_t cost = budget.call_cost;
        const RuntimeClass* owner = callee.owner;
        const std::string& name = callee.name();
        const bool companion = owner->name.ends_with("$") && [&] {
            auto data = program_.klass(owner->name.substr(0, owner->name.size() - 1));
            return data && is_data_class(*data);
        }();
        // The Scala and Kotlin runtimes (a case class's constructor calls
        // scala.Product$class.$init$) are not the program's own code.
        const bool runtime = owner->name.starts_with("scala/") || owner->name.starts_with("kotlin/");
        if (is_jdk_class(owner) || runtime || name == "<init>" || name == "<clinit>" ||
            (callee.method->access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) != 0 ||
            is_data_class(owner) || companion) {
            cost = 0;
        } else {
            std::string owner_name = simple_name(owner->name);
            if (owner_name.ends_with("$")) owner_name.pop_back();  // a Scala object's methods
            if (auto it = budget.method_costs.find(owner_name + "." + name); it != budget.method_costs.end())
                cost = it->second;
            else if (auto by_name = budget.method_costs.find(name); by_name != budget.method_costs.end())
                cost = by_name->second;
        }
        known = call_costs_.emplace(&callee, cost).first;
    }
    state.budget_spent += known->second;
    if (state.budget_spent > budget.budget) over_budget(state.budget_spent, budget.budget, "a call of " + callee.key);
}

void Interpreter::charge_match(State& state, const RuntimeClass* cls) {
    if (!options_.path_budget || cls == nullptr) return;
    const PathBudget& budget = *options_.path_budget;
    auto it = budget.match_costs.find(simple_name(cls->name));
    if (it == budget.match_costs.end()) it = budget.match_costs.find(cls->java_name());
    if (it == budget.match_costs.end()) return;
    state.budget_spent += it->second;
    if (state.budget_spent > budget.budget)
        over_budget(state.budget_spent, budget.budget, "an input of class " + cls->java_name());
}

}  // namespace symcrete::engine::detail
