// Whether calling a method may change the object it is called on. Test
// generation uses it twice: a method that may is a setup call (worth making
// before the method under test), and one that may not is a query whose
// result a test can assert after the call (stack.peek(), cart.size()).
#pragma once

#include <string>

#include "classfile/class_file.h"
#include "engine/program.h"

namespace symcrete::engine {

// Names of calls that only look (getters, queries, comparisons, parsing,
// the read-only views and lookups of the JDK's collections).
bool looks_like_a_query(const std::string& name);

// May `method` of `cls` change its receiver's state? It writes one of its
// fields, or makes a call that is not a query on itself or on what a field
// holds (a `put` on the map a field holds; an `add` on a list of its own
// does not count), or stores into an array a field holds (a sort in
// place): a cheap look at its own code, not what its callees do.
// `depth` counts the calls of its own class's methods followed so far.
bool may_change_receiver(Program& program, const classfile::ClassFile& cls, const classfile::Method& method,
                         unsigned depth = 0);

}  // namespace symcrete::engine
