// The cost models by name (cost.h).
#include "engine/cost.h"

#include "engine/runtime_class.h"

#include <algorithm>

namespace symcrete::engine {

const char* to_string(CostModel model) {
    switch (model) {
        case CostModel::Instructions: return "instructions";
        case CostModel::Calls: return "calls";
        case CostModel::Allocations: return "allocations";
        case CostModel::Bytes: return "bytes";
    }
    return "?";
}

std::optional<CostModel> parse_cost_model(std::string_view text) {
    if (text == "instructions") return CostModel::Instructions;
    if (text == "calls" || (text.starts_with("calls=") && text.size() > 6)) return CostModel::Calls;
    if (text == "allocations") return CostModel::Allocations;
    if (text == "bytes") return CostModel::Bytes;
    return std::nullopt;
}

std::uint64_t cost_of(const Cost& cost, CostModel model) {
    switch (model) {
        case CostModel::Instructions: return cost.instructions;
        case CostModel::Calls: return cost.calls;
        case CostModel::Allocations: return cost.allocations;
        case CostModel::Bytes: return cost.bytes;
    }
    return 0;
}

std::string cost_text(CostModel model, std::uint64_t value) {
    const bool one = value == 1;
    const char* unit = "";
    switch (model) {
        case CostModel::Instructions: unit = one ? "JVM instruction" : "JVM instructions"; break;
        case CostModel::Calls: unit = one ? "call" : "calls"; break;
        case CostModel::Allocations: unit = one ? "allocation" : "allocations"; break;
        case CostModel::Bytes: unit = one ? "byte" : "bytes"; break;
    }
    return std::to_string(value) + " " + unit;
}

namespace {

std::uint64_t bytes_of(char descriptor) {
    switch (descriptor) {
        case 'Z': case 'B': return 1;
        case 'C': case 'S': return 2;
        case 'J': case 'D': return 8;
        default: return 4;  // int, float, and a compressed reference
    }
}

std::uint64_t aligned(std::uint64_t bytes) { return (bytes + 7) / 8 * 8; }

}  // namespace

std::uint64_t shallow_bytes(const RuntimeClass& cls, std::int64_t length) {
    if (cls.is_array()) return aligned(16 + bytes_of(cls.element_type) * static_cast<std::uint64_t>(std::max<std::int64_t>(length, 0)));
    std::uint64_t fields = 0;
    for (const RuntimeClass* c = &cls; c != nullptr; c = c->super)
        for (const auto& [name, slot] : c->declared_fields)
            if (!slot.is_static) fields += bytes_of(slot.type);
    return aligned(12 + fields);
}

}  // namespace symcrete::engine
