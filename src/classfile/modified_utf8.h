// Class files store strings in "modified UTF-8" (JVMS 4.4.7): U+0000 is two
// bytes and supplementary characters are two encoded surrogates. We keep
// strings as standard UTF-8 so they print and compare naturally; a lone
// surrogate (legal in Java strings) stays in its three-byte form.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace symcrete::classfile {

struct Utf8Error {
    std::size_t offset = 0;  // within the input bytes
    std::string message;
};

// Appends the decoded text to `out`; returns the first malformed byte if any.
std::optional<Utf8Error> decode_modified_utf8(std::span<const std::uint8_t> bytes, std::string& out);

}  // namespace symcrete::classfile
