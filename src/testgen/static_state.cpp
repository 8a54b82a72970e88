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

// An id counter held in an atomic (`static final AtomicLong NEXT_ID`): the
// test sets its number back (`.set(1000L)`), as it assigns a primitive.
// The descriptor of the number it holds; empty for any other type.
std::string atomic_counter_value(const std::string& descriptor) {
    if (descriptor == "Ljava/util/concurrent/atomic/AtomicInteger;") return "I";
    if (descriptor == "Ljava/util/concurrent/atomic/AtomicLong;") return "J";
    return {};
}


// The static fields of `cls` that the methods of `cls` other than <clinit>
// write (`op` PutStatic: what a test can leave changed for the next) or read
// (GetStatic). Keyed "name:descriptor".
std::set<std::string> statics_used(engine::Program& program, const classfile::ClassFile& cls, ir::Op op) {
    std::set<std::string> used;
    auto runtime = program.klass(cls.name);
    if (!runtime) return used;
    for (const engine::MethodInfo& info : (*runtime)->methods) {
        if (info.method->name == "<clinit>" || !info.method->code) continue;
        auto code = program.code(info);
        if (!code) continue;
        const ir::Function& fn = *(*code)->fn;
        for (const ir::Block& block : fn.blocks)
            for (const ir::Instr& instr : block.instrs) {
                if (instr.op != op) continue;
                const ir::Member& member = fn.members[instr.aux];
                if (member.owner == cls.name) used.insert(member.name + ":" + member.descriptor);
            }
    }
    return used;
}

// The application classes (not the JDK's) whose members the methods of `cls`
// use, other than `cls`: a Library that registers a Member makes Member's
// id counter move, and a test that expects the id "M0001" needs it back.
std::set<std::string> used_classes(engine::Program& program, const classfile::ClassFile& cls) {
    std::set<std::string> used;
    auto runtime = program.klass(cls.name);
    if (!runtime) return used;
    for (const engine::MethodInfo& info : (*runtime)->methods) {
        if (!info.method->code) continue;
        auto code = program.code(info);
        if (!code) continue;
        for (const ir::Member& member : (*code)->fn->members) {
            if (member.owner == cls.name || member.owner.empty() || member.owner[0] == '[') continue;
            auto owner = program.klass(member.owner);
            if (owner && (*owner)->file != nullptr && !engine::is_jdk_class(*owner)) used.insert(member.owner);
        }
    }
    return used;
}

// Adds to the suite the non-final primitive statics of `cls` its own code
// assigns, and the atomic counters its methods read, with their values after
// its initialisation; `owner` when `cls` is not the class under test.
std::optional<std::string> add_static_state(GenerationContext& generation, const classfile::ClassFile& cls,
                                            bool other_class) {
    engine::Program& program = generation.program;
    const std::set<std::string> assigned = statics_used(program, cls, ir::Op::PutStatic);
    const std::set<std::string> read = statics_used(program, cls, ir::Op::GetStatic);
    std::set<std::string> counters;  // atomics its methods read (an atomic only <clinit> reads is no counter)
    for (const classfile::Field& field : cls.fields) {
        const std::string key = field.name + ":" + field.descriptor;
        if (field.is_static() && !atomic_counter_value(field.descriptor).empty() && read.count(key)) counters.insert(key);
    }
    if (assigned.empty() && counters.empty()) return std::nullopt;
    engine::Engine engine(program, generation.context, generation.solver, generation.options.engine);
    auto initial = engine.initial_statics(cls);
    if (!initial) return initial.error().message;
    for (const classfile::Field& field : cls.fields) {
        const std::string key = field.name + ":" + field.descriptor;
        const bool counter = counters.count(key) != 0;
        if (!counter && (!field.is_static() || (field.access_flags & classfile::access::Final) || !assigned.count(key)))
            continue;
        if (!counter && !is_primitive_descriptor(field.descriptor)) continue;
        auto value = initial->find(key);
        if (value == initial->end()) continue;
        const std::string held = counter ? atomic_counter_value(field.descriptor) : field.descriptor;
        if (counter && value->second.kind() == expr::ValueKind::Ref) continue;  // null, or not made in <clinit>
        auto type = classfile::parse_field_descriptor(held);
        if (!type) continue;
        StaticField restored;
        restored.name = field.name;
        restored.descriptor = field.descriptor;
        restored.atomic = counter;
        // Tests in another package (TestSuite::test_package) assign only
        // public fields; another class's are set by reflection.
        restored.is_private = other_class || (field.access_flags & classfile::access::Private) != 0 ||
                              (generation.tests_outside_package() && (field.access_flags & classfile::access::Public) == 0);
        restored.initial = to_java(*type, value->second);
        if (other_class) restored.owner = cls.name;
        generation.result.suite.static_state.push_back(std::move(restored));
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> collect_static_state(GenerationContext& generation) {
    std::optional<std::string> note = add_static_state(generation, generation.cls, false);
    if (note) return note;
    // Then the classes it uses; one whose initialiser cannot run is left
    // as it is (its own tests say so).
    for (const std::string& name : used_classes(generation.program, generation.cls)) {
        auto used = generation.program.klass(name);
        if (used && (*used)->file != nullptr) (void)add_static_state(generation, *(*used)->file, true);
    }
    return std::nullopt;
}

}  // namespace symcrete::testgen::generation_detail
