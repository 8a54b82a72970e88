#include "support/class_builder.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstring>

namespace symcrete::testing {
namespace {

void put_u1(std::vector<std::uint8_t>& out, unsigned value) { out.push_back(static_cast<std::uint8_t>(value)); }
void put_u2(std::vector<std::uint8_t>& out, unsigned value) {
    out.push_back(static_cast<std::uint8_t>(value >> 8));
    out.push_back(static_cast<std::uint8_t>(value));
}
void put_u4(std::vector<std::uint8_t>& out, std::uint32_t value) {
    put_u2(out, value >> 16);
    put_u2(out, value & 0xffff);
}
void put_bytes(std::vector<std::uint8_t>& out, const std::vector<std::uint8_t>& bytes) {
    out.insert(out.end(), bytes.begin(), bytes.end());
}

}  // namespace

// --- Asm ---------------------------------------------------------------------

Asm& Asm::op(std::uint8_t opcode) {
    insn_pc_ = pc();
    code_.push_back(opcode);
    return *this;
}
Asm& Asm::u1(unsigned value) {
    put_u1(code_, value);
    return *this;
}
Asm& Asm::s1(int value) { return u1(static_cast<unsigned>(value) & 0xff); }
Asm& Asm::u2(unsigned value) {
    put_u2(code_, value);
    return *this;
}
Asm& Asm::s2(int value) { return u2(static_cast<unsigned>(value) & 0xffff); }
Asm& Asm::s4(std::int32_t value) {
    put_u4(code_, static_cast<std::uint32_t>(value));
    return *this;
}
Asm& Asm::label(const std::string& name) {
    labels_[name] = pc();
    return *this;
}
Asm& Asm::branch(const std::string& label) {
    fixups_.push_back(Fixup{code_.size(), insn_pc_, label, false});
    return u2(0);
}
Asm& Asm::branch_w(const std::string& label) {
    fixups_.push_back(Fixup{code_.size(), insn_pc_, label, true});
    return s4(0);
}
Asm& Asm::align4() {
    while (code_.size() % 4 != 0) code_.push_back(0);
    return *this;
}

std::vector<std::uint8_t> Asm::bytes() const {
    std::vector<std::uint8_t> out = code_;
    for (const Fixup& fixup : fixups_) {
        auto it = labels_.find(fixup.label);
        if (it == labels_.end()) {
            ADD_FAILURE() << "Asm: unknown label " << fixup.label;
            continue;
        }
        const std::int64_t offset = std::int64_t{it->second} - fixup.insn_pc;
        if (fixup.wide) {
            const auto v = static_cast<std::uint32_t>(offset);
            out[fixup.at] = static_cast<std::uint8_t>(v >> 24);
            out[fixup.at + 1] = static_cast<std::uint8_t>(v >> 16);
            out[fixup.at + 2] = static_cast<std::uint8_t>(v >> 8);
            out[fixup.at + 3] = static_cast<std::uint8_t>(v);
        } else {
            if (offset < INT16_MIN || offset > INT16_MAX) ADD_FAILURE() << "Asm: branch to " << fixup.label << " too far";
            const auto v = static_cast<std::uint16_t>(offset);
            out[fixup.at] = static_cast<std::uint8_t>(v >> 8);
            out[fixup.at + 1] = static_cast<std::uint8_t>(v);
        }
    }
    return out;
}

// --- ClassBuilder ------------------------------------------------------------------

ClassBuilder::ClassBuilder(std::string name, std::uint16_t major_version, std::string super_name)
    : name_(std::move(name)), super_name_(std::move(super_name)), major_(major_version) {}

std::uint16_t ClassBuilder::add(std::vector<std::uint8_t> entry, unsigned slots) {
    auto it = pool_index_.find(entry);
    if (it != pool_index_.end()) return it->second;
    const std::uint16_t index = next_index_;
    next_index_ = static_cast<std::uint16_t>(next_index_ + slots);
    pool_index_.emplace(entry, index);
    pool_.push_back(std::move(entry));
    return index;
}

std::uint16_t ClassBuilder::utf8(std::string_view text) {
    std::vector<std::uint8_t> e{1};
    put_u2(e, static_cast<unsigned>(text.size()));
    e.insert(e.end(), text.begin(), text.end());
    return add(std::move(e));
}

std::uint16_t ClassBuilder::class_ref(std::string_view internal_name) {
    std::vector<std::uint8_t> e{7};
    put_u2(e, utf8(internal_name));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::string(std::string_view text) {
    std::vector<std::uint8_t> e{8};
    put_u2(e, utf8(text));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::integer(std::int32_t value) {
    std::vector<std::uint8_t> e{3};
    put_u4(e, static_cast<std::uint32_t>(value));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::float_value(float value) {
    std::vector<std::uint8_t> e{4};
    put_u4(e, std::bit_cast<std::uint32_t>(value));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::long_value(std::int64_t value) {
    std::vector<std::uint8_t> e{5};
    const auto v = static_cast<std::uint64_t>(value);
    put_u4(e, static_cast<std::uint32_t>(v >> 32));
    put_u4(e, static_cast<std::uint32_t>(v));
    return add(std::move(e), 2);
}

std::uint16_t ClassBuilder::double_value(double value) {
    std::vector<std::uint8_t> e{6};
    const auto v = std::bit_cast<std::uint64_t>(value);
    put_u4(e, static_cast<std::uint32_t>(v >> 32));
    put_u4(e, static_cast<std::uint32_t>(v));
    return add(std::move(e), 2);
}

std::uint16_t ClassBuilder::name_and_type(std::string_view name, std::string_view descriptor) {
    std::vector<std::uint8_t> e{12};
    put_u2(e, utf8(name));
    put_u2(e, utf8(descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::field_ref(std::string_view owner, std::string_view name, std::string_view descriptor) {
    std::vector<std::uint8_t> e{9};
    put_u2(e, class_ref(owner));
    put_u2(e, name_and_type(name, descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::method_ref(std::string_view owner, std::string_view name, std::string_view descriptor) {
    std::vector<std::uint8_t> e{10};
    put_u2(e, class_ref(owner));
    put_u2(e, name_and_type(name, descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::interface_method_ref(std::string_view owner, std::string_view name,
                                                 std::string_view descriptor) {
    std::vector<std::uint8_t> e{11};
    put_u2(e, class_ref(owner));
    put_u2(e, name_and_type(name, descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::method_handle(std::uint8_t ref_kind, std::uint16_t reference) {
    std::vector<std::uint8_t> e{15, ref_kind};
    put_u2(e, reference);
    return add(std::move(e));
}

std::uint16_t ClassBuilder::method_type(std::string_view descriptor) {
    std::vector<std::uint8_t> e{16};
    put_u2(e, utf8(descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::dynamic(std::uint16_t bootstrap, std::string_view name, std::string_view descriptor) {
    std::vector<std::uint8_t> e{17};
    put_u2(e, bootstrap);
    put_u2(e, name_and_type(name, descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::invoke_dynamic(std::uint16_t bootstrap, std::string_view name,
                                           std::string_view descriptor) {
    std::vector<std::uint8_t> e{18};
    put_u2(e, bootstrap);
    put_u2(e, name_and_type(name, descriptor));
    return add(std::move(e));
}

std::uint16_t ClassBuilder::bootstrap_method(std::uint16_t method_handle, std::vector<std::uint16_t> arguments) {
    bootstrap_.emplace_back(method_handle, std::move(arguments));
    return static_cast<std::uint16_t>(bootstrap_.size() - 1);
}

ClassBuilder& ClassBuilder::method(MethodSpec spec) {
    methods_.push_back(std::move(spec));
    return *this;
}

ClassBuilder& ClassBuilder::method(std::string name, std::string descriptor, std::uint16_t max_stack,
                                   std::uint16_t max_locals, std::vector<std::uint8_t> code) {
    MethodSpec spec;
    spec.name = std::move(name);
    spec.descriptor = std::move(descriptor);
    spec.max_stack = max_stack;
    spec.max_locals = max_locals;
    spec.code = std::move(code);
    return method(std::move(spec));
}

std::vector<std::uint8_t> ClassBuilder::bytes() {
    // Everything the body refers to goes into the pool first.
    const std::uint16_t this_index = class_ref(name_);
    const std::uint16_t super_index = class_ref(super_name_);
    const std::uint16_t code_name = utf8("Code");
    const std::uint16_t lines_name = utf8("LineNumberTable");
    const std::uint16_t bootstrap_name = bootstrap_.empty() ? 0 : utf8("BootstrapMethods");
    std::vector<std::uint8_t> body;
    put_u2(body, 0x0021);  // public super
    put_u2(body, this_index);
    put_u2(body, super_index);
    put_u2(body, 0);  // interfaces
    put_u2(body, 0);  // fields
    put_u2(body, static_cast<unsigned>(methods_.size()));
    for (const MethodSpec& m : methods_) {
        put_u2(body, m.access);
        put_u2(body, utf8(m.name));
        put_u2(body, utf8(m.descriptor));
        put_u2(body, 1);  // attributes: Code
        std::vector<std::uint8_t> code;
        put_u2(code, m.max_stack);
        put_u2(code, m.max_locals);
        put_u4(code, static_cast<std::uint32_t>(m.code.size()));
        put_bytes(code, m.code);
        put_u2(code, static_cast<unsigned>(m.handlers.size()));
        for (const Handler& h : m.handlers) {
            put_u2(code, h.start_pc);
            put_u2(code, h.end_pc);
            put_u2(code, h.handler_pc);
            put_u2(code, h.catch_type);
        }
        if (m.lines.empty()) {
            put_u2(code, 0);
        } else {
            put_u2(code, 1);
            put_u2(code, lines_name);
            put_u4(code, static_cast<std::uint32_t>(2 + 4 * m.lines.size()));
            put_u2(code, static_cast<unsigned>(m.lines.size()));
            for (const auto& [pc, line] : m.lines) {
                put_u2(code, pc);
                put_u2(code, line);
            }
        }
        put_u2(body, code_name);
        put_u4(body, static_cast<std::uint32_t>(code.size()));
        put_bytes(body, code);
    }
    if (bootstrap_.empty()) {
        put_u2(body, 0);
    } else {
        put_u2(body, 1);
        std::vector<std::uint8_t> attr;
        put_u2(attr, static_cast<unsigned>(bootstrap_.size()));
        for (const auto& [handle, arguments] : bootstrap_) {
            put_u2(attr, handle);
            put_u2(attr, static_cast<unsigned>(arguments.size()));
            for (std::uint16_t a : arguments) put_u2(attr, a);
        }
        put_u2(body, bootstrap_name);
        put_u4(body, static_cast<std::uint32_t>(attr.size()));
        put_bytes(body, attr);
    }

    std::vector<std::uint8_t> out;
    put_u4(out, 0xCAFEBABE);
    put_u2(out, 0);
    put_u2(out, major_);
    put_u2(out, next_index_);
    for (const auto& entry : pool_) put_bytes(out, entry);
    put_bytes(out, body);
    return out;
}

}  // namespace symcrete::testing
