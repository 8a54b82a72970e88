// A package run's budget, shared by what each class offers to explore
// (package_budget.h).
#include "package_budget.h"

#include <algorithm>
#include <numeric>

namespace symcrete::app {

namespace {

// A method's base weight, in bytes of bytecode: a getter's few bytes still
// cost a receiver, its constructions and their tests.
constexpr double kMethodBase = 24;
// The bounds of a class's share, as factors of the average.
constexpr double kLeastFactor = 0.25;
constexpr double kMostFactor = 4;

}  // namespace

double exploration_weight(const classfile::ClassFile& cls) {
    double weight = 0;
    for (const classfile::Method& method : cls.methods) {
        if (method.name == "<clinit>") continue;
        if (method.access_flags & (classfile::access::Private | classfile::access::Synthetic)) continue;
        weight += kMethodBase + (method.code ? static_cast<double>(method.code->bytecode.size()) : 0);
    }
    return weight;
}

std::vector<double> share_package_budget(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                         double average_seconds) {
    std::vector<double> weights;
    for (const std::string& name : classes) {
        auto cls = class_path.load(name);
        weights.push_back(cls ? exploration_weight(**cls) : 0);
    }
    const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
    std::vector<double> budgets;
    for (const double weight : weights) {
        const double share = total > 0 ? average_seconds * static_cast<double>(classes.size()) * weight / total
                                       : average_seconds;
        budgets.push_back(std::clamp(share, average_seconds * kLeastFactor, average_seconds * kMostFactor));
    }
    return budgets;
}

}  // namespace symcrete::app
