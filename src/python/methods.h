// What the builtin methods share (methods.cpp, str_methods.cpp): the table
// they are found in by "type.name", and CPython's argument checks.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "runtime.h"

namespace symcrete::python {

using Method = Value (*)(Runtime&, std::vector<Value>&, Keywords&);
using MethodTable = std::map<std::string, Method>;

// TypeError "name() takes no keyword arguments" when there are some.
void no_keywords(const char* name, const Keywords& keywords);
// The arguments after self (args[0]) number from least to most, else
// CPython's TypeError.
void arity(const char* name, const std::vector<Value>& args, std::size_t least, std::size_t most);
// The start/end arguments of find, count, index, ... (from args[first]):
// slice-like bounds clamped to `size`; a start past the end is size + 1,
// which no search matches (CPython: "abc".find("", 5) is -1).
std::pair<std::size_t, std::size_t> bounds(const std::vector<Value>& args, std::size_t first, std::size_t size);

// Adds str's methods ("str.upper", ...) to the table.
void add_str_methods(MethodTable& table);

}  // namespace symcrete::python
