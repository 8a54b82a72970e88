// The alternating variable method over an entry's primitive inputs, each
// run scored by TargetGuide's fitness. Values are kept as doubles (every
// int and most longs exactly) and cast to each input's type for the run;
// scores are cached by point, so a move back costs nothing.
#include "verify/target_search.h"

#include <cmath>
#include <limits>
#include <map>

#include "classfile/descriptor.h"
#include "support/split_mix.h"

namespace symcrete::verify {

namespace {

using engine::Value;

bool primitive(const classfile::FieldType& type) { return !type.is_reference(); }

// A double as the input's Java type: rounded and clamped into its range.
Value as_input(const classfile::FieldType& type, double v) {
    auto clamp = [&](double lo, double hi) { return std::isnan(v) ? 0.0 : std::min(std::max(std::round(v), lo), hi); };
    switch (type.element) {
        case classfile::BaseType::Boolean: return Value::i32(v >= 0.5 ? 1 : 0);
        case classfile::BaseType::Byte: return Value::i32(static_cast<std::int32_t>(clamp(-128, 127)));
        case classfile::BaseType::Short: return Value::i32(static_cast<std::int32_t>(clamp(-32768, 32767)));
        case classfile::BaseType::Char: return Value::i32(static_cast<std::int32_t>(clamp(0, 65535)));
        case classfile::BaseType::Int: return Value::i32(static_cast<std::int32_t>(clamp(-2147483648.0, 2147483647.0)));
        case classfile::BaseType::Long:
            return Value::i64(static_cast<std::int64_t>(clamp(-9.2233720368547748e18, 9.2233720368547748e18 - 1024)));
        case classfile::BaseType::Float: return Value::f32(static_cast<float>(v));
        case classfile::BaseType::Double: return Value::f64(v);
        default: return Value::i32(0);
    }
}

bool integral(const classfile::FieldType& type) {
    return type.element != classfile::BaseType::Float && type.element != classfile::BaseType::Double;
}

}  // namespace

bool searchable(const classfile::Method& method, const engine::MethodInfo* construction) {
    auto type = classfile::parse_method_descriptor(method.descriptor);
    if (!type) return false;
    for (const auto& parameter : type->parameters)
        if (!primitive(parameter)) return false;
    if (method.is_static()) return true;
    if (construction == nullptr) return false;
    auto made = classfile::parse_method_descriptor(construction->descriptor());
    if (!made) return false;
    for (const auto& parameter : made->parameters)
        if (!primitive(parameter)) return false;
    return true;
}

SearchOutcome search_inputs(engine::Engine& engine, const classfile::ClassFile& cls, const classfile::Method& method,
                            const engine::MethodInfo* construction, const SearchBudget& budget) {
    SearchOutcome outcome;
    auto type = classfile::parse_method_descriptor(method.descriptor);
    std::vector<classfile::FieldType> inputs;  // the construction's, then the method's
    if (!method.is_static() && construction != nullptr) {
        auto made = classfile::parse_method_descriptor(construction->descriptor());
        if (made) inputs = made->parameters;
    }
    const std::size_t made_count = inputs.size();
    inputs.insert(inputs.end(), type->parameters.begin(), type->parameters.end());

    auto replay_inputs = [&](const std::vector<double>& point) {
        engine::ReplayInputs replay;
        if (!method.is_static()) {
            replay.arguments.push_back(Value::null());  // the constructed receiver takes its place
            engine::Construction made;
            made.method = construction;
            for (std::size_t i = 0; i < made_count; ++i) made.arguments.push_back(as_input(inputs[i], point[i]));
            replay.construction = std::move(made);
        }
        for (std::size_t i = made_count; i < inputs.size(); ++i) replay.arguments.push_back(as_input(inputs[i], point[i]));
        return replay;
    };
    const std::uint64_t work_start = engine.stats().work;
    auto out_of_budget = [&] {
        if (budget.stop_requested != nullptr && budget.stop_requested->load()) return true;
        if (budget.deadline && std::chrono::steady_clock::now() >= *budget.deadline) return true;
        return engine.stats().work - work_start >= budget.work;
    };
    std::map<std::vector<double>, double> scores;
    auto score = [&](const std::vector<double>& point) {
        if (auto it = scores.find(point); it != scores.end()) return it->second;
        const engine::PathResult run = engine.run(cls, method, replay_inputs(point));
        ++outcome.runs;
        // A run that never started the method (its construction refused
        // the values) is as far as can be.
        double s = run.reached_target ? 0.0 : run.target_fitness;
        if (run.setup_failed && !run.reached_target) s = std::numeric_limits<double>::infinity();
        scores.emplace(point, s);
        if (s == 0 && !outcome.found) outcome.found = replay_inputs(point);
        return s;
    };

    SplitMix64 random(0x5eed);
    std::vector<double> point(inputs.size(), 0.0);
    double best = score(point);
    outcome.best = best;
    for (unsigned restart = 0; !outcome.found && !out_of_budget(); ++restart) {
        if (restart > 0) {
            // Small values first, then wider: most code compares with small constants.
            const double width = restart < 8 ? 16.0 : restart < 16 ? 1024.0 : 1048576.0;
            for (double& v : point) v = std::round((random.unit() * 2 - 1) * width);
            best = score(point);
        }
        bool moved = true;
        while (moved && !outcome.found && !out_of_budget()) {
            moved = false;
            for (std::size_t i = 0; i < inputs.size() && !outcome.found && !out_of_budget(); ++i) {
                // Exploratory moves of one unit (for floating point, ever
                // finer ones too), then pattern moves doubling the step.
                std::vector<double> units = {1.0};
                // Floating point from coarse to very fine: a condition on
                // the smallest magnitudes (|x| < 2^-27) needs the last.
                if (!integral(inputs[i])) units = {1.0, 0.1, 1e-3, 1e-6, 1e-9, 1e-12};
                for (double unit : units) {
                    bool improved = false;
                    for (double direction : {1.0, -1.0}) {
                        std::vector<double> trial = point;
                        double step = unit * direction;
                        trial[i] = point[i] + step;
                        double s = score(trial);
                        if (!(s < best)) continue;
                        while (s < best && !outcome.found && !out_of_budget()) {
                            point = trial;
                            best = s;
                            step *= 2;
                            trial[i] = point[i] + step;
                            s = score(trial);
                        }
                        improved = moved = true;
                        break;
                    }
                    if (improved || outcome.found) break;
                }
            }
        }
        outcome.best = std::min(outcome.best, best);
    }
    if (outcome.found) outcome.best = 0;
    return outcome;
}

}  // namespace symcrete::verify
