// run_module (interpreter.h): the module runs on a thread of its own with a
// large stack, so a Python recursion as deep as CPython allows (1000 calls,
// each several C++ frames, larger under the sanitizers) cannot overflow the
// caller's stack.
#include "python/interpreter.h"

#include <fmt/format.h>
#include <pthread.h>

#include <exception>

#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

constexpr std::size_t kStackBytes = std::size_t{1} << 30;  // reserved, not committed

struct Job {
    const Module* module;
    std::ostream* out;
    RunLimits limits;
    RunOutcome outcome;
    std::exception_ptr failure;
};

void run_job(Job& job) {
    Runtime runtime(*job.module, *job.out, job.limits);
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
                traceback += fmt::format("  File \"{}\", line {}, in {}\n", job.module->file, it->first, it->second);
        job.outcome.traceback = traceback + last + "\n";
        job.outcome.uncaught = last;
    } catch (StopRun& stop) {
        job.outcome.unsupported = stop.reason;
    }
    job.out->flush();
}

void* thread_main(void* argument) {
    auto& job = *static_cast<Job*>(argument);
    try {
        run_job(job);
    } catch (...) {
        job.failure = std::current_exception();
    }
    return nullptr;
}

}  // namespace

RunOutcome run_module(const Module& module, std::ostream& out, const RunLimits& limits) {
    Job job{&module, &out, limits, {}, nullptr};
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, kStackBytes);
    pthread_t thread;
    const int created = pthread_create(&thread, &attributes, thread_main, &job);
    pthread_attr_destroy(&attributes);
    if (created != 0) {
        run_job(job);  // no thread to be had: run here, with the stack there is
    } else {
        pthread_join(thread, nullptr);
    }
    if (job.failure) std::rethrow_exception(job.failure);
    return job.outcome;
}

}  // namespace symcrete::python
