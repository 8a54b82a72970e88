// Runs work on a thread with a large stack: a Python recursion as deep as
// CPython allows (1000 calls, each several C++ frames of the interpreter,
// larger under the sanitizers) must not overflow the caller's stack.
#pragma once

#include <functional>

namespace symcrete::python {

// Runs `work` to its end on a thread with a 1 GiB stack (reserved, not
// committed), or on this thread if none can be made; an exception it throws
// is rethrown here.
void run_on_large_stack(const std::function<void()>& work);

}  // namespace symcrete::python
