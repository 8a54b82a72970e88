// run_module (interpreter.h), on a thread with a large stack (large_stack.h).
#include "python/interpreter.h"

#include <fmt/format.h>
#include <pthread.h>

#include <exception>

#include "large_stack.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

void run_program(const Module& module, std::ostream& out, const RunLimits& limits, RunOutcome& outcome);

void run_job(const Module& module, std::ostream& out, const RunLimits& limits, RunOutcome& outcome) {
    run_program(module, out, limits, outcome);
    collect_cycles({});  // nothing of the run is kept
}

void run_program(const Module& module, std::ostream& out, const RunLimits& limits, RunOutcome& outcome) {
    Runtime runtime(module, out, limits);
    try {
        runtime.run_module();
    } catch (PythonException& e) {
        const auto* instance = e.exception.object_as<InstanceObject>();
        std::string last = instance ? instance->cls->name : type_name(e.exception);
        std::string message;
        try {
            message = encode_utf8(runtime.str(e.exception));
        } catch (PythonException&) {
            message = "<exception str() failed>";
        }
        if (!message.empty()) last += ": " + message;
        std::string traceback = "Traceback (most recent call last):\n";
        if (instance)
            for (auto it = instance->traceback.rbegin(); it != instance->traceback.rend(); ++it)
                traceback += fmt::format("  File \"{}\", line {}, in {}\n", module.file, it->first, it->second);
        outcome.traceback = traceback + last + "\n";
        outcome.uncaught = last;
    } catch (StopRun& stop) {
        outcome.unsupported = stop.reason;
    }
    out.flush();
}

void* thread_main(void* argument) {
    auto& job = *static_cast<std::pair<const std::function<void()>*, std::exception_ptr>*>(argument);
    try {
        (*job.first)();
    } catch (...) {
        job.second = std::current_exception();
    }
    return nullptr;
}

}  // namespace

void run_on_large_stack(const std::function<void()>& work) {
    constexpr std::size_t kStackBytes = std::size_t{1} << 30;
    std::pair<const std::function<void()>*, std::exception_ptr> job{&work, nullptr};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, kStackBytes);
    pthread_t thread;
    const int created = pthread_create(&thread, &attributes, thread_main, &job);
    pthread_attr_destroy(&attributes);
    if (created != 0) {
        work();  // no thread to be had: run here, with the stack there is
        return;
    }
    pthread_join(thread, nullptr);
    if (job.second) std::rethrow_exception(job.second);
}

RunOutcome run_module(const Module& module, std::ostream& out, const RunLimits& limits) {
    RunOutcome outcome;
    run_on_large_stack([&] { run_job(module, out, limits, outcome); });
    return outcome;
}

}  // namespace symcrete::python
