// The statics tests restore (static_state.h): which static fields the
// class's own code assigns, found in its IR, and their values after class
// initialisation, from a run of <clinit> in the engine.
#include "static_state.h"

#include <set>
#include <string_view>
#include <utility>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "ir/ir.h"
#include "testgen/test_inputs.h"

namespace symcrete::testgen::generation_detail {
namespace {

using expr::Value;

// The Java value of a parameter of type `type` from a concrete engine value.
JavaValue to_java(const classfile::FieldType& type, const Value& v) { return java_value(type.descriptor()[0], v); }

bool is_primitive_descriptor(const std::string& descriptor) {
    return descriptor.size() == 1 && std::string_view("ZBCSIJFD").find(descriptor[0]) != std::string_view::npos;
}

// The static fields of the class its own methods assign outside <clinit>:
// what a test can leave changed for the next. Keyed "name:descriptor".
std::set<std::string> assigned_statics(engine::Program& program, const classfile::ClassFile& cls) {
    std::set<std::string> assigned;
    auto runtime = program.klass(cls.name);
    if (!runtime) return assigned;
    for (const engine::MethodInfo& info : (*runtime)->methods) {
        if (info.method->name == "<clinit>" || !info.method->code) continue;
        auto code = program.code(info);
        if (!code) continue;
        const ir::Function& fn = *(*code)->fn;
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs) {
                if (instr.op != ir::Op::PutStatic) continue;
                const ir::Member& member = fn.members[instr.aux];
                if (member.owner == cls.name) assigned.insert(member.name + ":" + member.descriptor);
            }
    }
    return assigned;
}

}  // namespace

std::optional<std::string> collect_static_state(GenerationContext& generation) {
    engine::Program& program = generation.program;
    const classfile::ClassFile& cls = generation.cls;
    std::set<std::string> assigned = assigned_statics(program, cls);
    if (assigned.empty()) return std::nullopt;
    engine::Engine engine(program, generation.context, generation.solver, generation.options.engine);
    auto initial = engine.initial_statics(cls);
    if (!initial) return initial.error().message;
    for (const classfile::Field& field : cls.fields) {
        const std::string key = field.name + ":" + field.descriptor;
        if (!field.is_static() || (field.access_flags & classfile::access::Final) || !assigned.count(key)) continue;
        if (!is_primitive_descriptor(field.descriptor)) continue;
        auto value = initial->find(key);
        if (value == initial->end()) continue;
        auto type = classfile::parse_field_descriptor(field.descriptor);
        if (!type) continue;
        StaticField restored;
        restored.name = field.name;
        restored.descriptor = field.descriptor;
        // Tests in another package (TestSuite::test_package) assign only public fields.
        restored.is_private = (field.access_flags & classfile::access::Private) != 0 ||
                              (generation.tests_outside_package() && (field.access_flags & classfile::access::Public) == 0);
        restored.initial = to_java(*type, value->second);
        generation.result.suite.static_state.push_back(std::move(restored));
    }
    return std::nullopt;
}

}  // namespace symcrete::testgen::generation_detail
