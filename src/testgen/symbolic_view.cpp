// PET's view of a path (symbolic_view.h): the snapshots' nodes become boxes
// whose rows are written as Java text. A value too long for a box's row is
// cut with "..." (the full constraint is in the case's own text), so a
// drawing stays small whatever the path computed.
#include "symbolic_view.h"

#include <fmt/format.h>

#include <map>
#include <optional>
#include <set>
#include <utility>

#include "java_literals.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen::generation_detail {
namespace {

using engine::HeapSnapshot;
using expr::Value;

constexpr std::size_t kRowWidth = 48;  // characters of a value shown in a box's row

// "SinglyLinkedList$Node" -> "Node", "[I" -> "int[]", "[Ljava/lang/String;" -> "String[]".
std::string simple_class_name(const std::string& internal_or_array) {
    const std::string descriptor =
        internal_or_array.starts_with("[") ? internal_or_array : "L" + internal_or_array + ";";
    auto type = classfile::parse_field_descriptor(descriptor);
    std::string name = type ? type->java_name() : internal_or_array;
    if (const std::size_t dot = name.rfind('.'); dot != std::string::npos) name = name.substr(dot + 1);
    // A nested class by its own name, unless that is an anonymous class's number.
    if (const std::size_t dollar = name.rfind('$');
        dollar != std::string::npos && dollar + 1 < name.size() && !std::isdigit(static_cast<unsigned char>(name[dollar + 1])))
        name = name.substr(dollar + 1);
    return name;
}

std::string shortened(std::string text) {
    for (char& c : text)
        if (c == '\n') c = ' ';
    if (text.size() > kRowWidth) text = text.substr(0, kRowWidth - 3) + "...";
    return text;
}

class GraphWriter {
public:
    explicit GraphWriter(const std::vector<ConditionParameter>& named) : named_(named) {}

    // A value of declared type `descriptor` ("I", "Z", ...) as Java text.
    std::string primitive(const Value& value, const std::string& descriptor) const {
        if (value.is_symbolic()) return render_path_condition({value.expr()}, named_);
        const char type = descriptor.empty() ? 'I' : descriptor[0];
        if (type == 'L' || type == '[') return value.to_string();
        return detail::literal(java_value(type, value), detail::LangNames{});
    }

    HeapGraph graph(const HeapSnapshot& snapshot) const {
        HeapGraph graph;
        graph.truncated = snapshot.truncated;
        std::map<std::uint32_t, std::size_t> index;
        for (const HeapSnapshot::Node& node : snapshot.nodes) index.emplace(node.address, index.size());
        auto row = [&](const HeapSnapshot::Slot& slot) {
            HeapGraph::Row row{slot.name, ""};
            const Value& v = slot.value;
            if (v.kind() == expr::ValueKind::Ref) {
                if (engine::is_lazy_reference(v) || v.is_symbolic())
                    row.value = "?";  // never read: any object, or null, would do
                else if (v.as_ref() == 0)
                    row.value = "null";
                else if (auto at = index.find(v.as_ref()); at != index.end())
                    row.target = at->second;
                else
                    row.value = "...";  // beyond what the drawing shows
            } else {
                row.value = shortened(primitive(v, slot.descriptor));
            }
            return row;
        };
        for (const HeapSnapshot::Slot& root : snapshot.roots) graph.roots.push_back(row(root));
        for (const HeapSnapshot::Node& node : snapshot.nodes) {
            HeapGraph::Node drawn;
            drawn.label = simple_class_name(node.class_name);
            if (node.text) drawn.label += " " + shortened(detail::string_literal(*node.text));
            if (node.length) drawn.rows.push_back({"length", shortened(primitive(*node.length, "I"))});
            if (node.elements != nullptr) element_rows(node, drawn);
            for (const HeapSnapshot::Slot& slot : node.slots) drawn.rows.push_back(row(slot));
            if (node.elements_left_out != 0)
                drawn.rows.push_back({"...", fmt::format("{} more", node.elements_left_out)});
            graph.nodes.push_back(std::move(drawn));
        }
        return graph;
    }

private:
    // An array of symbolic contents: the elements its writes set, newest
    // first, then the input's own elements ("a[i]") for the rest.
    void element_rows(const HeapSnapshot::Node& node, HeapGraph::Node& drawn) const {
        const std::string element = node.class_name.size() > 1 ? node.class_name.substr(1) : "I";
        std::set<std::string> written;
        const expr::Expr* e = node.elements;
        while (e->kind() == expr::Kind::Store && drawn.rows.size() < HeapSnapshot::kMaxElements) {
            const std::string at = "[" + shortened(render_path_condition({e->operand(1)}, named_)) + "]";
            if (written.insert(at).second)
                drawn.rows.push_back({at, shortened(primitive(Value::symbolic(e->operand(2)), element))});
            e = e->operand(0);
        }
        drawn.rows.push_back({written.empty() ? "[i]" : "other [i]",
                              e->is_var() ? e->name() + "[i]" : std::string("?")});
    }

    const std::vector<ConditionParameter>& named_;
};

}  // namespace

SymbolicCase symbolic_case(const engine::PathResult& path, const classfile::MethodType& type,
                           const std::vector<ConditionParameter>& named, std::string constraint) {
    const GraphWriter writer(named);
    SymbolicCase shown;
    shown.constraint = std::move(constraint);
    if (path.end == engine::PathEnd::Threw) {
        shown.exception = true;
        shown.exception_class = classfile::internal_to_java_name(path.exception_class);
    } else if (!path.return_value) {
        shown.output = "void";
    } else if (path.return_value->kind() == expr::ValueKind::Ref) {
        shown.output = path.return_value->is_concrete() && path.return_value->as_ref() == 0 ? "null" : "result";
    } else {
        shown.output = writer.primitive(*path.return_value, type.return_type.descriptor());
    }
    if (path.heap_before) shown.input_heap = writer.graph(*path.heap_before);
    if (path.heap_after) shown.output_heap = writer.graph(*path.heap_after);
    return shown;
}

}  // namespace symcrete::testgen::generation_detail
