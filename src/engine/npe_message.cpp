// HotSpot's helpful NullPointerException messages (JEP 358): what the
// failing instruction tried ("Cannot invoke \"String.length()\"") and, when
// the null value's origin can be traced within the basic block, where it
// came from ("because \"<local1>\" is null"). Programs print these messages,
// so the wording follows HotSpot's exactly.
#include <fmt/format.h>

#include "classfile/descriptor.h"
#include "interpreter.h"
#include "support/java_type.h"

namespace symcrete::engine::detail {

namespace {

// HotSpot abbreviates exactly these two class names.
std::string class_text(std::string_view internal_name) {
    std::string name = classfile::internal_to_java_name(internal_name);
    if (name == "java.lang.Object") return "Object";
    if (name == "java.lang.String") return "String";
    return name;
}

std::string type_text(std::string_view descriptor) {
    std::size_t dims = 0;
    while (dims < descriptor.size() && descriptor[dims] == '[') ++dims;
    std::string base;
    if (const char* keyword = java_type::keyword(descriptor[dims]))
        base = keyword;
    else
        base = class_text(descriptor.substr(dims + 1, descriptor.size() - dims - 2));
    for (std::size_t i = 0; i < dims; ++i) base += "[]";
    return base;
}

std::string method_text(const ir::Member& member) {
    std::string params;
    std::string_view d = member.descriptor;
    for (std::size_t i = 1; i < d.size() && d[i] != ')';) {
        std::size_t j = i;
        while (d[j] == '[') ++j;
        if (d[j] == 'L') j = d.find(';', j);
        if (!params.empty()) params += ", ";
        params += type_text(d.substr(i, j + 1 - i));
        i = j + 1;
    }
    return fmt::format("{}.{}({})", class_text(member.owner), member.name, params);
}

std::string array_kind(ir::Type type) {
    switch (type) {
        case ir::Type::Boolean: case ir::Type::Byte: return "byte/boolean";
        case ir::Type::Char: return "char";
        case ir::Type::Short: return "short";
        case ir::Type::Int: return "int";
        case ir::Type::Long: return "long";
        case ir::Type::Float: return "float";
        case ir::Type::Double: return "double";
        default: return "object";
    }
}

class SourceDescriber {
public:
    SourceDescriber(const Code& code, const ir::Block& block) : code_(code), fn_(*code.fn), block_(block) {}

    // How HotSpot names the value register `reg` holds before instruction
    // `index`: "<local1>", "this", "Foo.bar", "a[2]", or "the return value
    // of ...". Empty when it cannot be traced.
    std::string describe(ir::Reg reg, std::uint32_t index, int depth = 0) {
        if (depth > 4) return "";
        // A local register is what an aload read, whatever was stored in it
        // before (copy propagation makes instructions read locals directly).
        if (reg < max_locals()) return local_name(reg, block_.instrs[index].pc);
        for (std::uint32_t i = index; i-- > 0;) {
            const ir::Instr& def = block_.instrs[i];
            if (def.dst != reg) continue;
            return describe_def(def, i, depth);
        }
        return "";
    }

    bool is_invoke_result(ir::Reg reg, std::uint32_t index) {
        for (std::uint32_t i = index; i-- > 0;)
            if (block_.instrs[i].dst == reg) return block_.instrs[i].op == ir::Op::Invoke;
        return false;
    }

private:
    std::uint32_t max_locals() const {
        const auto& method_code = code_.method->method->code;
        return method_code ? method_code->max_locals : 0;
    }

    std::string local_name(ir::Reg slot, std::uint32_t pc) {
        const classfile::Method& method = *code_.method->method;
        for (const auto& var : method.code->local_variables)
            if (var.index == slot && pc >= var.start_pc && pc < var.start_pc + var.length) return var.name;
        bool is_static = method.is_static();
        if (!is_static && slot == 0) return "this";
        // Parameters are numbered from 1, each one or two slots wide.
        std::uint32_t s = is_static ? 0 : 1;
        std::string_view d = method.descriptor;
        int number = 1;
        for (std::size_t i = 1; i < d.size() && d[i] != ')'; ++number) {
            std::size_t j = i;
            while (d[j] == '[') ++j;
            bool wide = j == i && (d[j] == 'J' || d[j] == 'D');
            if (d[j] == 'L') j = d.find(';', j);
            if (slot == s) return fmt::format("<parameter{}>", number);
            s += wide ? 2 : 1;
            i = j + 1;
        }
        return fmt::format("<local{}>", slot);
    }

    std::string describe_def(const ir::Instr& def, std::uint32_t i, int depth) {
        switch (def.op) {
            case ir::Op::Move: return describe(def.a, i, depth + 1);
            case ir::Op::CheckCast: return describe(def.a, i, depth + 1);
            case ir::Op::Const: {
                const ir::Constant& c = fn_.constants[def.aux];
                if (c.kind == ir::Constant::Kind::Null) return "null";
                if (c.kind == ir::Constant::Kind::Int) return std::to_string(c.integer);
                return "";
            }
            case ir::Op::GetStatic: {
                const ir::Member& m = fn_.members[def.aux];
                return fmt::format("{}.{}", class_text(m.owner), m.name);
            }
            case ir::Op::GetField: {
                const ir::Member& m = fn_.members[def.aux];
                std::string object = describe(def.a, i, depth + 1);
                if (object.empty() || is_invoke_result(def.a, i)) return m.name;
                return fmt::format("{}.{}", object, m.name);
            }
            case ir::Op::ArrayLoad: {
                std::string array = describe(def.a, i, depth + 1);
                std::string index = describe(def.b, i, depth + 1);
                if (array.empty()) return "";
                return fmt::format("{}[{}]", array, index.empty() ? "..." : index);
            }
            case ir::Op::Invoke: {
                const ir::Call& call = fn_.calls[def.aux];
                return "the return value of \"" + method_text(fn_.members[call.member]) + "\"";
            }
            default: return "";
        }
    }

    const Code& code_;
    const ir::Function& fn_;
    const ir::Block& block_;
};

}  // namespace

std::optional<std::string> Interpreter::npe_message(const Code& code, const ir::Block& block, std::uint32_t index) {
    const ir::Function& fn = *code.fn;
    const ir::Instr& instr = block.instrs[index];
    std::string action;
    ir::Reg null_reg = instr.a;
    switch (instr.op) {
        case ir::Op::Invoke: {
            const ir::Call& call = fn.calls[instr.aux];
            action = "Cannot invoke \"" + method_text(fn.members[call.member]) + "\"";
            null_reg = call.args[0];
            break;
        }
        case ir::Op::GetField: action = fmt::format("Cannot read field \"{}\"", fn.members[instr.aux].name); break;
        case ir::Op::PutField: action = fmt::format("Cannot assign field \"{}\"", fn.members[instr.aux].name); break;
        case ir::Op::ArrayLength: action = "Cannot read the array length"; break;
        case ir::Op::ArrayLoad: action = "Cannot load from " + array_kind(instr.type) + " array"; break;
        case ir::Op::ArrayStore: action = "Cannot store to " + array_kind(instr.type) + " array"; break;
        case ir::Op::Throw: action = "Cannot throw exception"; break;
        case ir::Op::MonitorEnter: action = "Cannot enter synchronized block"; break;
        case ir::Op::MonitorExit: action = "Cannot exit synchronized block"; break;
        default: return std::nullopt;
    }
    SourceDescriber describer(code, block);
    std::string source = describer.describe(null_reg, index);
    if (source.empty()) return action;
    if (source.starts_with("the return value of")) return fmt::format("{} because {} is null", action, source);
    return fmt::format("{} because \"{}\" is null", action, source);
}

}  // namespace symcrete::engine::detail
