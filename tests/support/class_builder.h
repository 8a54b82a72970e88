// A tiny class-file assembler for tests that need bytecode javac never emits
// (jsr/ret, swap, goto_w, broken stack discipline, bad constant-pool indices).
// It writes one class with a constant pool and methods whose Code bytes the
// test supplies; nothing is verified, which is the point.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace symcrete::testing {

// Bytecode with symbolic labels. Branch offsets are relative to the start of
// the instruction that the most recent op() began.
class Asm {
public:
    Asm& op(std::uint8_t opcode);  // starts an instruction
    Asm& u1(unsigned value);
    Asm& s1(int value);
    Asm& u2(unsigned value);
    Asm& s2(int value);
    Asm& s4(std::int32_t value);
    Asm& label(const std::string& name);     // names the current pc
    Asm& branch(const std::string& label);   // s2 offset to `label`
    Asm& branch_w(const std::string& label); // s4 offset to `label`
    Asm& align4();                           // switch padding: zero bytes up to a multiple of 4

    std::uint32_t pc() const { return static_cast<std::uint32_t>(code_.size()); }
    // Resolves the labels; an unknown label fails the calling test.
    std::vector<std::uint8_t> bytes() const;

private:
    struct Fixup {
        std::size_t at;
        std::uint32_t insn_pc;
        std::string label;
        bool wide;
    };
    std::vector<std::uint8_t> code_;
    std::uint32_t insn_pc_ = 0;
    std::map<std::string, std::uint32_t> labels_;
    std::vector<Fixup> fixups_;
};

class ClassBuilder {
public:
    explicit ClassBuilder(std::string name, std::uint16_t major_version = 49,
                          std::string super_name = "java/lang/Object");

    // Constant-pool entries; equal entries are shared. Each returns the index.
    std::uint16_t utf8(std::string_view text);
    std::uint16_t class_ref(std::string_view internal_name);
    std::uint16_t string(std::string_view text);
    std::uint16_t integer(std::int32_t value);
    std::uint16_t float_value(float value);
    std::uint16_t long_value(std::int64_t value);
    std::uint16_t double_value(double value);
    std::uint16_t name_and_type(std::string_view name, std::string_view descriptor);
    std::uint16_t field_ref(std::string_view owner, std::string_view name, std::string_view descriptor);
    std::uint16_t method_ref(std::string_view owner, std::string_view name, std::string_view descriptor);
    std::uint16_t interface_method_ref(std::string_view owner, std::string_view name, std::string_view descriptor);
    std::uint16_t method_handle(std::uint8_t ref_kind, std::uint16_t reference);
    std::uint16_t method_type(std::string_view descriptor);
    std::uint16_t dynamic(std::uint16_t bootstrap, std::string_view name, std::string_view descriptor);
    std::uint16_t invoke_dynamic(std::uint16_t bootstrap, std::string_view name, std::string_view descriptor);
    // A BootstrapMethods entry; returns its index.
    std::uint16_t bootstrap_method(std::uint16_t method_handle, std::vector<std::uint16_t> arguments = {});

    struct Handler {
        std::uint16_t start_pc = 0;
        std::uint16_t end_pc = 0;
        std::uint16_t handler_pc = 0;
        std::uint16_t catch_type = 0;  // a class_ref(), 0 = any
    };
    struct MethodSpec {
        std::uint16_t access = 0x0009;  // public static
        std::string name;
        std::string descriptor;
        std::uint16_t max_stack = 0;
        std::uint16_t max_locals = 0;
        std::vector<std::uint8_t> code;
        std::vector<Handler> handlers;
        std::vector<std::pair<std::uint16_t, std::uint16_t>> lines;  // (start_pc, line)
    };
    ClassBuilder& method(MethodSpec spec);
    // Shorthand for a public static method without handlers or lines.
    ClassBuilder& method(std::string name, std::string descriptor, std::uint16_t max_stack,
                         std::uint16_t max_locals, std::vector<std::uint8_t> code);

    std::vector<std::uint8_t> bytes();

private:
    std::uint16_t add(std::vector<std::uint8_t> entry, unsigned slots = 1);

    std::string name_;
    std::string super_name_;
    std::uint16_t major_;
    std::vector<std::vector<std::uint8_t>> pool_;  // serialized entries, in index order
    std::uint16_t next_index_ = 1;
    std::map<std::vector<std::uint8_t>, std::uint16_t> pool_index_;
    std::vector<MethodSpec> methods_;
    std::vector<std::pair<std::uint16_t, std::vector<std::uint16_t>>> bootstrap_;
};

}  // namespace symcrete::testing
