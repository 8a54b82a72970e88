// Helpers shared by the lifter tests: loading compiled classes, lifting one
// method by name, and checking the structural invariants every lifted
// Function must satisfy.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "ir/ir.h"
#include "ir/lifter.h"
#include "support/class_builder.h"

namespace symcrete::ir::test {

inline std::vector<std::uint8_t> read_bytes(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    EXPECT_TRUE(in.good()) << "cannot open " << file;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Every .class file under `dir`, parsed, in path order.
inline std::vector<classfile::ClassFile> load_classes(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
        if (entry.path().extension() == ".class") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    std::vector<classfile::ClassFile> classes;
    for (const auto& file : files) {
        std::vector<std::uint8_t> bytes = read_bytes(file);
        auto parsed = classfile::parse_class_file(bytes, file.string());
        if (!parsed) {
            ADD_FAILURE() << parsed.error().message;
            continue;
        }
        classes.push_back(std::move(parsed).value());
    }
    return classes;
}

inline classfile::ClassFile parse_built(symcrete::testing::ClassBuilder& builder) {
    std::vector<std::uint8_t> bytes = builder.bytes();
    auto parsed = classfile::parse_class_file(bytes, "built.class");
    if (!parsed) {
        ADD_FAILURE() << parsed.error().message;
        return {};
    }
    return std::move(parsed).value();
}

inline const classfile::Method* find_method(const classfile::ClassFile& cls, const std::string& name) {
    for (const auto& m : cls.methods) {
        if (m.name == name) return &m;
    }
    ADD_FAILURE() << "no method " << name << " in " << cls.name;
    return nullptr;
}

// Structural invariants of a lifted Function; returns "" when they all hold.
inline std::string check_invariants(const Function& fn) {
    auto bad = [&](const std::string& what) { return fn.class_name + "." + fn.name + fn.descriptor + ": " + what; };
    if (fn.blocks.empty()) return bad("no blocks");
    if (fn.blocks[0].start_pc != 0) return bad("entry block does not start at pc 0");
    const auto n = static_cast<BlockId>(fn.blocks.size());
    auto reg_ok = [&](Reg r) { return r == kNoReg || r < fn.num_regs; };
    for (Reg p : fn.params) {
        if (p >= fn.num_regs) return bad("parameter register out of range");
    }
    if (fn.params.size() != fn.param_types.size()) return bad("params and param_types differ in size");
    std::vector<bool> is_handler(n, false);
    for (const Block& b : fn.blocks) {
        for (const Handler& h : b.handlers) {
            if (h.block >= n) return bad("handler block out of range");
            is_handler[h.block] = true;
        }
    }
    for (BlockId id = 0; id < n; ++id) {
        const Block& b = fn.blocks[id];
        const std::string where = "B" + std::to_string(id) + ": ";
        if (b.id != id) return bad(where + "id does not match its index");
        if (id > 0 && b.start_pc < fn.blocks[id - 1].start_pc) return bad(where + "blocks not in pc order");
        if (b.instrs.empty()) return bad(where + "empty block");
        for (std::size_t i = 0; i < b.instrs.size(); ++i) {
            const Instr& in = b.instrs[i];
            const bool last = i + 1 == b.instrs.size();
            if (in.is_terminator() != last) return bad(where + "terminator not exactly at the end");
            if (in.op == Op::CaughtException && i != 0) return bad(where + "caught not first");
            if (!reg_ok(in.dst) || !reg_ok(in.a) || !reg_ok(in.b) || !reg_ok(in.c)) {
                return bad(where + "register out of range at pc " + std::to_string(in.pc));
            }
            switch (in.op) {
                case Op::Const:
                    if (in.aux >= fn.constants.size()) return bad(where + "constant index");
                    break;
                case Op::GetStatic: case Op::PutStatic: case Op::GetField: case Op::PutField:
                    if (in.aux >= fn.members.size()) return bad(where + "member index");
                    break;
                case Op::Invoke: case Op::InvokeDynamic: case Op::MultiNewArray:
                    if (in.aux >= fn.calls.size()) return bad(where + "call index");
                    for (Reg r : fn.calls[in.aux].args) {
                        if (!reg_ok(r) || r == kNoReg) return bad(where + "call argument register");
                    }
                    if (in.op == Op::Invoke && fn.calls[in.aux].member >= fn.members.size()) {
                        return bad(where + "call member index");
                    }
                    break;
                case Op::New: case Op::NewArray: case Op::CheckCast: case Op::InstanceOf:
                    if (in.aux >= fn.type_names.size()) return bad(where + "type name index");
                    break;
                case Op::Switch:
                    if (in.aux >= fn.switches.size()) return bad(where + "switch index");
                    break;
                default: break;
            }
        }
        const Instr& term = b.instrs.back();
        std::size_t expected = 0;
        switch (term.op) {
            case Op::If: expected = 2; break;
            case Op::Goto: expected = 1; break;
            case Op::Switch: {
                const SwitchTable& t = fn.switches[term.aux];
                std::vector<BlockId> distinct{t.default_target};
                for (const auto& [key, target] : t.cases) {
                    if (std::find(distinct.begin(), distinct.end(), target) == distinct.end()) distinct.push_back(target);
                }
                if (distinct != b.successors) return bad(where + "switch successors differ from its table");
                for (std::size_t k = 1; k < t.cases.size(); ++k) {
                    if (t.cases[k - 1].first >= t.cases[k].first) return bad(where + "switch cases not sorted");
                }
                expected = distinct.size();
                break;
            }
            default: expected = 0; break;
        }
        if (b.successors.size() != expected) return bad(where + "wrong number of successors");
        for (BlockId s : b.successors) {
            if (s >= n) return bad(where + "successor out of range");
        }
        if (is_handler[id] && b.instrs.front().op != Op::CaughtException) {
            return bad(where + "handler block does not start with caught");
        }
    }
    // Only reachable code is lifted.
    std::vector<bool> seen(n, false);
    std::vector<BlockId> stack{0};
    seen[0] = true;
    while (!stack.empty()) {
        const Block& b = fn.blocks[stack.back()];
        stack.pop_back();
        auto visit = [&](BlockId s) {
            if (!seen[s]) {
                seen[s] = true;
                stack.push_back(s);
            }
        };
        for (BlockId s : b.successors) visit(s);
        for (const Handler& h : b.handlers) visit(h.block);
    }
    for (BlockId id = 0; id < n; ++id) {
        if (!seen[id]) return bad("B" + std::to_string(id) + " is unreachable");
    }
    return "";
}

}  // namespace symcrete::ir::test
