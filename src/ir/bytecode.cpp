// The opcode table and one-instruction decoder of bytecode.h. A constexpr table
// of all 256 opcodes gives each defined one its name and fixed length (0 for
// wide, tableswitch and lookupswitch, whose length depends on their bytes), so
// decoding a fixed-length instruction is one bounds check and its operand
// reads. Switch tables are located past their 0-3 padding bytes and
// bounds-checked whole; their entries are read on demand (switch_key,
// switch_target), not copied out.
#include "bytecode.h"

#include <array>

namespace symcrete::ir::bytecode {
namespace {

struct OpcodeInfo {
    const char* name = nullptr;  // nullptr: undefined or reserved
    std::uint8_t length = 0;     // fixed length in bytes; 0 for the variable-length ones
};

constexpr std::array<OpcodeInfo, 256> make_table() {
    std::array<OpcodeInfo, 256> t{};
    auto set = [&t](std::uint8_t opcode, const char* name, std::uint8_t length) {
        t[opcode] = OpcodeInfo{name, length};
    };
    set(op::nop, "nop", 1);
    set(op::aconst_null, "aconst_null", 1);
    set(op::iconst_m1, "iconst_m1", 1);
    set(op::iconst_0, "iconst_0", 1);
    set(op::iconst_1, "iconst_1", 1);
    set(op::iconst_2, "iconst_2", 1);
    set(op::iconst_3, "iconst_3", 1);
    set(op::iconst_4, "iconst_4", 1);
    set(op::iconst_5, "iconst_5", 1);
    set(op::lconst_0, "lconst_0", 1);
    set(op::lconst_1, "lconst_1", 1);
    set(op::fconst_0, "fconst_0", 1);
    set(op::fconst_1, "fconst_1", 1);
    set(op::fconst_2, "fconst_2", 1);
    set(op::dconst_0, "dconst_0", 1);
    set(op::dconst_1, "dconst_1", 1);
    set(op::bipush, "bipush", 2);
    set(op::sipush, "sipush", 3);
    set(op::ldc, "ldc", 2);
    set(op::ldc_w, "ldc_w", 3);
    set(op::ldc2_w, "ldc2_w", 3);
    set(op::iload, "iload", 2);
    set(op::lload, "lload", 2);
    set(op::fload, "fload", 2);
    set(op::dload, "dload", 2);
    set(op::aload, "aload", 2);
    set(op::iload_0, "iload_0", 1);
    set(op::iload_1, "iload_1", 1);
    set(op::iload_2, "iload_2", 1);
    set(op::iload_3, "iload_3", 1);
    set(op::lload_0, "lload_0", 1);
    set(op::lload_1, "lload_1", 1);
    set(op::lload_2, "lload_2", 1);
    set(op::lload_3, "lload_3", 1);
    set(op::fload_0, "fload_0", 1);
    set(op::fload_1, "fload_1", 1);
    set(op::fload_2, "fload_2", 1);
    set(op::fload_3, "fload_3", 1);
    set(op::dload_0, "dload_0", 1);
    set(op::dload_1, "dload_1", 1);
    set(op::dload_2, "dload_2", 1);
    set(op::dload_3, "dload_3", 1);
    set(op::aload_0, "aload_0", 1);
    set(op::aload_1, "aload_1", 1);
    set(op::aload_2, "aload_2", 1);
    set(op::aload_3, "aload_3", 1);
    set(op::iaload, "iaload", 1);
    set(op::laload, "laload", 1);
    set(op::faload, "faload", 1);
    set(op::daload, "daload", 1);
    set(op::aaload, "aaload", 1);
    set(op::baload, "baload", 1);
    set(op::caload, "caload", 1);
    set(op::saload, "saload", 1);
    set(op::istore, "istore", 2);
    set(op::lstore, "lstore", 2);
    set(op::fstore, "fstore", 2);
    set(op::dstore, "dstore", 2);
    set(op::astore, "astore", 2);
    set(op::istore_0, "istore_0", 1);
    set(op::istore_1, "istore_1", 1);
    set(op::istore_2, "istore_2", 1);
    set(op::istore_3, "istore_3", 1);
    set(op::lstore_0, "lstore_0", 1);
    set(op::lstore_1, "lstore_1", 1);
    set(op::lstore_2, "lstore_2", 1);
    set(op::lstore_3, "lstore_3", 1);
    set(op::fstore_0, "fstore_0", 1);
    set(op::fstore_1, "fstore_1", 1);
    set(op::fstore_2, "fstore_2", 1);
    set(op::fstore_3, "fstore_3", 1);
    set(op::dstore_0, "dstore_0", 1);
    set(op::dstore_1, "dstore_1", 1);
    set(op::dstore_2, "dstore_2", 1);
    set(op::dstore_3, "dstore_3", 1);
    set(op::astore_0, "astore_0", 1);
    set(op::astore_1, "astore_1", 1);
    set(op::astore_2, "astore_2", 1);
    set(op::astore_3, "astore_3", 1);
    set(op::iastore, "iastore", 1);
    set(op::lastore, "lastore", 1);
    set(op::fastore, "fastore", 1);
    set(op::dastore, "dastore", 1);
    set(op::aastore, "aastore", 1);
    set(op::bastore, "bastore", 1);
    set(op::castore, "castore", 1);
    set(op::sastore, "sastore", 1);
    set(op::pop, "pop", 1);
    set(op::pop2, "pop2", 1);
    set(op::dup, "dup", 1);
    set(op::dup_x1, "dup_x1", 1);
    set(op::dup_x2, "dup_x2", 1);
    set(op::dup2, "dup2", 1);
    set(op::dup2_x1, "dup2_x1", 1);
    set(op::dup2_x2, "dup2_x2", 1);
    set(op::swap, "swap", 1);
    set(op::iadd, "iadd", 1);
    set(op::ladd, "ladd", 1);
    set(op::fadd, "fadd", 1);
    set(op::dadd, "dadd", 1);
    set(op::isub, "isub", 1);
    set(op::lsub, "lsub", 1);
    set(op::fsub, "fsub", 1);
    set(op::dsub, "dsub", 1);
    set(op::imul, "imul", 1);
    set(op::lmul, "lmul", 1);
    set(op::fmul, "fmul", 1);
    set(op::dmul, "dmul", 1);
    set(op::idiv, "idiv", 1);
    set(op::ldiv, "ldiv", 1);
    set(op::fdiv, "fdiv", 1);
    set(op::ddiv, "ddiv", 1);
    set(op::irem, "irem", 1);
    set(op::lrem, "lrem", 1);
    set(op::frem, "frem", 1);
    set(op::drem, "drem", 1);
    set(op::ineg, "ineg", 1);
    set(op::lneg, "lneg", 1);
    set(op::fneg, "fneg", 1);
    set(op::dneg, "dneg", 1);
    set(op::ishl, "ishl", 1);
    set(op::lshl, "lshl", 1);
    set(op::ishr, "ishr", 1);
    set(op::lshr, "lshr", 1);
    set(op::iushr, "iushr", 1);
    set(op::lushr, "lushr", 1);
    set(op::iand, "iand", 1);
    set(op::land, "land", 1);
    set(op::ior, "ior", 1);
    set(op::lor, "lor", 1);
    set(op::ixor, "ixor", 1);
    set(op::lxor, "lxor", 1);
    set(op::iinc, "iinc", 3);
    set(op::i2l, "i2l", 1);
    set(op::i2f, "i2f", 1);
    set(op::i2d, "i2d", 1);
    set(op::l2i, "l2i", 1);
    set(op::l2f, "l2f", 1);
    set(op::l2d, "l2d", 1);
    set(op::f2i, "f2i", 1);
    set(op::f2l, "f2l", 1);
    set(op::f2d, "f2d", 1);
    set(op::d2i, "d2i", 1);
    set(op::d2l, "d2l", 1);
    set(op::d2f, "d2f", 1);
    set(op::i2b, "i2b", 1);
    set(op::i2c, "i2c", 1);
    set(op::i2s, "i2s", 1);
    set(op::lcmp, "lcmp", 1);
    set(op::fcmpl, "fcmpl", 1);
    set(op::fcmpg, "fcmpg", 1);
    set(op::dcmpl, "dcmpl", 1);
    set(op::dcmpg, "dcmpg", 1);
    set(op::ifeq, "ifeq", 3);
    set(op::ifne, "ifne", 3);
    set(op::iflt, "iflt", 3);
    set(op::ifge, "ifge", 3);
    set(op::ifgt, "ifgt", 3);
    set(op::ifle, "ifle", 3);
    set(op::if_icmpeq, "if_icmpeq", 3);
    set(op::if_icmpne, "if_icmpne", 3);
    set(op::if_icmplt, "if_icmplt", 3);
    set(op::if_icmpge, "if_icmpge", 3);
    set(op::if_icmpgt, "if_icmpgt", 3);
    set(op::if_icmple, "if_icmple", 3);
    set(op::if_acmpeq, "if_acmpeq", 3);
    set(op::if_acmpne, "if_acmpne", 3);
    set(op::goto_, "goto", 3);
    set(op::jsr, "jsr", 3);
    set(op::ret, "ret", 2);
    set(op::tableswitch, "tableswitch", 0);
    set(op::lookupswitch, "lookupswitch", 0);
    set(op::ireturn, "ireturn", 1);
    set(op::lreturn, "lreturn", 1);
    set(op::freturn, "freturn", 1);
    set(op::dreturn, "dreturn", 1);
    set(op::areturn, "areturn", 1);
    set(op::return_, "return", 1);
    set(op::getstatic, "getstatic", 3);
    set(op::putstatic, "putstatic", 3);
    set(op::getfield, "getfield", 3);
    set(op::putfield, "putfield", 3);
    set(op::invokevirtual, "invokevirtual", 3);
    set(op::invokespecial, "invokespecial", 3);
    set(op::invokestatic, "invokestatic", 3);
    set(op::invokeinterface, "invokeinterface", 5);
    set(op::invokedynamic, "invokedynamic", 5);
    set(op::new_, "new", 3);
    set(op::newarray, "newarray", 2);
    set(op::anewarray, "anewarray", 3);
    set(op::arraylength, "arraylength", 1);
    set(op::athrow, "athrow", 1);
    set(op::checkcast, "checkcast", 3);
    set(op::instanceof, "instanceof", 3);
    set(op::monitorenter, "monitorenter", 1);
    set(op::monitorexit, "monitorexit", 1);
    set(op::wide, "wide", 0);
    set(op::multianewarray, "multianewarray", 4);
    set(op::ifnull, "ifnull", 3);
    set(op::ifnonnull, "ifnonnull", 3);
    set(op::goto_w, "goto_w", 5);
    set(op::jsr_w, "jsr_w", 5);
    return t;
}

constexpr std::array<OpcodeInfo, 256> kOpcodes = make_table();

std::uint32_t u1(std::span<const std::uint8_t> code, std::size_t at) { return code[at]; }
std::uint32_t u2(std::span<const std::uint8_t> code, std::size_t at) {
    return (std::uint32_t{code[at]} << 8) | code[at + 1];
}
std::int32_t s2(std::span<const std::uint8_t> code, std::size_t at) {
    return static_cast<std::int16_t>(u2(code, at));
}
std::int32_t s4(std::span<const std::uint8_t> code, std::size_t at) {
    std::uint32_t v = (std::uint32_t{code[at]} << 24) | (std::uint32_t{code[at + 1]} << 16) |
                      (std::uint32_t{code[at + 2]} << 8) | code[at + 3];
    return static_cast<std::int32_t>(v);
}

}  // namespace

const char* opcode_name(std::uint8_t opcode) {
    const char* name = kOpcodes[opcode].name;
    return name != nullptr ? name : "<invalid>";
}

bool is_valid_opcode(std::uint8_t opcode) { return kOpcodes[opcode].name != nullptr; }

const char* to_string(DecodeError error) {
    switch (error) {
        case DecodeError::None: return "no error";
        case DecodeError::InvalidOpcode: return "an undefined or reserved opcode";
        case DecodeError::Truncated: return "an instruction running past the end of the code";
        case DecodeError::InvalidWide: return "wide before an opcode it cannot modify";
        case DecodeError::BadSwitch: return "a malformed switch table";
    }
    return "?";
}

DecodeError decode(std::span<const std::uint8_t> code, std::uint32_t pc, Instruction& out) {
    const std::size_t size = code.size();
    if (pc >= size) return DecodeError::Truncated;
    const std::uint8_t opcode = code[pc];
    out = Instruction{};
    out.pc = pc;
    out.opcode = opcode;
    const OpcodeInfo& info = kOpcodes[opcode];
    if (info.name == nullptr) return DecodeError::InvalidOpcode;

    if (info.length != 0) {
        if (std::size_t{pc} + info.length > size) return DecodeError::Truncated;
        out.length = info.length;
        switch (opcode) {
            case op::bipush: out.value = static_cast<std::int8_t>(code[pc + 1]); break;
            case op::sipush: out.value = s2(code, pc + 1); break;
            case op::ldc:
            case op::newarray:
            case op::iload: case op::lload: case op::fload: case op::dload: case op::aload:
            case op::istore: case op::lstore: case op::fstore: case op::dstore: case op::astore:
            case op::ret:
                out.index = u1(code, pc + 1);
                break;
            case op::iinc:
                out.index = u1(code, pc + 1);
                out.value = static_cast<std::int8_t>(code[pc + 2]);
                break;
            case op::ldc_w: case op::ldc2_w:
            case op::getstatic: case op::putstatic: case op::getfield: case op::putfield:
            case op::invokevirtual: case op::invokespecial: case op::invokestatic:
            case op::new_: case op::anewarray: case op::checkcast: case op::instanceof:
                out.index = u2(code, pc + 1);
                break;
            case op::invokeinterface:
                out.index = u2(code, pc + 1);
                out.value = static_cast<std::int32_t>(u1(code, pc + 3));
                out.extra = u1(code, pc + 4);
                break;
            case op::invokedynamic:
                out.index = u2(code, pc + 1);
                out.extra = u2(code, pc + 3);
                break;
            case op::multianewarray:
                out.index = u2(code, pc + 1);
                out.value = static_cast<std::int32_t>(u1(code, pc + 3));
                break;
            case op::ifeq: case op::ifne: case op::iflt: case op::ifge: case op::ifgt:
            case op::ifle: case op::if_icmpeq: case op::if_icmpne: case op::if_icmplt:
            case op::if_icmpge: case op::if_icmpgt: case op::if_icmple: case op::if_acmpeq:
            case op::if_acmpne: case op::goto_: case op::jsr: case op::ifnull:
            case op::ifnonnull:
                out.target = std::int64_t{pc} + s2(code, pc + 1);
                break;
            case op::goto_w: case op::jsr_w:
                out.target = std::int64_t{pc} + s4(code, pc + 1);
                break;
            default: break;
        }
        return DecodeError::None;
    }

    if (opcode == op::wide) {
        if (std::size_t{pc} + 2 > size) return DecodeError::Truncated;
        const std::uint8_t widened = code[pc + 1];
        out.opcode = widened;
        out.wide = true;
        switch (widened) {
            case op::iload: case op::lload: case op::fload: case op::dload: case op::aload:
            case op::istore: case op::lstore: case op::fstore: case op::dstore: case op::astore:
            case op::ret:
                if (std::size_t{pc} + 4 > size) return DecodeError::Truncated;
                out.length = 4;
                out.index = u2(code, pc + 2);
                return DecodeError::None;
            case op::iinc:
                if (std::size_t{pc} + 6 > size) return DecodeError::Truncated;
                out.length = 6;
                out.index = u2(code, pc + 2);
                out.value = s2(code, pc + 4);
                return DecodeError::None;
            default:
                out.opcode = op::wide;
                return DecodeError::InvalidWide;
        }
    }

    // tableswitch / lookupswitch: 0-3 bytes of padding to a multiple of 4.
    const std::size_t base = (std::size_t{pc} + 4) & ~std::size_t{3};
    // default and npairs (lookupswitch), or default, low and high (tableswitch)
    if (base + (opcode == op::tableswitch ? 12 : 8) > size) return DecodeError::Truncated;
    out.target = std::int64_t{pc} + s4(code, base);
    if (opcode == op::tableswitch) {
        out.low = s4(code, base + 4);
        out.high = s4(code, base + 8);
        if (out.low > out.high) return DecodeError::BadSwitch;
        const std::uint64_t count = std::uint64_t(std::int64_t{out.high} - out.low) + 1;
        const std::uint64_t end = base + 12 + count * 4;
        if (end > size) return DecodeError::Truncated;
        out.count = static_cast<std::uint32_t>(count);
        out.table_offset = static_cast<std::uint32_t>(base + 12);
        out.length = static_cast<std::uint32_t>(end - pc);
    } else {
        const std::int32_t npairs = s4(code, base + 4);
        if (npairs < 0) return DecodeError::BadSwitch;
        const std::uint64_t end = base + 8 + std::uint64_t(npairs) * 8;
        if (end > size) return DecodeError::Truncated;
        out.count = static_cast<std::uint32_t>(npairs);
        out.table_offset = static_cast<std::uint32_t>(base + 8);
        out.length = static_cast<std::uint32_t>(end - pc);
    }
    return DecodeError::None;
}

std::int32_t switch_key(std::span<const std::uint8_t> code, const Instruction& insn, std::uint32_t i) {
    if (insn.opcode == op::tableswitch) return static_cast<std::int32_t>(std::int64_t{insn.low} + i);
    return s4(code, insn.table_offset + std::size_t{i} * 8);
}

std::int64_t switch_target(std::span<const std::uint8_t> code, const Instruction& insn, std::uint32_t i) {
    if (insn.opcode == op::tableswitch) return std::int64_t{insn.pc} + s4(code, insn.table_offset + std::size_t{i} * 4);
    return std::int64_t{insn.pc} + s4(code, insn.table_offset + std::size_t{i} * 8 + 4);
}

}  // namespace symcrete::ir::bytecode
