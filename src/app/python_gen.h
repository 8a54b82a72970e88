// `symcrete gen --python <file.py>`: pytest tests for a Python file's
// functions (python_gen.cpp).
#pragma once

namespace symcrete::app {

struct GenOptions;

int run_python_gen(const GenOptions& options);

}  // namespace symcrete::app
