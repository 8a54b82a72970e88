// Whether a test rests on an object it makes field by field (with
// allocateInstance and setField), which may be in a state no constructor
// leaves: `check` does not report a failure on one as a bug, and `reach`
// does not take a path through one as reaching its target.
#pragma once

#include "testgen/test_case.h"

namespace symcrete::verify {

// An instance that is not a string, a boxed or big number, a constant, a
// collection or an object its constructor made (a record: tests make
// these as users do). A receiver no constructor made always counts, but a
// singleton's instance; another object counts when the path's outcome
// depends on its fields: its state then mattered. (A Square where a Circle
// was cast still shows a bug: only its class played a part.)
bool rests_on_object_made_field_by_field(const testgen::TestCase& test);

}  // namespace symcrete::verify
