// How tests use the class's methods (class_methods.cpp): which constructions
// make a receiver as a user would, and which calls of the class may bring it
// into the state a method needs. Private to src/testgen.
#pragma once

#include <cstddef>
#include <vector>

#include "classfile/class_file.h"
#include "engine/program.h"

namespace symcrete::testgen::generation_detail {

// How a user makes an object of `cls`: its public constructors and public
// static factories (returning `cls` itself), fewest parameters first, in
// declaration order among equals. None for abstract classes and interfaces,
// enums, and classes a test cannot name; no constructors for an inner
// (non-static nested) class, which need an enclosing instance. Ones taking
// `cls` itself are left out: they need a receiver already.
std::vector<const classfile::Method*> constructions(const classfile::ClassFile& cls);

// At most this many setup calls are tried per method, each as its own
// exploration after the first construction.
inline constexpr std::size_t kMaxSetupCalls = 3;

// The calls that may bring a constructed receiver into the state `method`
// needs, as a user would make them before calling it (`cart.add(...)`
// before `cart.totalCents(...)`): public instance methods of the class
// that may change its state and are not getters (they take arguments or
// return nothing), the method itself first (add after add), then those returning
// nothing, then the rest, in declaration order; at most kMaxSetupCalls.
std::vector<const classfile::Method*> setup_calls(engine::Program& program, const classfile::ClassFile& cls,
                                                  const classfile::Method& method);
// The same, at most `at_most` of them.
std::vector<const classfile::Method*> setup_calls(engine::Program& program, const classfile::ClassFile& cls,
                                                  const classfile::Method& method, std::size_t at_most);

// The class's "adders": public void instance methods with arguments that
// may change its state, in declaration order (setup_calls' filter).
std::vector<const classfile::Method*> adders(engine::Program& program, const classfile::ClassFile& cls);

// Sequences of setup calls a person writes to reach a state one call cannot
// (a deque holding two entries, a product received and then reserved): the
// class's first "adder" (a public void instance method with arguments that
// may change its state) twice, and its first two adders in declaration
// order followed by the method itself when that changes state too (else
// alone); for a method without parameters that changes the state (sort),
// the first adder three times too; for a method that does not change the
// state (a query), the first adder followed by the first state-changing
// method with its parameters that returns a value (add(int) then
// remove(int)). None for a class with no adder.
std::vector<std::vector<const classfile::Method*>> setup_sequences(engine::Program& program,
                                                                   const classfile::ClassFile& cls,
                                                                   const classfile::Method& method);

// An instance method of an enum as its constants' bodies implement or
// override it (STANDARD { boolean mayReserve(int held) {...} }): each body
// class's method, in the order the enum's class file lists them. Tests
// call it on the constants (`MemberTier.STUDENT.mayReserve(2)`); nothing
// else reaches the bodies, anonymous classes no test names. The enum's own
// method, when it has code, runs on the other constants.
struct ConstantBody {
    const classfile::ClassFile* cls = nullptr;
    const classfile::Method* method = nullptr;
};
std::vector<ConstantBody> constant_bodies(engine::Program& program, const classfile::ClassFile& cls,
                                          const classfile::Method& method);

}  // namespace symcrete::testgen::generation_detail
