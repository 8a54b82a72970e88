// Decoding modified UTF-8 (modified_utf8.h) in two steps: bytes to UTF-16 code
// units (the 1-, 2- and 3-byte forms only; a zero byte, a stray continuation
// byte or a 4-byte lead is malformed), then surrogate pairs joined into one
// code point written as standard 4-byte UTF-8. A high surrogate waits for its
// low half; an unpaired surrogate of either kind is written as its own 3-byte
// sequence.
#include "modified_utf8.h"

#include <fmt/format.h>

namespace symcrete::classfile {
namespace {

void append_utf8(std::string& out, std::uint32_t code_point) {
    if (code_point < 0x80) {
        out += static_cast<char>(code_point);
    } else if (code_point < 0x800) {
        out += static_cast<char>(0xC0 | (code_point >> 6));
        out += static_cast<char>(0x80 | (code_point & 0x3F));
    } else if (code_point < 0x10000) {
        out += static_cast<char>(0xE0 | (code_point >> 12));
        out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code_point & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code_point >> 18));
        out += static_cast<char>(0x80 | ((code_point >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code_point >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code_point & 0x3F));
    }
}

bool is_continuation(std::uint8_t byte) { return (byte & 0xC0) == 0x80; }

}  // namespace

std::optional<Utf8Error> decode_modified_utf8(std::span<const std::uint8_t> bytes, std::string& out) {
    out.reserve(out.size() + bytes.size());
    // Decode to UTF-16 code units first, then pair surrogates.
    std::uint32_t pending_high = 0;  // a high surrogate waiting for its low half, 0 if none
    auto flush_pending = [&] {
        if (pending_high != 0) append_utf8(out, pending_high);
        pending_high = 0;
    };
    std::size_t i = 0;
    while (i < bytes.size()) {
        std::uint8_t b0 = bytes[i];
        std::uint32_t unit = 0;
        if (b0 >= 0x01 && b0 < 0x80) {
            unit = b0;
            i += 1;
        } else if ((b0 & 0xE0) == 0xC0) {
            if (i + 1 >= bytes.size() || !is_continuation(bytes[i + 1]))
                return Utf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} starts a 2-byte "
                                                "sequence that is cut short", b0)};
            unit = ((b0 & 0x1Fu) << 6) | (bytes[i + 1] & 0x3Fu);
            i += 2;
        } else if ((b0 & 0xF0) == 0xE0) {
            if (i + 2 >= bytes.size() || !is_continuation(bytes[i + 1]) || !is_continuation(bytes[i + 2]))
                return Utf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} starts a 3-byte "
                                                "sequence that is cut short", b0)};
            unit = ((b0 & 0x0Fu) << 12) | ((bytes[i + 1] & 0x3Fu) << 6) | (bytes[i + 2] & 0x3Fu);
            i += 3;
        } else {
            return Utf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} is not allowed", b0)};
        }
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            flush_pending();
            pending_high = unit;
        } else if (unit >= 0xDC00 && unit <= 0xDFFF && pending_high != 0) {
            append_utf8(out, 0x10000 + ((pending_high - 0xD800) << 10) + (unit - 0xDC00));
            pending_high = 0;
        } else {
            flush_pending();
            append_utf8(out, unit);
        }
    }
    flush_pending();
    return std::nullopt;
}

}  // namespace symcrete::classfile
