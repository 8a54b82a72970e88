// A bounds-checked big-endian cursor over class-file bytes. Every read names
// what it expects, so a truncated or malformed file yields a message such as
// "Foo.class: offset 812: expected u2 (attribute_name_index), 1 byte left".
// Failures throw ParseError, which the parser turns into an Error value at its
// public boundary; ParseError never escapes the classfile library.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace symcrete::classfile {

struct ParseError {
    std::string message;
};

class ByteReader {
public:
    // `base` is the absolute offset of bytes[0] within the file, so sub-readers
    // report offsets relative to the whole file.
    ByteReader(std::span<const std::uint8_t> bytes, std::string_view source, std::size_t base = 0)
        : bytes_(bytes), source_(source), base_(base) {}

    std::uint8_t u1(std::string_view what);
    std::uint16_t u2(std::string_view what);
    std::uint32_t u4(std::string_view what);
    std::span<const std::uint8_t> take(std::size_t count, std::string_view what);
    // A reader over the next `count` bytes; this reader skips past them.
    ByteReader sub(std::size_t count, std::string_view what);

    std::size_t offset() const { return base_ + pos_; }  // absolute offset of the next byte
    std::size_t remaining() const { return bytes_.size() - pos_; }
    bool at_end() const { return pos_ == bytes_.size(); }
    std::string_view source() const { return source_; }

    [[noreturn]] void fail(std::string_view message) const { fail_at(offset(), message); }
    [[noreturn]] void fail_at(std::size_t offset, std::string_view message) const;

private:
    void need(std::size_t count, std::string_view what) const;

    std::span<const std::uint8_t> bytes_;
    std::string_view source_;
    std::size_t base_ = 0;
    std::size_t pos_ = 0;
};

}  // namespace symcrete::classfile
