// Data classes (data_class.h): records by their Record attribute, Scala case
// classes and Kotlin data classes by what their compilers always write.
#include "classfile/data_class.h"

#include <algorithm>

namespace symcrete::classfile {

std::string data_constructor_descriptor(const std::vector<RecordComponent>& components) {
    std::string descriptor = "(";
    for (const RecordComponent& component : components) descriptor += component.descriptor;
    return descriptor + ")V";
}

std::optional<std::vector<RecordComponent>> data_components(const ClassFile& cls, const ClassFile* superclass) {
    if (cls.record) return *cls.record;
    if (cls.is_abstract() || cls.is_interface()) return std::nullopt;
    const bool scala_case = std::find(cls.interfaces.begin(), cls.interfaces.end(), "scala/Product") != cls.interfaces.end();
    // A Kotlin data class has at least one component, and component1().
    const bool kotlin_data = std::any_of(cls.methods.begin(), cls.methods.end(), [](const Method& m) {
        return m.name == "component1" && m.descriptor.starts_with("()");
    });
    if (!scala_case && !kotlin_data) return std::nullopt;
    // The superclass's instance fields would be state the constructor's
    // arguments do not show (a Throwable's message and trace).
    if (cls.super_name && *cls.super_name != "java/lang/Object") {
        if (superclass == nullptr) return std::nullopt;
        if (std::any_of(superclass->fields.begin(), superclass->fields.end(), [](const Field& f) { return !f.is_static(); }))
            return std::nullopt;
    }
    std::vector<RecordComponent> components;
    for (const Field& field : cls.fields) {
        if (field.is_static()) continue;
        RecordComponent component;
        component.name = field.name;
        component.descriptor = field.descriptor;
        component.signature = field.signature;
        components.push_back(std::move(component));
    }
    const Method* constructor = cls.find_method("<init>", data_constructor_descriptor(components));
    if (constructor == nullptr || (constructor->access_flags & access::Public) == 0) return std::nullopt;
    return components;
}

}  // namespace symcrete::classfile
