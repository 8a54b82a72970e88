// What `symcrete worst --out DIR` writes (worst_command.h): a JUnit test per
// size that runs the size's worst input and asserts what the method returns
// (or throws) on it, validated on the JVM unless --no-validate, and the
// report (report/worst_report.h: worst.json, worst.html with the plot).
#pragma once

#include <vector>

#include "classfile/class_file.h"
#include "classfile/class_path.h"
#include "engine/cost.h"
#include "engine/engine.h"
#include "engine/engine_stack.h"
#include "report/worst_report.h"
#include "support/result.h"
#include "worst_command.h"

namespace symcrete::app {

// `worst[i]` is the worst path of `report.rows[i]`'s size (null: none).
// Fills each row's test name and the report's test file, then writes both.
Status write_worst_outputs(const WorstOptions& options, engine::EngineStack& stack, classfile::ClassPath& class_path,
                           const classfile::ClassFile& cls, const classfile::Method& method, engine::CostModel model,
                           const std::vector<const engine::PathResult*>& worst, report::WorstReport& report);

}  // namespace symcrete::app
