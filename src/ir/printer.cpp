// Text form of the IR. One line per instruction:
//
//   method lifting/Foo.bar(II)I static regs=5 params=r0:i,r1:i
//   B0 [pc 0]:
//     r2 = const.i 3                         ; line 5
//     if.lt.i r0, r2 -> B1, B2
//   B1 [pc 7] handlers: java/lang/ArithmeticException -> B3, any -> B4
//     r2 = div.i r0, r1                      ; line 6
//
// Members print as owner.name:descriptor, calls as `invoke.virtual member(args)`,
// strings in Java syntax with everything outside printable ASCII escaped, and
// floating-point constants in the shortest form that reads back exactly.
#include "ir/printer.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <functional>
#include <string_view>

#include "support/java_text.h"

namespace symcrete::ir {
namespace {

constexpr std::size_t kCommentColumn = 41;

void reg(std::string& out, Reg r) {
    if (r == kNoReg) {
        out += "r?";
        return;
    }
    out += 'r';
    out += std::to_string(r);
}

void block_ref(std::string& out, BlockId id) {
    out += 'B';
    out += std::to_string(id);
}

void hex4(std::string& out, unsigned value) {
    static const char* digits = "0123456789abcdef";
    for (int shift = 12; shift >= 0; shift -= 4) out += digits[(value >> shift) & 15];
}

// Java-style string literal; non-ASCII code points as \uXXXX (UTF-16 units),
// bytes that are not valid UTF-8 as \xNN.
void quoted(std::string& out, std::string_view text) {
    out += '"';
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            switch (c) {
                case '"': out += "\\\""; break;
                case '\\': out += "\\\\"; break;
                case '\n': out += "\\n"; break;
                case '\r': out += "\\r"; break;
                case '\t': out += "\\t"; break;
                case '\b': out += "\\b"; break;
                case '\f': out += "\\f"; break;
                default:
                    if (c < 0x20 || c == 0x7f) {
                        out += "\\u";
                        hex4(out, c);
                    } else {
                        out += static_cast<char>(c);
                    }
            }
            ++i;
            continue;
        }
        const auto sequence = java_text::utf8_sequence(text.substr(i));
        if (!sequence || sequence->code_point > 0x10ffff) {
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
            out += buffer;
            ++i;
            continue;
        }
        const char32_t cp = sequence->code_point;
        if (cp >= 0x10000) {
            out += "\\u";
            hex4(out, java_text::high_surrogate(cp));
            out += "\\u";
            hex4(out, java_text::low_surrogate(cp));
        } else {
            out += "\\u";
            hex4(out, cp);
        }
        i += sequence->length;
    }
    out += '"';
}

template <class F>
void floating(std::string& out, F value) {
    if (std::isnan(value)) {
        out += "NaN";
        return;
    }
    if (std::isinf(value)) {
        out += value < 0 ? "-Infinity" : "Infinity";
        return;
    }
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr);
}

void member(std::string& out, const Function& fn, std::uint32_t index) {
    if (index >= fn.members.size()) {
        out += "<member?>";
        return;
    }
    const Member& m = fn.members[index];
    out += m.owner;
    out += '.';
    out += m.name;
    out += ':';
    out += m.descriptor;
}

void type_name(std::string& out, const Function& fn, std::uint32_t index) {
    out += index < fn.type_names.size() ? std::string_view(fn.type_names[index]) : "<type?>";
}

const char* ref_kind_name(std::int64_t kind) {
    switch (kind) {
        case 1: return "getfield";
        case 2: return "getstatic";
        case 3: return "putfield";
        case 4: return "putstatic";
        case 5: return "invokevirtual";
        case 6: return "invokestatic";
        case 7: return "invokespecial";
        case 8: return "newinvokespecial";
        case 9: return "invokeinterface";
        default: return "kind?";
    }
}

void constant(std::string& out, const Function& fn, std::uint32_t index) {
    if (index >= fn.constants.size()) {
        out += "<constant?>";
        return;
    }
    const Constant& c = fn.constants[index];
    switch (c.kind) {
        case Constant::Kind::Null: out += "null"; break;
        case Constant::Kind::Int:
        case Constant::Kind::Long: out += std::to_string(c.integer); break;
        case Constant::Kind::Float: floating(out, c.float_value); break;
        case Constant::Kind::Double: floating(out, c.double_value); break;
        case Constant::Kind::String: quoted(out, c.text); break;
        case Constant::Kind::Class:
            out += "class ";
            out += c.text;
            break;
        case Constant::Kind::MethodType:
            out += "methodtype ";
            out += c.text;
            break;
        case Constant::Kind::MethodHandle:
            out += "methodhandle ";
            out += ref_kind_name(c.integer);
            out += ' ';
            out += c.owner;
            out += '.';
            out += c.text;
            out += ':';
            out += c.descriptor;
            break;
        case Constant::Kind::Dynamic:
            out += "dynamic bsm";
            out += std::to_string(c.bootstrap);
            out += ' ';
            out += c.text;
            out += ':';
            out += c.descriptor;
            break;
    }
}

void args(std::string& out, const std::vector<Reg>& regs) {
    out += '(';
    for (std::size_t i = 0; i < regs.size(); ++i) {
        if (i > 0) out += ", ";
        reg(out, regs[i]);
    }
    out += ')';
}

// The block whose instruction vector holds `instr`, if any.
const Block* owner_block(const Function& fn, const Instr& instr) {
    std::less<const Instr*> less;
    for (const Block& block : fn.blocks) {
        if (block.instrs.empty()) continue;
        const Instr* first = block.instrs.data();
        const Instr* last = first + block.instrs.size();
        if (!less(&instr, first) && less(&instr, last)) return &block;
    }
    return nullptr;
}

void successors(std::string& out, const Block* block, std::size_t count) {
    out += " -> ";
    if (block == nullptr || block->successors.size() < count) {
        out += "?";
        return;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (i > 0) out += ", ";
        block_ref(out, block->successors[i]);
    }
}

void print_instr(std::string& out, const Function& fn, const Instr& in, const Block* block) {
    if (in.dst != kNoReg) {
        reg(out, in.dst);
        out += " = ";
    }
    auto suffix = [&](const char* name, Type type) {
        out += name;
        if (type != Type::Void) {
            out += '.';
            out += to_string(type);
        }
    };
    switch (in.op) {
        case Op::Const:
            suffix("const", in.type);
            out += ' ';
            constant(out, fn, in.aux);
            break;
        case Op::Move:
        case Op::Neg:
        case Op::ArrayLength:
            suffix(to_string(in.op), in.op == Op::ArrayLength ? Type::Void : in.type);
            out += ' ';
            reg(out, in.a);
            break;
        case Op::CaughtException: out += "caught"; break;
        case Op::Add: case Op::Sub: case Op::Mul: case Op::Div: case Op::Rem: case Op::Shl:
        case Op::Shr: case Op::Ushr: case Op::And: case Op::Or: case Op::Xor: case Op::Cmp:
        case Op::CmpL: case Op::CmpG:
            suffix(to_string(in.op), in.type);
            out += ' ';
            reg(out, in.a);
            out += ", ";
            reg(out, in.b);
            break;
        case Op::Convert:
            out += "convert.";
            out += to_string(in.from);
            out += '2';
            out += to_string(in.type);
            out += ' ';
            reg(out, in.a);
            break;
        case Op::If:
            out += "if.";
            out += to_string(in.cond);
            out += '.';
            out += to_string(in.type);
            out += ' ';
            reg(out, in.a);
            out += ", ";
            if (in.b != kNoReg) {
                reg(out, in.b);
            } else {
                out += in.type == Type::Ref ? "null" : "0";
            }
            successors(out, block, 2);
            break;
        case Op::Goto:
            out += "goto";
            successors(out, block, 1);
            break;
        case Op::Switch: {
            out += "switch ";
            reg(out, in.a);
            out += " {";
            if (in.aux < fn.switches.size()) {
                const SwitchTable& table = fn.switches[in.aux];
                for (const auto& [key, target] : table.cases) {
                    out += std::to_string(key);
                    out += " -> ";
                    block_ref(out, target);
                    out += ", ";
                }
                out += "default -> ";
                block_ref(out, table.default_target);
            } else {
                out += "<switch?>";
            }
            out += '}';
            break;
        }
        case Op::Return:
            suffix("return", in.type);
            if (in.a != kNoReg) {
                out += ' ';
                reg(out, in.a);
            }
            break;
        case Op::Throw:
            out += "throw ";
            reg(out, in.a);
            break;
        case Op::GetStatic:
            suffix("getstatic", in.type);
            out += ' ';
            member(out, fn, in.aux);
            break;
        case Op::PutStatic:
            suffix("putstatic", in.type);
            out += ' ';
            member(out, fn, in.aux);
            out += ", ";
            reg(out, in.a);
            break;
        case Op::GetField:
            suffix("getfield", in.type);
            out += ' ';
            reg(out, in.a);
            out += ", ";
            member(out, fn, in.aux);
            break;
        case Op::PutField:
            suffix("putfield", in.type);
            out += ' ';
            reg(out, in.a);
            out += ", ";
            member(out, fn, in.aux);
            out += ", ";
            reg(out, in.b);
            break;
        case Op::Invoke: {
            out += "invoke.";
            out += to_string(in.invoke);
            out += ' ';
            if (in.aux < fn.calls.size()) {
                const Call& call = fn.calls[in.aux];
                member(out, fn, call.member);
                if (call.member < fn.members.size() && fn.members[call.member].is_interface &&
                    in.invoke != InvokeKind::Interface) {
                    out += " itf";
                }
                args(out, call.args);
            } else {
                out += "<call?>";
            }
            break;
        }
        case Op::InvokeDynamic:
            out += "invokedynamic ";
            if (in.aux < fn.calls.size()) {
                const Call& call = fn.calls[in.aux];
                out += "bsm";
                out += std::to_string(call.bootstrap);
                out += ' ';
                out += call.name;
                out += ':';
                out += call.descriptor;
                args(out, call.args);
            } else {
                out += "<call?>";
            }
            break;
        case Op::New:
            out += "new ";
            type_name(out, fn, in.aux);
            break;
        case Op::NewArray:
            out += "newarray ";
            type_name(out, fn, in.aux);
            out += '(';
            reg(out, in.a);
            out += ')';
            break;
        case Op::MultiNewArray:
            out += "multinewarray ";
            if (in.aux < fn.calls.size()) {
                out += fn.calls[in.aux].descriptor;
                args(out, fn.calls[in.aux].args);
            } else {
                out += "<call?>";
            }
            break;
        case Op::ArrayLoad:
            suffix("aload", in.type);
            out += ' ';
            reg(out, in.a);
            out += '[';
            reg(out, in.b);
            out += ']';
            break;
        case Op::ArrayStore:
            suffix("astore", in.type);
            out += ' ';
            reg(out, in.a);
            out += '[';
            reg(out, in.b);
            out += "], ";
            reg(out, in.c);
            break;
        case Op::CheckCast:
        case Op::InstanceOf:
            out += to_string(in.op);
            out += ' ';
            reg(out, in.a);
            out += ", ";
            type_name(out, fn, in.aux);
            break;
        case Op::MonitorEnter:
        case Op::MonitorExit:
            out += to_string(in.op);
            out += ' ';
            reg(out, in.a);
            break;
    }
}

}  // namespace

std::string print(const Function& function, const Instr& instr) {
    std::string out;
    print_instr(out, function, instr, owner_block(function, instr));
    return out;
}

std::string print(const Function& fn) {
    std::string out;
    out.reserve(64 + fn.blocks.size() * 256);
    out += "method ";
    out += fn.class_name;
    out += '.';
    out += fn.name;
    out += fn.descriptor;
    if (fn.is_static) out += " static";
    out += " regs=";
    out += std::to_string(fn.num_regs);
    out += " params=";
    for (std::size_t i = 0; i < fn.params.size(); ++i) {
        if (i > 0) out += ',';
        reg(out, fn.params[i]);
        out += ':';
        out += i < fn.param_types.size() ? to_string(fn.param_types[i]) : "?";
    }
    out += '\n';
    for (const Block& block : fn.blocks) {
        block_ref(out, block.id);
        out += " [pc ";
        out += std::to_string(block.start_pc);
        out += ']';
        if (block.handlers.empty()) {
            out += ':';
        } else {
            out += " handlers: ";
            for (std::size_t i = 0; i < block.handlers.size(); ++i) {
                if (i > 0) out += ", ";
                const Handler& h = block.handlers[i];
                out += h.catch_type ? std::string_view(*h.catch_type) : "any";
                out += " -> ";
                block_ref(out, h.block);
            }
        }
        out += '\n';
        for (const Instr& instr : block.instrs) {
            const std::size_t line_start = out.size();
            out += "  ";
            print_instr(out, fn, instr, &block);
            if (instr.line != 0) {
                const std::size_t width = out.size() - line_start;
                out.append(width < kCommentColumn ? kCommentColumn - width : 1, ' ');
                out += "; line ";
                out += std::to_string(instr.line);
            }
            out += '\n';
        }
    }
    return out;
}

}  // namespace symcrete::ir
