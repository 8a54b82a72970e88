// Java's text rules (java_text.h) in one place. Modified UTF-8 is decoded in
// two steps: bytes to UTF-16 code units (the 1-, 2- and 3-byte forms only; a
// zero byte, a stray continuation byte or a 4-byte lead is malformed), then
// surrogate pairs joined into one code point written as standard 4-byte
// UTF-8. A high surrogate waits for its low half; an unpaired surrogate of
// either kind is written as its own 3-byte sequence.
#include "support/java_text.h"

#include <fmt/format.h>

namespace symcrete::java_text {
namespace {

bool is_continuation(std::uint8_t byte) { return (byte & 0xC0) == 0x80; }

}  // namespace

std::int32_t string_hash(std::u16string_view text) {
    std::uint32_t hash = 0;
    for (char16_t c : text) hash = 31 * hash + c;
    return static_cast<std::int32_t>(hash);
}

void append_utf16(std::u16string& out, char32_t code_point) {
    if (code_point < 0x10000) {
        out.push_back(static_cast<char16_t>(code_point));
    } else {
        out.push_back(high_surrogate(code_point));
        out.push_back(low_surrogate(code_point));
    }
}

void append_utf8(std::string& out, char32_t code_point) {
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

bool Utf8Sequence::strict() const {
    switch (length) {
        case 2: return code_point >= 0x80;
        case 3: return code_point >= 0x800 && !is_surrogate(code_point);
        case 4: return code_point >= 0x10000 && code_point <= 0x10FFFF;
        default: return false;
    }
}

std::optional<Utf8Sequence> utf8_sequence(std::string_view text) {
    if (text.empty()) return std::nullopt;
    const auto lead = static_cast<unsigned char>(text[0]);
    Utf8Sequence sequence;
    if ((lead & 0xE0) == 0xC0) {
        sequence = {static_cast<char32_t>(lead & 0x1F), 2};
    } else if ((lead & 0xF0) == 0xE0) {
        sequence = {static_cast<char32_t>(lead & 0x0F), 3};
    } else if ((lead & 0xF8) == 0xF0) {
        sequence = {static_cast<char32_t>(lead & 0x07), 4};
    } else {
        return std::nullopt;
    }
    if (sequence.length > text.size()) return std::nullopt;
    for (std::size_t k = 1; k < sequence.length; ++k) {
        const auto byte = static_cast<unsigned char>(text[k]);
        if (!is_continuation(byte)) return std::nullopt;
        sequence.code_point = (sequence.code_point << 6) | (byte & 0x3F);
    }
    return sequence;
}

std::u16string to_utf16(std::string_view text) {
    std::u16string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        auto byte = static_cast<unsigned char>(text[i]);
        char32_t cp = byte;
        std::size_t extra = 0;
        if (byte >= 0xF0) { cp = byte & 0x07; extra = 3; }
        else if (byte >= 0xE0) { cp = byte & 0x0F; extra = 2; }
        else if (byte >= 0xC0) { cp = byte & 0x1F; extra = 1; }
        ++i;
        for (std::size_t k = 0; k < extra && i < text.size(); ++k, ++i)
            cp = (cp << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
        append_utf16(result, cp);
    }
    return result;
}

std::string to_utf8(std::u16string_view text) {
    std::string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        char32_t cp = text[i];
        if (is_high_surrogate(cp) && i + 1 < text.size() && is_low_surrogate(text[i + 1])) {
            cp = join_surrogates(cp, text[i + 1]);
            ++i;
        } else if (is_surrogate(cp)) {
            cp = '?';  // an unpaired surrogate, as Java's UTF-8 encoder writes it
        }
        append_utf8(result, cp);
    }
    return result;
}

std::optional<ModifiedUtf8Error> decode_modified_utf8(std::span<const std::uint8_t> bytes, std::string& out) {
    out.reserve(out.size() + bytes.size());
    char32_t pending_high = 0;  // a high surrogate waiting for its low half, 0 if none
    auto flush_pending = [&] {
        if (pending_high != 0) append_utf8(out, pending_high);
        pending_high = 0;
    };
    std::size_t i = 0;
    while (i < bytes.size()) {
        std::uint8_t b0 = bytes[i];
        char32_t unit = 0;
        if (b0 >= 0x01 && b0 < 0x80) {
            unit = b0;
            i += 1;
        } else if ((b0 & 0xE0) == 0xC0) {
            if (i + 1 >= bytes.size() || !is_continuation(bytes[i + 1]))
                return ModifiedUtf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} starts a 2-byte "
                                                        "sequence that is cut short", b0)};
            unit = ((b0 & 0x1Fu) << 6) | (bytes[i + 1] & 0x3Fu);
            i += 2;
        } else if ((b0 & 0xF0) == 0xE0) {
            if (i + 2 >= bytes.size() || !is_continuation(bytes[i + 1]) || !is_continuation(bytes[i + 2]))
                return ModifiedUtf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} starts a 3-byte "
                                                        "sequence that is cut short", b0)};
            unit = ((b0 & 0x0Fu) << 12) | ((bytes[i + 1] & 0x3Fu) << 6) | (bytes[i + 2] & 0x3Fu);
            i += 3;
        } else {
            return ModifiedUtf8Error{i, fmt::format("malformed modified UTF-8: byte 0x{:02X} is not allowed", b0)};
        }
        if (is_high_surrogate(unit)) {
            flush_pending();
            pending_high = unit;
        } else if (is_low_surrogate(unit) && pending_high != 0) {
            append_utf8(out, join_surrogates(pending_high, unit));
            pending_high = 0;
        } else {
            flush_pending();
            append_utf8(out, unit);
        }
    }
    flush_pending();
    return std::nullopt;
}

}  // namespace symcrete::java_text
