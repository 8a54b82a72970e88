// The user's heap assumptions (inputs.h, HeapAssumptions; seed 002's
// `non-aliasing` and `acyclic`): their names, matched against a reference's
// origin, their text for reports, and the `--assume` values they come from.
// Lazy initialisation applies them (Interpreter::assumed_away).
#include <fmt/format.h>

#include <algorithm>

#include "engine/inputs.h"

namespace symcrete::engine {
namespace {

// The name an origin's last part gives: "this.head.next" -> "next",
// "rows[1]" -> "rows", "list" -> "list".
std::string last_name(const std::string& origin) {
    std::string name = origin.substr(origin.rfind('.') == std::string::npos ? 0 : origin.rfind('.') + 1);
    if (const std::size_t bracket = name.find('['); bracket != std::string::npos) name.resize(bracket);
    return name;
}

std::string describe_one(const char* what, const HeapAssumption& assumption) {
    if (assumption.names.empty()) return what;
    std::string names;
    for (const std::string& name : assumption.names) names += (names.empty() ? "" : ", ") + name;
    return fmt::format("{} of {}", what, names);
}

}  // namespace

bool HeapAssumption::applies_to(const std::string& origin) const {
    if (!on) return false;
    if (names.empty()) return true;
    const std::string name = last_name(origin);
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::string HeapAssumptions::describe() const {
    std::string text;
    if (acyclic.on) text = describe_one("acyclic", acyclic);
    if (no_aliasing.on) text += (text.empty() ? "" : "; ") + describe_one("no aliasing", no_aliasing);
    return text;
}

Result<HeapAssumptions> parse_heap_assumptions(const std::vector<std::string>& given) {
    HeapAssumptions assumptions;
    for (const std::string& value : given) {
        const std::size_t equals = value.find('=');
        const std::string kind = value.substr(0, equals);
        HeapAssumption* assumption = kind == "acyclic"       ? &assumptions.acyclic
                                     : kind == "no-aliasing" ? &assumptions.no_aliasing
                                                             : nullptr;
        if (assumption == nullptr)
            return Error{fmt::format("--assume {}: expected acyclic or no-aliasing, optionally with =<field or "
                                     "parameter>,...",
                                     value)};
        assumption->on = true;
        if (equals == std::string::npos) continue;
        std::string names = value.substr(equals + 1);
        std::size_t start = 0;
        while (start <= names.size()) {
            const std::size_t comma = std::min(names.find(',', start), names.size());
            const std::string name = names.substr(start, comma - start);
            if (name.empty())
                return Error{fmt::format("--assume {}: an empty name (expected a field's or a parameter's name "
                                         "between the commas)",
                                         value)};
            assumption->names.push_back(name);
            start = comma + 1;
        }
    }
    return assumptions;
}

}  // namespace symcrete::engine
