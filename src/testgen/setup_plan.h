// Which calls run on a constructed receiver before the method under test
// (setup_plan.cpp): chosen by what the method and the calls read and fill
// (engine/field_effects.h), beside the class's adders (class_methods.h).
// Private to src/testgen.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "classfile/class_file.h"
#include "engine/program.h"

namespace symcrete::testgen::generation_detail {

using Calls = std::vector<const classfile::Method*>;

// Sequences of setup calls chosen by what the method reads: for each field
// of the receiver it reads that another call fills, a call that fills it,
// preceded in turn by the calls that one needs (an `enrol` after
// `addStudent`, and after the `addSection` that needs the `addCourse` it
// looks courses up in); when the method goes over the entries of a field
// it needs, the same with that field's filler called twice (a ranking of
// two customers); when the method fills what it reads, the chain followed
// by the method itself (an `enrol` after an `enrol`); then a few chains
// ending in another call that fills what the method reads (an `undo` after
// `returnItem`, beside the one after `rent`). At most kMaxChainCalls calls
// each, the method's own last one included; no single call (setup_calls
// has those).
std::vector<Calls> dependency_sequences(engine::Program& program, const classfile::ClassFile& cls,
                                        const classfile::Method& method);

// A list of setup calls, one of which may have to throw.
struct PlannedCalls {
    Calls calls;
    // The index of a call the path needs refused (engine::SetupCall::refused).
    std::optional<std::size_t> refused = std::nullopt;
    friend bool operator==(const PlannedCalls&, const PlannedCalls&) = default;
};

// Every list of setup calls a method is explored after, one exploration
// each, in order, none twice: single calls (setup_calls) that need nothing
// another call fills first (`play` alone on an empty playlist only
// throws), the adders' sequences (setup_sequences), then the dependency
// sequences; last, for a method that may change the receiver, the method
// refused and then called again, after what it needs (a failed `open` must
// not use up an id: seen only by the next `open`).
std::vector<PlannedCalls> setup_plan(engine::Program& program, const classfile::ClassFile& cls,
                                     const classfile::Method& method);

}  // namespace symcrete::testgen::generation_detail
