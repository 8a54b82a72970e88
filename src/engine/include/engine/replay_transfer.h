// A replay's inputs carried over to another Program whose classes have the
// same names: a reference solution and a student's submission of one
// assignment, each on its own class path. Values (primitives, nulls,
// references to the replay's objects by index, texts) are the same in both;
// what points into a Program (classes, methods, field slots) is looked up
// again by name.
//
// An application object made field by field (no constructor) means the
// same thing in the other program only when its class has the same
// instance fields there: otherwise the state it stands for may be one no
// code of that program can make, and a difference found on it would be
// false. Such inputs are refused with the reason.
#pragma once

#include "engine/inputs.h"
#include "engine/program.h"
#include "support/result.h"

namespace symcrete::engine {

// `inputs`, replayed so far on classes of another Program, for `to`.
// Error (Unsupported): a class, method or field the inputs use is missing
// from `to`, or an object made field by field is of a class whose instance
// fields differ there.
Result<ReplayInputs> transfer_replay_inputs(const ReplayInputs& inputs, Program& to);

// The instance fields of `cls` by slot, inherited first: "Owner.name:descriptor"
// (the owner's internal name). Two classes whose lists are equal lay out
// their objects alike.
std::vector<std::string> instance_field_keys(const RuntimeClass& cls);

}  // namespace symcrete::engine
