// The class's methods as tests call them (class_methods.h): its public
// constructions, ranked by how few parameters they take, and the calls
// worth making before a method, found by a cheap look at their IR; and the
// --method filter (generator.h).
#include "class_methods.h"

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "engine/receiver_changes.h"
#include "ir/ir.h"
#include "testgen/generator.h"

namespace symcrete::testgen {
namespace generation_detail {
namespace {

using classfile::BaseType;

// At most this many constructions per method, fewest parameters first:
// each shares the method's budget.
constexpr std::size_t kMaxConstructions = 4;

// Does the type name `cls` (or an array of it)?
bool names_class(const classfile::FieldType& type, const std::string& cls) {
    return type.element == BaseType::Object && type.class_name == cls;
}

}  // namespace

std::vector<const classfile::Method*> constructions(const classfile::ClassFile& cls) {
    std::vector<const classfile::Method*> found;
    if (cls.is_abstract() || cls.is_interface() || (cls.access_flags & classfile::access::Enum)) return found;
    bool inner = false;
    for (const classfile::InnerClass& entry : cls.inner_classes) {
        if (entry.inner_class != cls.name) continue;
        if (!entry.inner_name || !entry.outer_class || (entry.access_flags & classfile::access::Private)) return found;
        inner = (entry.access_flags & classfile::access::Static) == 0;
    }
    std::vector<std::pair<std::size_t, const classfile::Method*>> ranked;
    for (const classfile::Method& method : cls.methods) {
        if (!(method.access_flags & classfile::access::Public) || !method.code) continue;
        if (method.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
        auto type = classfile::parse_method_descriptor(method.descriptor);
        if (!type) continue;
        const bool is_init = method.name == "<init>" && !inner;
        const bool is_factory = method.is_static() && method.name != "<clinit>" && type->return_type.dimensions == 0 &&
                                names_class(type->return_type, cls.name);
        if (!is_init && !is_factory) continue;
        if (std::any_of(type->parameters.begin(), type->parameters.end(),
                        [&](const classfile::FieldType& p) { return names_class(p, cls.name); }))
            continue;
        ranked.emplace_back(type->parameters.size(), &method);
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [count, method] : ranked) {
        if (found.size() == kMaxConstructions) break;
        found.push_back(method);
    }
    return found;
}

std::vector<const classfile::Method*> setup_calls(engine::Program& program, const classfile::ClassFile& cls,
                                                  const classfile::Method& method) {
    return setup_calls(program, cls, method, kMaxSetupCalls);
}

std::vector<const classfile::Method*> setup_calls(engine::Program& program, const classfile::ClassFile& cls,
                                                  const classfile::Method& method, std::size_t at_most) {
    std::vector<std::pair<int, const classfile::Method*>> ranked;
    for (const classfile::Method& candidate : cls.methods) {
        if (!(candidate.access_flags & classfile::access::Public) || candidate.is_static() || !candidate.code) continue;
        if (candidate.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
        if (candidate.name == "<init>" || candidate.name == "equals" || candidate.name == "hashCode" ||
            candidate.name == "toString" || candidate.name == "compareTo")
            continue;
        const bool returns_void = candidate.descriptor.ends_with(")V");
        if (candidate.descriptor.starts_with("()") && !returns_void) continue;  // a getter
        if (engine::Engine::unsupported_reason(candidate) || !engine::may_change_receiver(program, cls, candidate)) continue;
        const int rank = &candidate == &method ? 0 : returns_void ? 1 : 2;
        ranked.emplace_back(rank, &candidate);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const classfile::Method*> found;
    for (const auto& [rank, candidate] : ranked) {
        if (found.size() == at_most) break;
        found.push_back(candidate);
    }
    return found;
}

std::vector<const classfile::Method*> adders(engine::Program& program, const classfile::ClassFile& cls) {
    std::vector<const classfile::Method*> found;
    for (const classfile::Method& candidate : cls.methods) {
        if (!(candidate.access_flags & classfile::access::Public) || candidate.is_static() || !candidate.code) continue;
        if (candidate.access_flags & (classfile::access::Synthetic | classfile::access::Bridge)) continue;
        if (candidate.name == "<init>" || !candidate.descriptor.ends_with(")V") || candidate.descriptor.starts_with("()"))
            continue;
        if (engine::Engine::unsupported_reason(candidate) || !engine::may_change_receiver(program, cls, candidate)) continue;
        found.push_back(&candidate);
    }
    return found;
}

std::vector<std::vector<const classfile::Method*>> setup_sequences(engine::Program& program,
                                                                   const classfile::ClassFile& cls,
                                                                   const classfile::Method& method) {
    const std::vector<const classfile::Method*> changers = setup_calls(program, cls, method, SIZE_MAX);
    std::vector<const classfile::Method*> adders = generation_detail::adders(program, cls);
    std::erase(adders, &method);
    std::vector<std::vector<const classfile::Method*>> sequences;
    if (adders.empty()) return sequences;
    sequences.push_back({adders[0], adders[0]});
    // A method without parameters that changes the state (sort, reverse,
    // rotate) does all it does to what is already there, and two values
    // have only two orders: a scan that keeps the wrong candidate (the last
    // smaller value, not the smallest) sorts both. Three values show it.
    const bool transforms = method.descriptor.starts_with("()") &&
                            std::find(changers.begin(), changers.end(), &method) != changers.end();
    if (transforms) sequences.push_back({adders[0], adders[0], adders[0]});
    // A query after a value was put in and taken out again (add then
    // remove of the same price, push then pop): the taking method returns
    // what it took or whether it found it, so it is no adder, and a total
    // it forgets to lower shows only in the query after it.
    const bool changes = std::find(changers.begin(), changers.end(), &method) != changers.end();
    const std::string_view put = adders[0]->descriptor;
    const std::string_view put_parameters = put.substr(0, put.find(')') + 1);
    for (const classfile::Method* taker : changers) {
        if (changes || taker == adders[0] || taker == &method || taker->descriptor.ends_with(")V") ||
            !taker->descriptor.starts_with(put_parameters))
            continue;
        sequences.push_back({adders[0], taker});
        break;
    }
    if (adders.size() >= 2) {
        std::vector<const classfile::Method*> chain{adders[0], adders[1]};
        if (std::find(changers.begin(), changers.end(), &method) != changers.end()) chain.push_back(&method);
        sequences.push_back(std::move(chain));
    }
    return sequences;
}

std::vector<ConstantBody> constant_bodies(engine::Program& program, const classfile::ClassFile& cls,
                                          const classfile::Method& method) {
    std::vector<ConstantBody> bodies;
    if (!(cls.access_flags & classfile::access::Enum) || method.is_static()) return bodies;
    for (const classfile::InnerClass& inner : cls.inner_classes) {
        // A constant's body is an anonymous class of the enum: no outer
        // class or name of its own, listed in the enum's InnerClasses.
        if (inner.outer_class || inner.inner_name || !inner.inner_class.starts_with(cls.name + "$")) continue;
        auto body = program.klass(inner.inner_class);
        if (!body || (*body)->file == nullptr || (*body)->super == nullptr || (*body)->super->name != cls.name) continue;
        const classfile::Method* own = (*body)->file->find_method(method.name, method.descriptor);
        if (own != nullptr && own->code) bodies.push_back({(*body)->file, own});
    }
    return bodies;
}

}  // namespace generation_detail

bool method_matches(const std::string& filter, const classfile::Method& method) {
    if (filter.find('(') == std::string::npos) return method.name == filter;
    return method.name + method.descriptor == filter;
}

}  // namespace symcrete::testgen
