// A read position in a descriptor or signature, shared by the recursive-descent
// parsers in descriptor.cpp and signature.cpp. Private to src/classfile.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "support/result.h"

namespace symcrete::classfile::detail {

// Appends one character of the input to an error message, escaping the quote
// character in use, backslashes and control bytes so a message stays on one line.
inline void append_escaped(std::string& out, char c, char delimiter) {
    static constexpr char kHex[] = "0123456789abcdef";
    auto byte = static_cast<unsigned char>(c);
    if (c == delimiter || c == '\\') {
        out += '\\';
        out += c;
    } else if (byte < 0x20 || byte == 0x7f) {
        out += "\\x";
        out += kHex[byte >> 4];
        out += kHex[byte & 0xf];
    } else {
        out += c;
    }
}

// "text" in double quotes, escaped.
inline std::string quote(std::string_view text) {
    std::string out = "\"";
    for (char c : text) append_escaped(out, c, '"');
    out += '"';
    return out;
}

// 'c' in single quotes, escaped.
inline std::string quote_char(char c) {
    std::string out = "'";
    append_escaped(out, c, '\'');
    out += '\'';
    return out;
}

class TextCursor {
public:
    // `what` names the kind of text in errors: "field descriptor", "class signature".
    TextCursor(std::string_view what, std::string_view text) : what_(what), text_(text) {}

    std::string_view text() const { return text_; }
    std::size_t offset() const { return offset_; }
    bool at_end() const { return offset_ >= text_.size(); }

    // The current character; only meaningful when !at_end() (a NUL byte is a
    // real character in the text, not an end marker).
    char peek() const { return at_end() ? '\0' : text_[offset_]; }
    bool next_is(char c) const { return !at_end() && text_[offset_] == c; }
    void advance() {
        if (!at_end()) ++offset_;
    }
    bool consume(char c) {
        if (!next_is(c)) return false;
        ++offset_;
        return true;
    }

    // `bad field descriptor "[Q": at offset 1, expected ...`
    Error error_at(std::size_t offset, std::string_view problem) const {
        std::string message = "bad " + std::string(what_) + " " + quote(text_) + ": at offset " +
                              std::to_string(offset);
        if (offset >= text_.size()) message += " (end of input)";
        message += ", ";
        message += problem;
        return Error{std::move(message)};
    }
    Error error(std::string_view problem) const { return error_at(offset_, problem); }

private:
    std::string_view what_;
    std::string_view text_;
    std::size_t offset_ = 0;
};

}  // namespace symcrete::classfile::detail
