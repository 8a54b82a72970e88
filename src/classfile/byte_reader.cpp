// ByteReader's reads (byte_reader.h): each checks the bytes left first and,
// when too few remain, throws a ParseError naming the source, the absolute
// offset and what was expected there. Multi-byte values are assembled with
// shifts, big-endian as JVMS 4.1 requires, so the host's byte order never
// matters; sub() keeps offsets absolute, so readers of nested attributes report
// positions within the whole file.
#include "byte_reader.h"

#include <fmt/format.h>

namespace symcrete::classfile {

void ByteReader::fail_at(std::size_t offset, std::string_view message) const {
    throw ParseError{fmt::format("{}: offset {}: {}", source_, offset, message)};
}

void ByteReader::need(std::size_t count, std::string_view what) const {
    if (remaining() < count) {
        fail(fmt::format("expected {} ({} byte{}), but only {} byte{} left", what, count,
                         count == 1 ? "" : "s", remaining(), remaining() == 1 ? "" : "s"));
    }
}

std::uint8_t ByteReader::u1(std::string_view what) {
    need(1, what);
    return bytes_[pos_++];
}

std::uint16_t ByteReader::u2(std::string_view what) {
    need(2, what);
    std::uint16_t value = static_cast<std::uint16_t>((bytes_[pos_] << 8) | bytes_[pos_ + 1]);
    pos_ += 2;
    return value;
}

std::uint32_t ByteReader::u4(std::string_view what) {
    need(4, what);
    std::uint32_t value = (std::uint32_t{bytes_[pos_]} << 24) | (std::uint32_t{bytes_[pos_ + 1]} << 16) |
                          (std::uint32_t{bytes_[pos_ + 2]} << 8) | std::uint32_t{bytes_[pos_ + 3]};
    pos_ += 4;
    return value;
}

std::span<const std::uint8_t> ByteReader::take(std::size_t count, std::string_view what) {
    need(count, what);
    auto result = bytes_.subspan(pos_, count);
    pos_ += count;
    return result;
}

ByteReader ByteReader::sub(std::size_t count, std::string_view what) {
    std::size_t start = offset();
    auto bytes = take(count, what);
    return ByteReader(bytes, source_, start);
}

}  // namespace symcrete::classfile
