// The lifter's instruction families: what each bytecode instruction does to
// the abstract state and which IR it emits; `execute` dispatches on the opcode.
#include "lifter_detail.h"

#include <algorithm>

namespace symcrete::ir::detail {

// --- instruction families ------------------------------------------------------------

void Lifter::constant(VT vt, Constant&& c) {
    const std::uint32_t k = push(vt);
    const Type type = ir_type(vt);
    emit(Op::Const, type, sreg(k)).aux = add_constant(std::move(c));
}

void Lifter::const_int(std::int32_t value) {
    Constant c;
    c.kind = Constant::Kind::Int;
    c.integer = value;
    constant(VT::Int, std::move(c));
}

void Lifter::ldc(std::uint32_t index, bool two_words) {
    auto bad = [&]() {
        fail(cat("expected ",
                 two_words ? "a Long, Double or Dynamic (J or D) constant"
                           : "an Integer, Float, String, Class, MethodType, MethodHandle or Dynamic constant",
                 ", found ", tag_found(index)));
    };
    if (index == 0 || index >= cp_.size()) bad();
    const CpEntry& e = cp_.entries[index];
    Constant c;
    VT vt = VT::Ref;
    switch (e.tag) {
        case CpTag::Integer:
            c.kind = Constant::Kind::Int;
            c.integer = static_cast<std::int32_t>(e.integer);
            vt = VT::Int;
            break;
        case CpTag::Float:
            c.kind = Constant::Kind::Float;
            c.float_value = e.float_value;
            vt = VT::Float;
            break;
        case CpTag::Long:
            c.kind = Constant::Kind::Long;
            c.integer = e.integer;
            vt = VT::Long;
            break;
        case CpTag::Double:
            c.kind = Constant::Kind::Double;
            c.double_value = e.double_value;
            vt = VT::Double;
            break;
        case CpTag::String:
            c.kind = Constant::Kind::String;
            c.text = utf8_at(e.ref1);
            break;
        case CpTag::Class:
            c.kind = Constant::Kind::Class;
            c.text = class_at(index, "for ldc");
            break;
        case CpTag::MethodType:
            c.kind = Constant::Kind::MethodType;
            c.text = utf8_at(e.ref1);
            break;
        case CpTag::MethodHandle: {
            if (!cp_.is_member_ref(e.ref1)) {
                fail(cat("expected a member reference in the MethodHandle, found ", tag_found(e.ref1)));
            }
            classfile::MemberRef m = member_at(e.ref1);
            c.kind = Constant::Kind::MethodHandle;
            c.integer = static_cast<std::int64_t>(e.ref_kind);
            c.owner = m.owner;
            c.text = m.name;
            c.descriptor = m.descriptor;
            break;
        }
        case CpTag::Dynamic: {
            classfile::NameAndType nat = nat_at(e.ref2);
            Type type = Type::Void;
            if (!scan_field_descriptor(nat.descriptor, type)) {
                fail(cat("expected a field descriptor in the Dynamic constant, found \"", nat.descriptor, "\""));
            }
            if (e.ref1 >= cls_.bootstrap_methods.size()) {
                fail(cat("expected a bootstrap method index < ", cls_.bootstrap_methods.size(), ", found ", e.ref1));
            }
            c.kind = Constant::Kind::Dynamic;
            c.text = nat.name;
            c.descriptor = nat.descriptor;
            c.bootstrap = e.ref1;
            vt = vt_of(type);
            break;
        }
        default:
            bad();
    }
    if (is_wide(vt) != two_words) bad();
    constant(vt, std::move(c));
}

void Lifter::load(VT t, std::uint32_t n) {
    check_local_index(n, t);
    const Val v = cur_.locals[n];
    if (v.type != t) fail(cat("expected ", vt_name(t), " in local ", n, ", found ", vt_name(v.type)));
    const std::uint32_t k = push(t);
    emit(Op::Move, ir_type(t), sreg(k), n);
}

void Lifter::store(VT t, std::uint32_t n) {
    check_local_index(n, t);
    if (cur_.stack.empty()) fail(cat("expected ", vt_name(t), " on the operand stack, found an empty stack"));
    const Val v = cur_.stack.back();
    const bool ok = v.type == t || (t == VT::Ref && v.type == VT::RetAddr);
    if (!ok) {
        fail(cat("expected ", vt_name(t), t == VT::Ref ? " or returnAddress" : "",
                 " on the operand stack, found ", vt_name(v.type)));
    }
    pop_any();
    const std::uint32_t k = static_cast<std::uint32_t>(cur_.stack.size());
    set_local(n, v);
    if (v.type != VT::RetAddr) emit(Op::Move, ir_type(t), n, sreg(k));
}

void Lifter::iinc(std::uint32_t n, std::int32_t delta) {
    check_local_index(n, VT::Int);
    if (cur_.locals[n].type != VT::Int) {
        fail(cat("expected int in local ", n, ", found ", vt_name(cur_.locals[n].type)));
    }
    // The increment goes through the register of the next free stack slot.
    const std::uint32_t temp = static_cast<std::uint32_t>(cur_.stack.size());
    note_height(temp + 1);
    Constant c;
    c.kind = Constant::Kind::Int;
    c.integer = delta;
    emit(Op::Const, Type::Int, sreg(temp)).aux = add_constant(std::move(c));
    emit(Op::Add, Type::Int, n, n, sreg(temp));
    set_local(n, Val{VT::Int, 0});
}

void Lifter::array_load(VT t, Type elem) {
    const Reg index = sreg(pop(VT::Int));
    const Reg array = sreg(pop(VT::Ref));
    const std::uint32_t k = push(t);
    emit(Op::ArrayLoad, elem, sreg(k), array, index);
}

void Lifter::array_store(VT t, Type elem) {
    const Reg value = sreg(pop(t));
    const Reg index = sreg(pop(VT::Int));
    const Reg array = sreg(pop(VT::Ref));
    emit(Op::ArrayStore, elem, kNoReg, array, index, value);
}

// dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2: copies the values making up the
// top `dup_words` words and inserts the copy below the values making up the
// next `skip_words` words. Which form applies follows from the categories.
void Lifter::dup_family(std::uint32_t dup_words, std::uint32_t skip_words) {
    auto& stack = cur_.stack;
    const std::size_t h = stack.size();
    auto take = [&](std::size_t from, std::uint32_t want, const char* what) {
        std::size_t i = from;
        std::uint32_t got = 0;
        while (got < want) {
            if (i == 0) {
                fail(cat("expected ", dup_words + skip_words, " words on the operand stack, found ", cur_.words));
            }
            --i;
            got += words(stack[i].type);
        }
        if (got != want) {
            fail(cat("expected ", what, " to consist of whole values (", want,
                     want == 1 ? " word" : " words", "), found a ", vt_name(stack[i].type),
                     " straddling the boundary"));
        }
        return i;
    };
    const std::size_t dup_start = take(h, dup_words, "the values duplicated");
    const std::size_t skip_start = take(dup_start, skip_words, "the values skipped");
    if (cur_.words + dup_words > max_stack_) {
        fail(cat("expected at most max_stack = ", max_stack_, " words on the operand stack, found ",
                 cur_.words + dup_words));
    }
    const std::size_t nd = h - dup_start;
    const std::size_t ns = dup_start - skip_start;
    Val old[4];
    for (std::size_t i = 0; i < nd + ns; ++i) old[i] = stack[skip_start + i];
    // New layout from skip_start: dup values, skipped values, dup values.
    Move moves[6];
    std::size_t count = 0;
    auto place = [&](std::size_t new_pos, std::size_t old_pos) {
        const Val v = old[old_pos - skip_start];
        if (new_pos < h) {
            stack[new_pos] = v;
        } else {
            stack.push_back(v);
        }
        if (v.type != VT::RetAddr) {
            moves[count++] = Move{sreg(static_cast<std::uint32_t>(new_pos)),
                                  sreg(static_cast<std::uint32_t>(old_pos)), ir_type(v.type)};
        }
    };
    for (std::size_t j = 0; j < nd; ++j) place(skip_start + j, dup_start + j);
    for (std::size_t j = 0; j < ns; ++j) place(skip_start + nd + j, skip_start + j);
    for (std::size_t j = 0; j < nd; ++j) place(skip_start + nd + ns + j, dup_start + j);
    cur_.words += dup_words;
    note_height(static_cast<std::uint32_t>(stack.size()));
    emit_moves(moves, count, static_cast<std::uint32_t>(stack.size()));
}

void Lifter::pop_words(std::uint32_t n) {
    std::uint32_t got = 0;
    while (got < n) {
        if (cur_.stack.empty()) fail(cat("expected ", n, " words on the operand stack, found ", got));
        const Val v = cur_.stack.back();
        if (got + words(v.type) > n) {
            fail(cat("expected a category-1 value on the operand stack, found ", vt_name(v.type)));
        }
        pop_any();
        got += words(v.type);
    }
}

void Lifter::swap() {
    auto& stack = cur_.stack;
    const std::size_t h = stack.size();
    if (h < 2) fail(cat("expected two values on the operand stack, found ", h));
    for (std::size_t i = h - 2; i < h; ++i) {
        if (is_wide(stack[i].type)) {
            fail(cat("expected a category-1 value on the operand stack, found ", vt_name(stack[i].type)));
        }
    }
    std::swap(stack[h - 2], stack[h - 1]);
    const auto lo = static_cast<std::uint32_t>(h - 2);
    const auto hi = static_cast<std::uint32_t>(h - 1);
    Move moves[2] = {
        Move{sreg(lo), sreg(hi), stack[h - 2].type == VT::RetAddr ? Type::Void : ir_type(stack[h - 2].type)},
        Move{sreg(hi), sreg(lo), stack[h - 1].type == VT::RetAddr ? Type::Void : ir_type(stack[h - 1].type)},
    };
    emit_moves(moves, 2, static_cast<std::uint32_t>(h));
}

void Lifter::binary(Op o, VT t) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::shift(Op o, VT t) {
    const Reg b = sreg(pop(VT::Int));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::unary(Op o, VT t) {
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(t);
    emit(o, ir_type(t), sreg(k), a);
}

void Lifter::convert(VT from, VT to, Type to_type) {
    const Reg a = sreg(pop(from));
    const std::uint32_t k = push(to);
    emit(Op::Convert, to_type, sreg(k), a).from = ir_type(from);
}

void Lifter::compare(Op o, VT t) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t k = push(VT::Int);
    emit(o, ir_type(t), sreg(k), a, b);
}

void Lifter::if_zero(Cond cond, VT t, const bytecode::Instruction& insn) {
    const Reg a = sreg(pop(t));
    const std::uint32_t taken = target_key(insn.target);
    const std::uint32_t fall = fallthrough_key();
    emit(Op::If, ir_type(t), kNoReg, a).cond = cond;
    edge(taken);
    edge(fall);
}

void Lifter::if_cmp(Cond cond, VT t, const bytecode::Instruction& insn) {
    const Reg b = sreg(pop(t));
    const Reg a = sreg(pop(t));
    const std::uint32_t taken = target_key(insn.target);
    const std::uint32_t fall = fallthrough_key();
    emit(Op::If, ir_type(t), kNoReg, a, b).cond = cond;
    edge(taken);
    edge(fall);
}

void Lifter::switch_(const bytecode::Instruction& insn) {
    const Reg a = sreg(pop(VT::Int));
    auto& keys = scratch_keys_;
    keys.clear();
    keys.push_back(target_key(insn.target));
    SwitchTable table;
    if (emit_) table.cases.reserve(insn.count);
    std::int64_t previous = INT64_MIN;
    for (std::uint32_t i = 0; i < insn.count; ++i) {
        const std::int32_t value = bytecode::switch_key(bc_, insn, i);
        if (value <= previous) {
            fail(cat("expected lookupswitch keys in ascending order, found ", value, " after ", previous));
        }
        previous = value;
        const std::uint32_t key = target_key(bytecode::switch_target(bc_, insn, i));
        keys.push_back(key);
        if (emit_) table.cases.emplace_back(value, key);
    }
    table.default_target = keys[0];
    Instr& instr = emit(Op::Switch, Type::Int, kNoReg, a);
    if (emit_) {
        fn_.switches.push_back(std::move(table));
        instr.aux = static_cast<std::uint32_t>(fn_.switches.size() - 1);
    }
    // Successors: distinct targets, default first, then in key order.
    std::vector<std::uint32_t> sorted(keys);
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    for (std::uint32_t key : sorted) flow(key, cur_, false);
    if (emit_) {
        std::vector<bool> used(sorted.size(), false);
        for (std::uint32_t key : keys) {
            std::size_t pos = static_cast<std::size_t>(std::lower_bound(sorted.begin(), sorted.end(), key) - sorted.begin());
            if (!used[pos]) {
                used[pos] = true;
                block_->succ.push_back(key);
            }
        }
    }
}

void Lifter::return_(VT t) {
    const VT expected = vt_of(method_ret_);
    if (t != expected) {
        auto name = [](VT v) {
            switch (v) {
                case VT::Int: return "ireturn";
                case VT::Long: return "lreturn";
                case VT::Float: return "freturn";
                case VT::Double: return "dreturn";
                case VT::Ref: return "areturn";
                default: return "return";
            }
        };
        fail(cat("expected ", name(expected), " for the method's return type, found ", name(t)));
    }
    if (t == VT::Unusable) {
        emit(Op::Return, Type::Void);
        return;
    }
    const Reg a = sreg(pop(t));
    emit(Op::Return, ir_type(t), kNoReg, a);
}

void Lifter::field(std::uint8_t opcode, std::uint32_t index) {
    if (!cp_.is(index, CpTag::Fieldref)) fail(cat("expected a Fieldref constant, found ", tag_found(index)));
    const classfile::MemberRef m = member_at(index);
    Type type = Type::Void;
    if (!scan_field_descriptor(m.descriptor, type)) {
        fail(cat("expected a field descriptor, found \"", m.descriptor, "\""));
    }
    const VT vt = vt_of(type);
    const std::uint32_t id = member_id(index, m);
    switch (opcode) {
        case op::getstatic: {
            const std::uint32_t k = push(vt);
            emit(Op::GetStatic, type, sreg(k)).aux = id;
            break;
        }
        case op::putstatic: {
            const Reg a = sreg(pop(vt));
            emit(Op::PutStatic, type, kNoReg, a).aux = id;
            break;
        }
        case op::getfield: {
            const Reg object = sreg(pop(VT::Ref));
            const std::uint32_t k = push(vt);
            emit(Op::GetField, type, sreg(k), object).aux = id;
            break;
        }
        default: {  // putfield
            const Reg value = sreg(pop(vt));
            const Reg object = sreg(pop(VT::Ref));
            emit(Op::PutField, type, kNoReg, object, value).aux = id;
            break;
        }
    }
}

void Lifter::invoke(const bytecode::Instruction& insn) {
    const std::uint32_t index = insn.index;
    const std::uint8_t opcode = insn.opcode;
    bool ok = false;
    const char* expected = "a Methodref";
    switch (opcode) {
        case op::invokevirtual: ok = cp_.is(index, CpTag::Methodref); break;
        case op::invokeinterface:
            ok = cp_.is(index, CpTag::InterfaceMethodref);
            expected = "an InterfaceMethodref";
            break;
        default:
            ok = cp_.is(index, CpTag::Methodref) || cp_.is(index, CpTag::InterfaceMethodref);
            expected = "a Methodref or InterfaceMethodref";
            break;
    }
    if (!ok) fail(cat("expected ", expected, " constant, found ", tag_found(index)));
    const classfile::MemberRef m = member_at(index);
    Type ret = Type::Void;
    if (!scan_method_descriptor(m.descriptor, arg_types_, ret)) {
        fail(cat("expected a method descriptor, found \"", m.descriptor, "\""));
    }
    if (!m.name.empty() && m.name[0] == '<') {
        if (m.name != "<init>" || opcode != op::invokespecial || ret != Type::Void) {
            fail(cat("expected a method other than ", m.name, m.descriptor, " for ",
                     bytecode::opcode_name(opcode), ", found ", m.name));
        }
    }
    std::uint32_t arg_words = 0;
    for (Type t : arg_types_) arg_words += words(vt_of(t));
    if (opcode == op::invokeinterface) {
        if (static_cast<std::uint32_t>(insn.value) != arg_words + 1) {
            fail(cat("expected count ", arg_words + 1, " (argument words + 1), found ", insn.value));
        }
        if (insn.extra != 0) fail(cat("expected a zero fourth operand byte, found ", insn.extra));
    }
    const bool has_receiver = opcode != op::invokestatic;
    for (std::size_t i = arg_types_.size(); i-- > 0;) pop(vt_of(arg_types_[i]));
    if (has_receiver) pop(VT::Ref);
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t nargs = static_cast<std::uint32_t>(arg_types_.size()) + (has_receiver ? 1 : 0);
    Reg dst = kNoReg;
    if (ret != Type::Void) dst = sreg(push(vt_of(ret)));
    InvokeKind kind = InvokeKind::Static;
    switch (opcode) {
        case op::invokevirtual: kind = InvokeKind::Virtual; break;
        case op::invokespecial: kind = InvokeKind::Special; break;
        case op::invokeinterface: kind = InvokeKind::Interface; break;
        default: break;
    }
    Instr& instr = emit(Op::Invoke, ret, dst);
    instr.invoke = kind;
    if (emit_) {
        Call call;
        call.member = member_id(index, m);
        call.args.reserve(nargs);
        for (std::uint32_t i = 0; i < nargs; ++i) call.args.push_back(sreg(base + i));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::invokedynamic(const bytecode::Instruction& insn) {
    const std::uint32_t index = insn.index;
    if (!cp_.is(index, CpTag::InvokeDynamic)) {
        fail(cat("expected an InvokeDynamic constant, found ", tag_found(index)));
    }
    if (insn.extra != 0) fail(cat("expected two zero operand bytes, found ", insn.extra));
    const CpEntry& e = cp_.entries[index];
    const classfile::NameAndType nat = nat_at(e.ref2);
    if (e.ref1 >= cls_.bootstrap_methods.size()) {
        fail(cat("expected a bootstrap method index < ", cls_.bootstrap_methods.size(), ", found ", e.ref1));
    }
    Type ret = Type::Void;
    if (!scan_method_descriptor(nat.descriptor, arg_types_, ret)) {
        fail(cat("expected a method descriptor, found \"", nat.descriptor, "\""));
    }
    for (std::size_t i = arg_types_.size(); i-- > 0;) pop(vt_of(arg_types_[i]));
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t nargs = static_cast<std::uint32_t>(arg_types_.size());
    Reg dst = kNoReg;
    if (ret != Type::Void) dst = sreg(push(vt_of(ret)));
    Instr& instr = emit(Op::InvokeDynamic, ret, dst);
    if (emit_) {
        Call call;
        call.bootstrap = e.ref1;
        call.name = nat.name;
        call.descriptor = nat.descriptor;
        call.args.reserve(nargs);
        for (std::uint32_t i = 0; i < nargs; ++i) call.args.push_back(sreg(base + i));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::new_object(std::uint32_t index) {
    const std::string_view name = class_at(index, "for new");
    if (!name.empty() && name[0] == '[') fail(cat("expected a class type for new, found the array type ", name));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::New, Type::Ref, sreg(k)).aux = add_type_name(std::string(name));
}

void Lifter::new_array(std::uint32_t atype) {
    static const char* const kDescriptors[] = {"[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    if (atype < 4 || atype > 11) fail(cat("expected an array type code 4..11, found ", atype));
    const Reg length = sreg(pop(VT::Int));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::NewArray, Type::Ref, sreg(k), length).aux = add_type_name(kDescriptors[atype - 4]);
}

void Lifter::anewarray(std::uint32_t index) {
    const std::string_view name = class_at(index, "for anewarray");
    std::string descriptor = "[";
    if (!name.empty() && name[0] == '[') {
        descriptor += name;
    } else {
        descriptor += 'L';
        descriptor += name;
        descriptor += ';';
    }
    const std::size_t dims = descriptor.find_first_not_of('[');
    if (dims > 255) fail(cat("expected an array type of at most 255 dimensions, found ", dims));
    const Reg length = sreg(pop(VT::Int));
    const std::uint32_t k = push(VT::Ref);
    emit(Op::NewArray, Type::Ref, sreg(k), length).aux = add_type_name(std::move(descriptor));
}

void Lifter::multianewarray(std::uint32_t index, std::int32_t dims) {
    const std::string_view name = class_at(index, "for multianewarray");
    const std::size_t have = std::min(name.find_first_not_of('['), name.size());
    if (dims < 1) fail(cat("expected at least 1 dimension, found ", dims));
    if (have < static_cast<std::size_t>(dims)) {
        fail(cat("expected an array type of at least ", dims, " dimensions, found ", name));
    }
    for (std::int32_t i = 0; i < dims; ++i) pop(VT::Int);
    const std::uint32_t base = static_cast<std::uint32_t>(cur_.stack.size());
    const std::uint32_t k = push(VT::Ref);
    Instr& instr = emit(Op::MultiNewArray, Type::Ref, sreg(k));
    if (emit_) {
        Call call;
        call.descriptor = name;
        call.args.reserve(static_cast<std::size_t>(dims));
        for (std::int32_t i = 0; i < dims; ++i) call.args.push_back(sreg(base + static_cast<std::uint32_t>(i)));
        instr.aux = add_call(std::move(call));
    }
}

void Lifter::type_check(Op o, std::uint32_t index) {
    const std::string_view name = class_at(index, o == Op::CheckCast ? "for checkcast" : "for instanceof");
    const Reg a = sreg(pop(VT::Ref));
    const std::uint32_t k = push(o == Op::CheckCast ? VT::Ref : VT::Int);
    emit(o, o == Op::CheckCast ? Type::Ref : Type::Int, sreg(k), a).aux = add_type_name(std::string(name));
}

// --- the interpreter ---------------------------------------------------------------------

bool Lifter::execute(const bytecode::Instruction& insn) {
    const std::uint8_t opc = insn.opcode;
    switch (opc) {
        case op::nop: return false;
        case op::aconst_null: {
            Constant c;
            c.kind = Constant::Kind::Null;
            constant(VT::Ref, std::move(c));
            return false;
        }
        case op::iconst_m1: case op::iconst_0: case op::iconst_1: case op::iconst_2:
        case op::iconst_3: case op::iconst_4: case op::iconst_5:
            const_int(static_cast<std::int32_t>(opc) - op::iconst_0);
            return false;
        case op::lconst_0: case op::lconst_1: {
            Constant c;
            c.kind = Constant::Kind::Long;
            c.integer = opc - op::lconst_0;
            constant(VT::Long, std::move(c));
            return false;
        }
        case op::fconst_0: case op::fconst_1: case op::fconst_2: {
            Constant c;
            c.kind = Constant::Kind::Float;
            c.float_value = static_cast<float>(opc - op::fconst_0);
            constant(VT::Float, std::move(c));
            return false;
        }
        case op::dconst_0: case op::dconst_1: {
            Constant c;
            c.kind = Constant::Kind::Double;
            c.double_value = opc - op::dconst_0;
            constant(VT::Double, std::move(c));
            return false;
        }
        case op::bipush: case op::sipush: const_int(insn.value); return false;
        case op::ldc: case op::ldc_w: ldc(insn.index, false); return false;
        case op::ldc2_w: ldc(insn.index, true); return false;

        case op::iload: load(VT::Int, insn.index); return false;
        case op::lload: load(VT::Long, insn.index); return false;
        case op::fload: load(VT::Float, insn.index); return false;
        case op::dload: load(VT::Double, insn.index); return false;
        case op::aload: load(VT::Ref, insn.index); return false;
        case op::iload_0: case op::iload_1: case op::iload_2: case op::iload_3:
            load(VT::Int, opc - op::iload_0);
            return false;
        case op::lload_0: case op::lload_1: case op::lload_2: case op::lload_3:
            load(VT::Long, opc - op::lload_0);
            return false;
        case op::fload_0: case op::fload_1: case op::fload_2: case op::fload_3:
            load(VT::Float, opc - op::fload_0);
            return false;
        case op::dload_0: case op::dload_1: case op::dload_2: case op::dload_3:
            load(VT::Double, opc - op::dload_0);
            return false;
        case op::aload_0: case op::aload_1: case op::aload_2: case op::aload_3:
            load(VT::Ref, opc - op::aload_0);
            return false;

        case op::iaload: array_load(VT::Int, Type::Int); return false;
        case op::laload: array_load(VT::Long, Type::Long); return false;
        case op::faload: array_load(VT::Float, Type::Float); return false;
        case op::daload: array_load(VT::Double, Type::Double); return false;
        case op::aaload: array_load(VT::Ref, Type::Ref); return false;
        case op::baload: array_load(VT::Int, Type::Byte); return false;
        case op::caload: array_load(VT::Int, Type::Char); return false;
        case op::saload: array_load(VT::Int, Type::Short); return false;

        case op::istore: store(VT::Int, insn.index); return false;
        case op::lstore: store(VT::Long, insn.index); return false;
        case op::fstore: store(VT::Float, insn.index); return false;
        case op::dstore: store(VT::Double, insn.index); return false;
        case op::astore: store(VT::Ref, insn.index); return false;
        case op::istore_0: case op::istore_1: case op::istore_2: case op::istore_3:
            store(VT::Int, opc - op::istore_0);
            return false;
        case op::lstore_0: case op::lstore_1: case op::lstore_2: case op::lstore_3:
            store(VT::Long, opc - op::lstore_0);
            return false;
        case op::fstore_0: case op::fstore_1: case op::fstore_2: case op::fstore_3:
            store(VT::Float, opc - op::fstore_0);
            return false;
        case op::dstore_0: case op::dstore_1: case op::dstore_2: case op::dstore_3:
            store(VT::Double, opc - op::dstore_0);
            return false;
        case op::astore_0: case op::astore_1: case op::astore_2: case op::astore_3:
            store(VT::Ref, opc - op::astore_0);
            return false;

        case op::iastore: array_store(VT::Int, Type::Int); return false;
        case op::lastore: array_store(VT::Long, Type::Long); return false;
        case op::fastore: array_store(VT::Float, Type::Float); return false;
        case op::dastore: array_store(VT::Double, Type::Double); return false;
        case op::aastore: array_store(VT::Ref, Type::Ref); return false;
        case op::bastore: array_store(VT::Int, Type::Byte); return false;
        case op::castore: array_store(VT::Int, Type::Char); return false;
        case op::sastore: array_store(VT::Int, Type::Short); return false;

        case op::pop: pop_words(1); return false;
        case op::pop2: pop_words(2); return false;
        case op::dup: dup_family(1, 0); return false;
        case op::dup_x1: dup_family(1, 1); return false;
        case op::dup_x2: dup_family(1, 2); return false;
        case op::dup2: dup_family(2, 0); return false;
        case op::dup2_x1: dup_family(2, 1); return false;
        case op::dup2_x2: dup_family(2, 2); return false;
        case op::swap: swap(); return false;

        case op::iadd: binary(Op::Add, VT::Int); return false;
        case op::ladd: binary(Op::Add, VT::Long); return false;
        case op::fadd: binary(Op::Add, VT::Float); return false;
        case op::dadd: binary(Op::Add, VT::Double); return false;
        case op::isub: binary(Op::Sub, VT::Int); return false;
        case op::lsub: binary(Op::Sub, VT::Long); return false;
        case op::fsub: binary(Op::Sub, VT::Float); return false;
        case op::dsub: binary(Op::Sub, VT::Double); return false;
        case op::imul: binary(Op::Mul, VT::Int); return false;
        case op::lmul: binary(Op::Mul, VT::Long); return false;
        case op::fmul: binary(Op::Mul, VT::Float); return false;
        case op::dmul: binary(Op::Mul, VT::Double); return false;
        case op::idiv: binary(Op::Div, VT::Int); return false;
        case op::ldiv: binary(Op::Div, VT::Long); return false;
        case op::fdiv: binary(Op::Div, VT::Float); return false;
        case op::ddiv: binary(Op::Div, VT::Double); return false;
        case op::irem: binary(Op::Rem, VT::Int); return false;
        case op::lrem: binary(Op::Rem, VT::Long); return false;
        case op::frem: binary(Op::Rem, VT::Float); return false;
        case op::drem: binary(Op::Rem, VT::Double); return false;
        case op::ineg: unary(Op::Neg, VT::Int); return false;
        case op::lneg: unary(Op::Neg, VT::Long); return false;
        case op::fneg: unary(Op::Neg, VT::Float); return false;
        case op::dneg: unary(Op::Neg, VT::Double); return false;
        case op::ishl: shift(Op::Shl, VT::Int); return false;
        case op::lshl: shift(Op::Shl, VT::Long); return false;
        case op::ishr: shift(Op::Shr, VT::Int); return false;
        case op::lshr: shift(Op::Shr, VT::Long); return false;
        case op::iushr: shift(Op::Ushr, VT::Int); return false;
        case op::lushr: shift(Op::Ushr, VT::Long); return false;
        case op::iand: binary(Op::And, VT::Int); return false;
        case op::land: binary(Op::And, VT::Long); return false;
        case op::ior: binary(Op::Or, VT::Int); return false;
        case op::lor: binary(Op::Or, VT::Long); return false;
        case op::ixor: binary(Op::Xor, VT::Int); return false;
        case op::lxor: binary(Op::Xor, VT::Long); return false;
        case op::iinc: iinc(insn.index, insn.value); return false;

        case op::i2l: convert(VT::Int, VT::Long, Type::Long); return false;
        case op::i2f: convert(VT::Int, VT::Float, Type::Float); return false;
        case op::i2d: convert(VT::Int, VT::Double, Type::Double); return false;
        case op::l2i: convert(VT::Long, VT::Int, Type::Int); return false;
        case op::l2f: convert(VT::Long, VT::Float, Type::Float); return false;
        case op::l2d: convert(VT::Long, VT::Double, Type::Double); return false;
        case op::f2i: convert(VT::Float, VT::Int, Type::Int); return false;
        case op::f2l: convert(VT::Float, VT::Long, Type::Long); return false;
        case op::f2d: convert(VT::Float, VT::Double, Type::Double); return false;
        case op::d2i: convert(VT::Double, VT::Int, Type::Int); return false;
        case op::d2l: convert(VT::Double, VT::Long, Type::Long); return false;
        case op::d2f: convert(VT::Double, VT::Float, Type::Float); return false;
        case op::i2b: convert(VT::Int, VT::Int, Type::Byte); return false;
        case op::i2c: convert(VT::Int, VT::Int, Type::Char); return false;
        case op::i2s: convert(VT::Int, VT::Int, Type::Short); return false;

        case op::lcmp: compare(Op::Cmp, VT::Long); return false;
        case op::fcmpl: compare(Op::CmpL, VT::Float); return false;
        case op::fcmpg: compare(Op::CmpG, VT::Float); return false;
        case op::dcmpl: compare(Op::CmpL, VT::Double); return false;
        case op::dcmpg: compare(Op::CmpG, VT::Double); return false;

        case op::ifeq: if_zero(Cond::Eq, VT::Int, insn); return true;
        case op::ifne: if_zero(Cond::Ne, VT::Int, insn); return true;
        case op::iflt: if_zero(Cond::Lt, VT::Int, insn); return true;
        case op::ifge: if_zero(Cond::Ge, VT::Int, insn); return true;
        case op::ifgt: if_zero(Cond::Gt, VT::Int, insn); return true;
        case op::ifle: if_zero(Cond::Le, VT::Int, insn); return true;
        case op::if_icmpeq: if_cmp(Cond::Eq, VT::Int, insn); return true;
        case op::if_icmpne: if_cmp(Cond::Ne, VT::Int, insn); return true;
        case op::if_icmplt: if_cmp(Cond::Lt, VT::Int, insn); return true;
        case op::if_icmpge: if_cmp(Cond::Ge, VT::Int, insn); return true;
        case op::if_icmpgt: if_cmp(Cond::Gt, VT::Int, insn); return true;
        case op::if_icmple: if_cmp(Cond::Le, VT::Int, insn); return true;
        case op::if_acmpeq: if_cmp(Cond::Eq, VT::Ref, insn); return true;
        case op::if_acmpne: if_cmp(Cond::Ne, VT::Ref, insn); return true;
        case op::ifnull: if_zero(Cond::Eq, VT::Ref, insn); return true;
        case op::ifnonnull: if_zero(Cond::Ne, VT::Ref, insn); return true;
        case op::goto_: case op::goto_w: {
            const std::uint32_t key = target_key(insn.target);
            emit(Op::Goto, Type::Void);
            edge(key);
            return true;
        }
        case op::jsr: case op::jsr_w: jsr(insn); return true;
        case op::ret: ret(insn.index); return true;
        case op::tableswitch: case op::lookupswitch: switch_(insn); return true;

        case op::ireturn: return_(VT::Int); return true;
        case op::lreturn: return_(VT::Long); return true;
        case op::freturn: return_(VT::Float); return true;
        case op::dreturn: return_(VT::Double); return true;
        case op::areturn: return_(VT::Ref); return true;
        case op::return_: return_(VT::Unusable); return true;
        case op::athrow: {
            const Reg a = sreg(pop(VT::Ref));
            emit(Op::Throw, Type::Ref, kNoReg, a);
            return true;
        }

        case op::getstatic: case op::putstatic: case op::getfield: case op::putfield:
            field(opc, insn.index);
            return false;
        case op::invokevirtual: case op::invokespecial: case op::invokestatic:
        case op::invokeinterface:
            invoke(insn);
            return false;
        case op::invokedynamic: invokedynamic(insn); return false;
        case op::new_: new_object(insn.index); return false;
        case op::newarray: new_array(insn.index); return false;
        case op::anewarray: anewarray(insn.index); return false;
        case op::multianewarray: multianewarray(insn.index, insn.value); return false;
        case op::arraylength: {
            const Reg a = sreg(pop(VT::Ref));
            const std::uint32_t k = push(VT::Int);
            emit(Op::ArrayLength, Type::Int, sreg(k), a);
            return false;
        }
        case op::checkcast: type_check(Op::CheckCast, insn.index); return false;
        case op::instanceof: type_check(Op::InstanceOf, insn.index); return false;
        case op::monitorenter: case op::monitorexit: {
            const Reg a = sreg(pop(VT::Ref));
            emit(opc == op::monitorenter ? Op::MonitorEnter : Op::MonitorExit, Type::Ref, kNoReg, a);
            return false;
        }
        default:
            fail("expected a valid instruction, found an undefined or reserved opcode");
    }
}

}  // namespace symcrete::ir::detail
