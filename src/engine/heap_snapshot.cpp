// Snapshots of a path's heap for PET's view of a test case (heap_snapshot.h).
// Both walks are breadth first from the roots, so the nodes come in the order
// a reader meets them (this, then this.head, then this.head.next), and both
// stop at kMaxNodes: a list of a thousand nodes is drawn as its first ones.
#include "engine/heap_snapshot.h"

#include <algorithm>
#include <deque>
#include <unordered_set>
#include <utility>

#include <fmt/format.h>

namespace symcrete::engine {
namespace {

// Every instance field of `cls`, the superclasses' too, in slot order.
std::vector<HeapSnapshot::Slot> instance_fields(const RuntimeClass* cls) {
    std::vector<std::pair<std::uint32_t, HeapSnapshot::Slot>> fields;
    for (const RuntimeClass* c = cls; c != nullptr; c = c->super) {
        for (const auto& [key, slot] : c->declared_fields) {
            if (slot.is_static) continue;
            const std::size_t colon = key.find(':');
            fields.emplace_back(slot.index, HeapSnapshot::Slot{key.substr(0, colon), key.substr(colon + 1), Value()});
        }
    }
    std::sort(fields.begin(), fields.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<HeapSnapshot::Slot> result;
    for (auto& [index, field] : fields) result.push_back(std::move(field));
    return result;
}

// A box of java.lang (Integer, Character, ...): its one field "value" is shown.
bool is_box(const RuntimeClass* cls) {
    static const std::unordered_set<std::string> boxes = {
        "java/lang/Integer", "java/lang/Long",      "java/lang/Short", "java/lang/Byte",
        "java/lang/Character", "java/lang/Boolean", "java/lang/Float", "java/lang/Double"};
    return boxes.count(cls->name) != 0;
}

// The descriptor of an array's elements ("I", "Ljava/lang/String;").
std::string element_descriptor(const RuntimeClass* array) {
    return array->name.size() > 1 ? array->name.substr(1) : std::string("Ljava/lang/Object;");
}

// A lazy reference the path resolved, as what it became: the input object's
// address or null. Unresolved ones stay as they are.
Value followed(const Value& value, const InputGraph* inputs) {
    if (inputs == nullptr || !is_lazy_reference(value)) return value;
    const std::uint32_t id = lazy_reference_id(value);
    if (id >= inputs->references.size()) return value;
    const std::int32_t target = inputs->references[id].target;
    if (target == LazyReference::kNull) return Value::null();
    if (target < 0 || static_cast<std::size_t>(target) >= inputs->objects.size()) return value;
    return Value::ref(inputs->objects[static_cast<std::size_t>(target)].address);
}

// An address the walk should visit: a concrete, non-null, non-lazy reference.
std::optional<std::uint32_t> address_of(const Value& value) {
    if (value.kind() != expr::ValueKind::Ref || !value.is_concrete() || is_lazy_reference(value) || value.as_ref() == 0)
        return std::nullopt;
    return value.as_ref();
}

// The breadth-first walk both snapshots share: `describe` makes the node
// for an address (its slots' values already followed), or none when there
// is no such object.
template <typename Describe>
HeapSnapshot walk(std::vector<HeapSnapshot::Slot> roots, const InputGraph* inputs, Describe describe) {
    HeapSnapshot snapshot;
    for (HeapSnapshot::Slot& root : roots) root.value = followed(root.value, inputs);
    snapshot.roots = std::move(roots);
    std::deque<std::uint32_t> queue;
    std::unordered_set<std::uint32_t> seen;
    auto enqueue = [&](const Value& value) {
        if (auto address = address_of(value); address && seen.insert(*address).second) queue.push_back(*address);
    };
    for (const HeapSnapshot::Slot& root : snapshot.roots) enqueue(root.value);
    while (!queue.empty()) {
        const std::uint32_t address = queue.front();
        queue.pop_front();
        if (snapshot.nodes.size() >= HeapSnapshot::kMaxNodes) {
            snapshot.truncated = true;
            break;
        }
        std::optional<HeapSnapshot::Node> node = describe(address);
        if (!node) continue;
        for (HeapSnapshot::Slot& slot : node->slots) {
            slot.value = followed(slot.value, inputs);
            enqueue(slot.value);
        }
        snapshot.nodes.push_back(std::move(*node));
    }
    return snapshot;
}

// `values` as the slots of a node of class `cls`: fields by name, elements by index.
void fill_slots(HeapSnapshot::Node& node, const RuntimeClass* cls, const std::vector<Value>& values) {
    if (cls->is_array()) {
        const std::string descriptor = element_descriptor(cls);
        const std::size_t shown = std::min(values.size(), HeapSnapshot::kMaxElements);
        for (std::size_t i = 0; i < shown; ++i)
            node.slots.push_back(HeapSnapshot::Slot{fmt::format("[{}]", i), descriptor, values[i]});
        node.elements_left_out = values.size() - shown;
        return;
    }
    if (is_jdk_class(cls) && !is_box(cls)) return;  // the JDK's insides are not the program's
    std::vector<HeapSnapshot::Slot> fields = instance_fields(cls);
    for (std::size_t i = 0; i < fields.size() && i < values.size(); ++i) {
        fields[i].value = values[i];
        node.slots.push_back(std::move(fields[i]));
    }
}

}  // namespace

const HeapSnapshot::Node* HeapSnapshot::find(std::uint32_t address) const {
    for (const Node& node : nodes)
        if (node.address == address) return &node;
    return nullptr;
}

HeapSnapshot snapshot_heap(const Heap& heap, std::vector<HeapSnapshot::Slot> roots, const InputGraph* inputs) {
    return walk(std::move(roots), inputs, [&](std::uint32_t address) -> std::optional<HeapSnapshot::Node> {
        if (address > heap.size()) return std::nullopt;
        const Object& object = heap.get(address);
        if (object.cls == nullptr) return std::nullopt;
        HeapSnapshot::Node node;
        node.address = address;
        node.class_name = object.cls->name;
        switch (object.kind) {
            case Object::Kind::String:
                node.text = object.chars;
                break;
            case Object::Kind::Array:
                if (object.symbolic) {
                    node.length = object.symbolic->length;
                    node.elements = object.symbolic->elements;
                } else {
                    fill_slots(node, object.cls, object.slots);
                }
                break;
            case Object::Kind::Instance:
                fill_slots(node, object.cls, object.slots);
                break;
            case Object::Kind::SymbolicString:  // an input String: its length says what the path asked of it
                if (object.symbolic_text) node.length = object.symbolic_text->length;
                break;
            default:  // a builder, a Class, a lambda: the class says enough
                break;
        }
        return node;
    });
}

HeapSnapshot snapshot_inputs(const InputGraph& inputs, std::vector<HeapSnapshot::Slot> roots) {
    return walk(std::move(roots), &inputs, [&](std::uint32_t address) -> std::optional<HeapSnapshot::Node> {
        const auto object = std::find_if(inputs.objects.begin(), inputs.objects.end(),
                                         [&](const InputObject& o) { return o.address == address; });
        if (object == inputs.objects.end() || object->cls == nullptr) return std::nullopt;
        HeapSnapshot::Node node;
        node.address = address;
        node.class_name = object->cls->name;
        if (object->elements != nullptr) {
            node.length = object->length;
            node.elements = object->elements;
        } else if (object->constructor == nullptr && object->function == nullptr && object->constant.empty() &&
                   object->collection == CollectionKind::None && !object->jdk_value) {
            // Plain instances and arrays of references: their slots are
            // their fields and elements. Records, collections, answer
            // tables and constants are made by code, not field by field:
            // their class says what they are.
            fill_slots(node, object->cls, object->slots);
        }
        return node;
    });
}

}  // namespace symcrete::engine
