// Errors as values. A parse or lift failure is something a user reads, so it
// carries a message with context (file, offset, what was expected) rather than
// being an exception that escapes a library boundary. Its kind says whose
// problem it is, as LevelDB's Status codes do: the command line derives its
// exit status from the kind (app/exit_codes.h), never from the message.
#pragma once

#include <cassert>
#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace symcrete {

enum class ErrorKind : std::uint8_t {
    // The user's input or options: a class or file that is not there or is
    // malformed, an unknown option, an output path that cannot be written.
    BadInput,
    // Valid input Symcrete does not handle yet (a native it does not model,
    // a class-file feature it cannot lift).
    Unsupported,
    // An outside tool could not run or failed: a missing JDK, JUnit or
    // JaCoCo, no sandbox, javac rejecting a generated file.
    ToolFailed,
    // A bug in Symcrete: its own data did not hold together (a worker's
    // result that cannot be read, an engine and JVM that disagree).
    Internal,
};
const char* to_string(ErrorKind kind);

struct Error {
    std::string message;
    // Most errors are about what the user gave: that is the default; the
    // places that fail for other reasons say so.
    ErrorKind kind = ErrorKind::BadInput;
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : data_(std::move(value)) {}
    Result(Error error) : data_(std::move(error)) {}

    bool ok() const { return data_.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & { assert(ok()); return std::get<0>(data_); }
    const T& value() const& { assert(ok()); return std::get<0>(data_); }
    T&& value() && { assert(ok()); return std::get<0>(std::move(data_)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const { assert(!ok()); return std::get<1>(data_); }

private:
    std::variant<T, Error> data_;
};

struct Ok {};

inline const char* to_string(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::BadInput: return "bad input";
        case ErrorKind::Unsupported: return "unsupported";
        case ErrorKind::ToolFailed: return "tool failed";
        case ErrorKind::Internal: return "internal";
    }
    return "?";
}

using Status = Result<Ok>;

}  // namespace symcrete
