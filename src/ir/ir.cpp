// The out-of-line parts of ir.h: the short names the IR printer and messages
// use for types, ops, conditions and invoke kinds, and Function's special
// members and lazily computed Analyses. Those members are defined here because
// ir.h only forward-declares Analyses, and a unique_ptr to it can be destroyed
// or moved only where the type is complete.
#include "ir/ir.h"

#include "ir/analysis.h"

namespace symcrete::ir {

const char* to_string(Type type) {
    switch (type) {
        case Type::Void: return "void";
        case Type::Boolean: return "z";
        case Type::Byte: return "b";
        case Type::Char: return "c";
        case Type::Short: return "s";
        case Type::Int: return "i";
        case Type::Long: return "l";
        case Type::Float: return "f";
        case Type::Double: return "d";
        case Type::Ref: return "ref";
    }
    return "?";
}

const char* to_string(Op op) {
    switch (op) {
        case Op::Const: return "const";
        case Op::Move: return "move";
        case Op::CaughtException: return "caught";
        case Op::Neg: return "neg";
        case Op::Add: return "add";
        case Op::Sub: return "sub";
        case Op::Mul: return "mul";
        case Op::Div: return "div";
        case Op::Rem: return "rem";
        case Op::Shl: return "shl";
        case Op::Shr: return "shr";
        case Op::Ushr: return "ushr";
        case Op::And: return "and";
        case Op::Or: return "or";
        case Op::Xor: return "xor";
        case Op::Convert: return "convert";
        case Op::Cmp: return "cmp";
        case Op::CmpL: return "cmpl";
        case Op::CmpG: return "cmpg";
        case Op::If: return "if";
        case Op::Goto: return "goto";
        case Op::Switch: return "switch";
        case Op::Return: return "return";
        case Op::Throw: return "throw";
        case Op::GetStatic: return "getstatic";
        case Op::PutStatic: return "putstatic";
        case Op::GetField: return "getfield";
        case Op::PutField: return "putfield";
        case Op::Invoke: return "invoke";
        case Op::InvokeDynamic: return "invokedynamic";
        case Op::New: return "new";
        case Op::NewArray: return "newarray";
        case Op::MultiNewArray: return "multinewarray";
        case Op::ArrayLength: return "arraylength";
        case Op::ArrayLoad: return "aload";
        case Op::ArrayStore: return "astore";
        case Op::CheckCast: return "checkcast";
        case Op::InstanceOf: return "instanceof";
        case Op::MonitorEnter: return "monitorenter";
        case Op::MonitorExit: return "monitorexit";
    }
    return "?";
}

const char* to_string(Cond cond) {
    switch (cond) {
        case Cond::Eq: return "eq";
        case Cond::Ne: return "ne";
        case Cond::Lt: return "lt";
        case Cond::Ge: return "ge";
        case Cond::Gt: return "gt";
        case Cond::Le: return "le";
    }
    return "?";
}

const char* to_string(InvokeKind kind) {
    switch (kind) {
        case InvokeKind::Virtual: return "virtual";
        case InvokeKind::Special: return "special";
        case InvokeKind::Static: return "static";
        case InvokeKind::Interface: return "interface";
    }
    return "?";
}

Function::Function() = default;
Function::~Function() = default;
Function::Function(Function&&) noexcept = default;
Function& Function::operator=(Function&&) noexcept = default;

const Analyses& Function::analyses() const {
    if (!analyses_) analyses_ = std::make_unique<Analyses>(*this);
    return *analyses_;
}

}  // namespace symcrete::ir
