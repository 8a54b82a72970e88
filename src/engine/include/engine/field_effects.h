// Which of its receiver's fields a method reads, and which it changes: what
// test generation needs to choose the calls that bring a receiver into the
// state a method looks at (a registrar's `enrol` reads the students map
// `addStudent` fills and the sections map `addSection` fills).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_file.h"
#include "engine/program.h"

namespace symcrete::engine {

struct FieldEffects {
    // Fields of the method's class read from `this`.
    std::set<std::string> reads;
    // Fields of its class it writes, or changes what they hold: a call that
    // may change an object reached from the field (`students.put(...)`,
    // `find(id).transcript().add(entry)`).
    std::set<std::string> changes;
    // Of those, the ones it writes or calls a changing method on directly
    // (`enrolments.add(e)`; not `enrolment.setStatus(...)` on one it found
    // there, nor `history.poll()`): what may fill an empty collection.
    std::set<std::string> fills;
    // Fields whose entries it goes over (a loop, a stream, a map's views):
    // what it does may depend on how many there are and in which order.
    std::set<std::string> walks;
    // Per field, the calls that look an entry up in what it holds (calls
    // taking arguments that only read, on the field's own value: a
    // transfer's `accounts.get(from)` and `accounts.get(to)`, two):
    // with two or more, what it does may depend on two entries, as a walk's may.
    std::map<std::string, unsigned> lookups;
    // The fields in the order the method first reads them.
    std::vector<std::string> read_order;
};

// A cheap look at `method`'s own IR and, a few calls deep, at the methods of
// its class it calls on `this` or runs as lambdas capturing `this`: an
// approximation (a change through an alias held elsewhere, or in a method
// inherited from a superclass, is not seen).
FieldEffects field_effects(Program& program, const classfile::ClassFile& cls, const classfile::Method& method);

}  // namespace symcrete::engine
