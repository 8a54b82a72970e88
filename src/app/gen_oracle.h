// `gen --oracle ask|reference` (issue 31): once a batch's suites are
// written (and validated as the code's own), each test's expectation becomes
// the person's answer (ask_oracle.h) or the reference's result, and the file
// is written again (gen_oracle.cpp).
#pragma once

#include <vector>

#include "ask_oracle.h"
#include "class_exploration.h"
#include "gen_command.h"
#include "gen_report_entry.h"

namespace symcrete::app {

// `outcomes` parallel to `batch`; `asker` for --oracle ask, null for
// reference. Prints each class's line; returns the exit status it implies.
int apply_oracle(const std::vector<const ClassExploration*>& batch, std::vector<ClassOutcome>& outcomes,
                 const GenOptions& options, Asker* asker);

}  // namespace symcrete::app
