// Errors as values. A parse or lift failure is something a user reads, so it
// carries a message with context (file, offset, what was expected) rather than
// being an exception that escapes a library boundary.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace symcrete {

struct Error {
    std::string message;
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

using Status = Result<Ok>;

}  // namespace symcrete
