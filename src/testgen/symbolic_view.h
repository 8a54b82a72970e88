// A path's SymbolicCase (testgen/symbolic_case.h): built from the path's
// heap snapshots (engine/heap_snapshot.h) and its result, with every
// symbolic value written as the path-condition renderer writes the path's
// condition. Private to src/testgen.
#pragma once

#include <string>
#include <vector>

#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "path_condition.h"
#include "testgen/symbolic_case.h"

namespace symcrete::testgen::generation_detail {

// `named`: the inputs with their Java types (so a boolean reads as one);
// `constraint`: the path's condition, already rendered.
SymbolicCase symbolic_case(const engine::PathResult& path, const classfile::MethodType& type,
                           const std::vector<ConditionParameter>& named, std::string constraint);

}  // namespace symcrete::testgen::generation_detail
