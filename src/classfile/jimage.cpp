// Reader for the JDK runtime image (`lib/modules`, the "jimage" format).
//
// File layout. Header and table integers use the image's byte order, which
// the magic number reveals; location attribute values are always big-endian.
//
//   header     7 x u32: magic 0xCAFEDADA, version (major << 16 | minor),
//              flags, resource count, table length, locations size, strings size
//   redirect   table length x s32 (perfect-hash redirection)
//   offsets    table length x u32 (offset of each location within `locations`)
//   locations  attribute streams, one per resource
//   strings    NUL-terminated modified UTF-8 strings; offset 0 is ""
//   resources  content; a location's content offset counts from here
//
// A location is a byte stream of attributes: a byte (kind << 3 | (n - 1))
// followed by an n-byte value, ended by a byte below 8. Kinds: module, parent,
// base and extension (string offsets), content offset, compressed size,
// uncompressed size, and (version 1.1) preview flags. The full resource name
// is ["/" module "/"] [parent "/"] base ["." extension], each part present
// when its attribute is non-zero. The JDK stores its own directory tree as
// locations too: "/packages" and "/modules" (no module attribute; the base
// holds the whole name), "/packages/<pkg>" (module "packages") and
// "/modules/<module>[/<dir>...]" (module "modules").
//
// Lookup: slot = hash(name) % table length; a negative redirect entry r means
// location index -1 - r, a positive one is a seed for a second hash, zero
// means absent. The hash is FNV-1 style over the name's modified UTF-8 bytes.
// The found location is checked against the requested name.
//
// Compressed resources (compressed size attribute non-zero) start with one or
// more 29-byte headers: magic 0xCAFEFAFA, u64 payload size, u64 uncompressed
// size, u32 decompressor name (string offset), u32 unused, u8 terminal flag,
// all in image byte order. "zip" payloads are zlib streams; "compact-cp"
// payloads are class files whose UTF-8 constants were moved to the image's
// string table.
#include "jimage.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define ZLIB_CONST
#include <zlib.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <span>
#include <utility>

namespace symcrete::classfile {
namespace {

constexpr std::uint32_t kImageMagic = 0xCAFEDADA;
constexpr std::uint32_t kCompressionMagic = 0xCAFEFAFA;
constexpr std::uint64_t kHeaderSize = 28;
constexpr std::uint64_t kCompressionHeaderSize = 29;
constexpr std::uint32_t kHashMultiplier = 0x01000193;
constexpr std::uint64_t kMaxResourceSize = 0x7FFFFFFF;  // the JDK's own limit

enum AttributeKind : unsigned {
    kEnd = 0,
    kModule = 1,
    kParent = 2,
    kBase = 3,
    kExtension = 4,
    kContentOffset = 5,
    kCompressedSize = 6,
    kUncompressedSize = 7,
    kPreviewFlags = 8,  // version 1.1 and later
    kAttributeSlots = 9,
};

constexpr std::array<const char*, kAttributeSlots> kAttributeNames = {
    "end", "module", "parent", "base", "extension", "content offset",
    "compressed size", "uncompressed size", "preview flags"};

struct Location {
    std::array<std::uint64_t, kAttributeSlots> value{};
    // Absolute file offset of each attribute's kind byte (0 when absent).
    std::array<std::uint64_t, kAttributeSlots> where{};
    std::uint64_t start = 0;  // absolute file offset of the attribute stream
};

std::uint32_t load_u32(const std::uint8_t* p, bool big_endian) {
    if (big_endian) {
        return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
    }
    return std::uint32_t{p[3]} << 24 | std::uint32_t{p[2]} << 16 | std::uint32_t{p[1]} << 8 | p[0];
}

std::uint64_t load_u64(const std::uint8_t* p, bool big_endian) {
    std::uint64_t first = load_u32(p, big_endian);
    std::uint64_t second = load_u32(p + 4, big_endian);
    return big_endian ? (first << 32 | second) : (second << 32 | first);
}

std::uint32_t name_hash(std::string_view name, std::uint32_t seed) {
    for (unsigned char c : name) seed = (seed * kHashMultiplier) ^ c;
    return seed & 0x7FFFFFFF;
}

std::string hex(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    std::string digits;
    do {
        digits.insert(digits.begin(), kDigits[value & 0xF]);
        value >>= 4;
    } while (value != 0);
    return "0x" + digits;
}

void append_u16(std::vector<std::uint8_t>& out, std::size_t value) {
    out.push_back(static_cast<std::uint8_t>(value >> 8));
    out.push_back(static_cast<std::uint8_t>(value));
}

}  // namespace

struct JImage::Impl {
    std::string path;
    void* mapping = nullptr;
    const std::uint8_t* data = nullptr;
    std::uint64_t size = 0;

    bool big_endian = false;
    std::uint32_t minor_version = 0;
    std::uint32_t table_length = 0;
    std::uint64_t redirect_start = 0;
    std::uint64_t offsets_start = 0;
    std::uint64_t locations_start = 0;
    std::uint64_t locations_size = 0;
    std::uint64_t strings_start = 0;
    std::uint64_t strings_size = 0;
    std::uint64_t index_size = 0;  // resources start here

    Impl() = default;
    Impl(const Impl&) = delete;
    Impl& operator=(const Impl&) = delete;
    ~Impl() {
        if (mapping != nullptr) munmap(mapping, static_cast<std::size_t>(size));
    }

    Error error_at(std::uint64_t offset, const std::string& what) const {
        return Error{path + ": offset " + std::to_string(offset) + ": " + what};
    }

    std::uint32_t u32_at(std::uint64_t offset) const { return load_u32(data + offset, big_endian); }

    unsigned attribute_kinds() const { return minor_version >= 1 ? kAttributeSlots : kPreviewFlags; }

    // The string table ends with a NUL byte (checked at open), so every
    // offset below its size starts a terminated string.
    bool valid_string(std::uint64_t offset) const { return offset < strings_size; }

    Error bad_string(std::uint64_t offset, std::uint64_t reported_at, const std::string& what) const {
        return error_at(reported_at, "expected " + what + " to be a string table offset below " +
                                         std::to_string(strings_size) + ", found " + std::to_string(offset));
    }

    // Only for offsets that passed valid_string.
    std::string_view checked_string(std::uint64_t offset) const {
        return std::string_view(reinterpret_cast<const char*>(data + strings_start + offset));
    }

    Status validate_header();
    Result<Location> decode_location(std::uint64_t location_offset) const;
    Status validate_location(const Location& location) const;
    Status validate_tables() const;

    bool name_matches(const Location& location, std::string_view name) const;
    void full_name(const Location& location, std::string& out) const;
    Result<std::optional<Location>> find(std::string_view name) const;
    Result<std::vector<std::uint8_t>> content(const Location& location) const;
    Result<std::vector<std::uint8_t>> inflate_zip(std::span<const std::uint8_t> payload, std::uint64_t expected,
                                                  std::uint64_t reported_at) const;
    Result<std::vector<std::uint8_t>> expand_compact_cp(std::span<const std::uint8_t> payload,
                                                        std::uint64_t expected, std::uint64_t reported_at) const;
};

Status JImage::Impl::validate_header() {
    if (size < kHeaderSize) {
        return error_at(size, "expected a " + std::to_string(kHeaderSize) + "-byte jimage header, but the file has only " +
                                  std::to_string(size) + " bytes");
    }
    if (load_u32(data, false) == kImageMagic) {
        big_endian = false;
    } else if (load_u32(data, true) == kImageMagic) {
        big_endian = true;
    } else {
        return error_at(0, "expected jimage magic " + hex(kImageMagic) + " (either byte order), found " +
                               hex(load_u32(data, true)));
    }
    std::uint32_t version = u32_at(4);
    std::uint32_t major = version >> 16;
    minor_version = version & 0xFFFF;
    if (major != 1 || minor_version > 1) {
        return error_at(4, "expected jimage version 1.0 or 1.1, found " + std::to_string(major) + "." +
                               std::to_string(minor_version));
    }
    table_length = u32_at(16);
    locations_size = u32_at(20);
    strings_size = u32_at(24);

    redirect_start = kHeaderSize;
    offsets_start = redirect_start + 4 * std::uint64_t{table_length};
    locations_start = offsets_start + 4 * std::uint64_t{table_length};
    strings_start = locations_start + locations_size;
    index_size = strings_start + strings_size;

    auto past_end = [&](std::uint64_t field, const char* table, std::uint64_t begin, std::uint64_t end) {
        return error_at(field, std::string("expected the ") + table + " [" + std::to_string(begin) + ", " +
                                   std::to_string(end) + ") to lie within the file, but the file has " +
                                   std::to_string(size) + " bytes");
    };
    if (offsets_start > size) return past_end(16, "redirect table", redirect_start, offsets_start);
    if (locations_start > size) return past_end(16, "offsets table", offsets_start, locations_start);
    if (strings_start > size) return past_end(20, "locations table", locations_start, strings_start);
    if (index_size > size) return past_end(24, "string table", strings_start, index_size);
    if (strings_size == 0) {
        return error_at(24, "expected a non-empty string table (offset 0 holds the empty string), found size 0");
    }
    if (data[index_size - 1] != 0) {
        return error_at(index_size - 1, "expected the string table to end with a NUL byte, found " +
                                            hex(data[index_size - 1]));
    }
    return Ok{};
}

Result<Location> JImage::Impl::decode_location(std::uint64_t location_offset) const {
    Location location;
    location.start = locations_start + location_offset;
    std::uint64_t pos = location_offset;
    for (;;) {
        if (pos >= locations_size) {
            return error_at(locations_start + pos,
                            "expected a location attribute or end marker, but the locations table ends at offset " +
                                std::to_string(strings_start));
        }
        std::uint8_t lead = data[locations_start + pos];
        if (lead < 8) break;  // end marker
        unsigned kind = lead >> 3;
        unsigned length = (lead & 7u) + 1;
        if (kind >= attribute_kinds()) {
            return error_at(locations_start + pos,
                            "expected a location attribute kind below " + std::to_string(attribute_kinds()) +
                                " (jimage 1." + std::to_string(minor_version) + "), found kind " +
                                std::to_string(kind) + " (byte " + hex(lead) + ")");
        }
        if (length > locations_size - pos - 1) {
            return error_at(locations_start + pos, "expected " + std::to_string(length) + " value bytes for the " +
                                                       kAttributeNames[kind] +
                                                       " attribute, but the locations table ends at offset " +
                                                       std::to_string(strings_start));
        }
        if (location.where[kind] != 0) {
            return error_at(locations_start + pos,
                            std::string("expected each location attribute at most once, found a second ") +
                                kAttributeNames[kind] + " attribute (the first is at offset " +
                                std::to_string(location.where[kind]) + ")");
        }
        std::uint64_t value = 0;
        for (unsigned i = 0; i < length; ++i) value = value << 8 | data[locations_start + pos + 1 + i];
        location.value[kind] = value;
        location.where[kind] = locations_start + pos;
        pos += 1 + length;
    }
    return location;
}

Status JImage::Impl::validate_location(const Location& location) const {
    for (unsigned kind : {kModule, kParent, kBase, kExtension}) {
        if (!valid_string(location.value[kind])) {
            return bad_string(location.value[kind], location.where[kind],
                              std::string("the ") + kAttributeNames[kind] + " attribute");
        }
    }
    std::uint64_t offset = location.value[kContentOffset];
    std::uint64_t compressed = location.value[kCompressedSize];
    std::uint64_t uncompressed = location.value[kUncompressedSize];
    if (uncompressed > kMaxResourceSize) {
        return error_at(location.where[kUncompressedSize],
                        "expected an uncompressed size of at most " + std::to_string(kMaxResourceSize) + ", found " +
                            std::to_string(uncompressed));
    }
    std::uint64_t stored = compressed != 0 ? compressed : uncompressed;
    std::uint64_t available = size - index_size;
    if (offset > available || stored > available - offset) {
        std::uint64_t field = location.where[kContentOffset] != 0 ? location.where[kContentOffset] : location.start;
        return error_at(field, "expected the resource content (" + std::to_string(stored) + " bytes at offset " +
                                   std::to_string(offset) + " past the index end " + std::to_string(index_size) +
                                   ") to lie within the file, but the file has " + std::to_string(size) + " bytes");
    }
    return Ok{};
}

Status JImage::Impl::validate_tables() const {
    for (std::uint64_t i = 0; i < table_length; ++i) {
        std::uint64_t at = redirect_start + 4 * i;
        auto redirect = static_cast<std::int32_t>(u32_at(at));
        if (redirect < 0 && -(std::int64_t{redirect} + 1) >= std::int64_t{table_length}) {
            return error_at(at, "expected a redirect entry naming a location index below " +
                                    std::to_string(table_length) + ", found index " +
                                    std::to_string(-(std::int64_t{redirect} + 1)));
        }
    }
    for (std::uint64_t i = 0; i < table_length; ++i) {
        std::uint64_t at = offsets_start + 4 * i;
        std::uint32_t location_offset = u32_at(at);
        if (location_offset >= locations_size) {
            return error_at(at, "expected a location offset below the locations table size " +
                                    std::to_string(locations_size) + ", found " + std::to_string(location_offset));
        }
        auto location = decode_location(location_offset);
        if (!location) return location.error();
        if (auto valid = validate_location(*location); !valid) return valid.error();
    }
    return Ok{};
}

bool JImage::Impl::name_matches(const Location& location, std::string_view name) const {
    auto take = [&name](std::string_view part) {
        if (!name.starts_with(part)) return false;
        name.remove_prefix(part.size());
        return true;
    };
    const auto& v = location.value;
    if (v[kModule] != 0 && !(take("/") && take(checked_string(v[kModule])) && take("/"))) return false;
    if (v[kParent] != 0 && !(take(checked_string(v[kParent])) && take("/"))) return false;
    if (!take(checked_string(v[kBase]))) return false;
    if (v[kExtension] != 0 && !(take(".") && take(checked_string(v[kExtension])))) return false;
    return name.empty();
}

void JImage::Impl::full_name(const Location& location, std::string& out) const {
    const auto& v = location.value;
    out.clear();
    if (v[kModule] != 0) {
        out += '/';
        out += checked_string(v[kModule]);
        out += '/';
    }
    if (v[kParent] != 0) {
        out += checked_string(v[kParent]);
        out += '/';
    }
    out += checked_string(v[kBase]);
    if (v[kExtension] != 0) {
        out += '.';
        out += checked_string(v[kExtension]);
    }
}

Result<std::optional<Location>> JImage::Impl::find(std::string_view name) const {
    if (table_length == 0) return std::optional<Location>{};
    std::uint64_t slot = name_hash(name, kHashMultiplier) % table_length;
    auto redirect = static_cast<std::int32_t>(u32_at(redirect_start + 4 * slot));
    std::uint64_t index = 0;
    if (redirect == 0) {
        return std::optional<Location>{};
    } else if (redirect < 0) {
        index = static_cast<std::uint64_t>(-(std::int64_t{redirect} + 1));
    } else {
        index = name_hash(name, static_cast<std::uint32_t>(redirect)) % table_length;
    }
    if (index >= table_length) {  // excluded by validate_tables; kept as a guard
        return error_at(redirect_start + 4 * slot, "expected a location index below " + std::to_string(table_length) +
                                                       ", found " + std::to_string(index));
    }
    std::uint64_t at = offsets_start + 4 * index;
    std::uint32_t location_offset = u32_at(at);
    if (location_offset >= locations_size) {
        return error_at(at, "expected a location offset below " + std::to_string(locations_size) + ", found " +
                                std::to_string(location_offset));
    }
    auto location = decode_location(location_offset);
    if (!location) return location.error();
    if (auto valid = validate_location(*location); !valid) return valid.error();
    if (!name_matches(*location, name)) return std::optional<Location>{};
    return std::optional<Location>(*location);
}

Result<std::vector<std::uint8_t>> JImage::Impl::content(const Location& location) const {
    std::uint64_t start = index_size + location.value[kContentOffset];
    std::uint64_t compressed = location.value[kCompressedSize];
    std::uint64_t uncompressed = location.value[kUncompressedSize];
    if (compressed == 0) {
        return std::vector<std::uint8_t>(data + start, data + start + uncompressed);
    }
    std::vector<std::uint8_t> bytes(data + start, data + start + compressed);
    // Each layer of compression wraps the previous one; only the outermost
    // layer's bytes are in the file, so errors are reported at the resource's
    // start together with the layer number. jlink stacks at most a couple of
    // compressors; the cap stops a self-reproducing stream from looping.
    constexpr int kMaxLayers = 16;
    for (int layer = 1; bytes.size() >= kCompressionHeaderSize && load_u32(bytes.data(), big_endian) == kCompressionMagic;
         ++layer) {
        std::string context = "compression header " + std::to_string(layer) + " of the resource at offset " +
                              std::to_string(start);
        if (layer > kMaxLayers) {
            return error_at(start, context + ": expected at most " + std::to_string(kMaxLayers) +
                                       " nested compression layers");
        }
        const std::uint64_t reported_at = start;
        std::uint64_t payload_size = load_u64(bytes.data() + 4, big_endian);
        std::uint64_t expanded_size = load_u64(bytes.data() + 12, big_endian);
        std::uint32_t name_offset = load_u32(bytes.data() + 20, big_endian);
        if (payload_size != bytes.size() - kCompressionHeaderSize) {
            return error_at(reported_at, context + ": expected a payload size of " +
                                             std::to_string(bytes.size() - kCompressionHeaderSize) + ", found " +
                                             std::to_string(payload_size));
        }
        if (expanded_size > kMaxResourceSize) {
            return error_at(reported_at, context + ": expected an uncompressed size of at most " +
                                             std::to_string(kMaxResourceSize) + ", found " +
                                             std::to_string(expanded_size));
        }
        if (!valid_string(name_offset)) return bad_string(name_offset, reported_at, context + "'s decompressor name");
        std::string_view decompressor = checked_string(name_offset);
        std::span<const std::uint8_t> payload(bytes.data() + kCompressionHeaderSize, payload_size);
        Result<std::vector<std::uint8_t>> expanded = Error{};
        if (decompressor == "zip") {
            expanded = inflate_zip(payload, expanded_size, reported_at);
        } else if (decompressor == "compact-cp") {
            expanded = expand_compact_cp(payload, expanded_size, reported_at);
        } else {
            return error_at(reported_at, context + ": unsupported compression " + std::string(decompressor) +
                                             "; expected zip or compact-cp");
        }
        if (!expanded) return expanded.error();
        bytes = std::move(expanded.value());
    }
    if (bytes.size() != uncompressed) {
        return error_at(start, "expected the resource to decompress to " + std::to_string(uncompressed) +
                                   " bytes (its uncompressed size attribute), found " + std::to_string(bytes.size()));
    }
    return bytes;
}

Result<std::vector<std::uint8_t>> JImage::Impl::inflate_zip(std::span<const std::uint8_t> payload,
                                                            std::uint64_t expected, std::uint64_t reported_at) const {
    // Deflate cannot expand by more than about 1032:1; a larger claim is corrupt
    // and must not turn into a huge allocation.
    if (expected > payload.size() * 1032 + 1024) {
        return error_at(reported_at, "zip: expected an uncompressed size plausible for " +
                                         std::to_string(payload.size()) + " compressed bytes, found " +
                                         std::to_string(expected));
    }
    std::vector<std::uint8_t> out(static_cast<std::size_t>(expected));
    z_stream stream{};
    if (inflateInit(&stream) != Z_OK) return error_at(reported_at, "zip: zlib failed to initialise");
    stream.next_in = payload.data();
    stream.avail_in = static_cast<uInt>(payload.size());
    // zlib rejects a null output pointer even when no output is wanted.
    std::uint8_t empty = 0;
    stream.next_out = out.empty() ? &empty : out.data();
    stream.avail_out = static_cast<uInt>(out.size());
    int status = inflate(&stream, Z_FINISH);
    bool output_full = stream.avail_out == 0;
    std::uint64_t produced = stream.total_out;
    std::uint64_t consumed = stream.total_in;
    std::string message = stream.msg != nullptr ? stream.msg : "";
    inflateEnd(&stream);
    if (status == Z_STREAM_END && produced == expected) return out;
    std::string what = "zip: expected a zlib stream of " + std::to_string(expected) + " bytes";
    if (status == Z_STREAM_END) {
        what += ", but it ended after " + std::to_string(produced);
    } else if (status == Z_BUF_ERROR && output_full) {
        what += ", but it holds more";
    } else if (status == Z_BUF_ERROR) {
        what += ", but the data ends after " + std::to_string(consumed) + " of " + std::to_string(payload.size()) +
                " bytes (" + std::to_string(produced) + " produced)";
    } else {
        what += ", but zlib reports " + (message.empty() ? "error " + std::to_string(status) : message) +
                " at compressed byte " + std::to_string(consumed);
    }
    return error_at(reported_at, what);
}

Result<std::vector<std::uint8_t>> JImage::Impl::expand_compact_cp(std::span<const std::uint8_t> in,
                                                                  std::uint64_t expected,
                                                                  std::uint64_t reported_at) const {
    // Bytes after the tag for the constants the jlink compressor copies
    // verbatim (-1: not a constant it can emit). Tag 17 (Dynamic) is missing
    // from the compressor's size table, so it copies a bare tag; mirroring
    // that keeps the round trip exact.
    static constexpr std::array<std::int8_t, 21> kEntrySize = {-1, -1, -1, 4, 4, 8, 8, 2, 2, 4, 4,
                                                               4,  4,  -1, -1, 3, 2, 0, 4, 2, 2};
    constexpr std::uint8_t kUtf8 = 1;
    constexpr std::uint8_t kSharedString = 23;
    constexpr std::uint8_t kSharedDescriptor = 25;

    std::size_t pos = 0;
    std::vector<std::uint8_t> out;
    out.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(expected, in.size() * 4)));
    auto fail = [&](const std::string& what) {
        return error_at(reported_at, "compact-cp: at payload byte " + std::to_string(pos) + ": " + what);
    };
    auto need = [&](std::size_t count) { return count <= in.size() - pos; };
    auto copy = [&](std::size_t count) {
        out.insert(out.end(), in.begin() + static_cast<std::ptrdiff_t>(pos),
                   in.begin() + static_cast<std::ptrdiff_t>(pos + count));
        pos += count;
    };
    // A compressed index: a leading byte with the top bit set holds its own
    // length (1-3 bytes, bits 5-6) and the value's top 5 bits; otherwise the
    // value is a plain 4-byte big-endian integer.
    auto read_index = [&](std::span<const std::uint8_t> bytes, std::size_t& at) -> std::optional<std::uint32_t> {
        if (at >= bytes.size()) return std::nullopt;
        std::uint8_t lead = bytes[at];
        std::size_t length = (lead & 0x80) != 0 ? (lead >> 5) & 3u : 4u;
        if (length == 0 || length > bytes.size() - at) return std::nullopt;
        std::uint32_t value = (lead & 0x80) != 0 ? lead & 0x1Fu : lead;
        for (std::size_t i = 1; i < length; ++i) value = value << 8 | bytes[at + i];
        at += length;
        return value;
    };
    auto shared_string = [&](std::uint32_t offset) -> Result<std::string_view> {
        if (!valid_string(offset)) {
            return fail("expected a string table offset below " + std::to_string(strings_size) + ", found " +
                        std::to_string(offset));
        }
        return checked_string(offset);
    };
    auto fits = [&] { return out.size() <= expected; };

    if (!need(10)) return fail("expected a class file header and constant pool count");
    copy(8);
    std::size_t count = std::size_t{in[pos]} << 8 | in[pos + 1];
    copy(2);
    for (std::size_t i = 1; i < count; ++i) {
        if (!need(1)) return fail("expected constant pool entry " + std::to_string(i) + " of " + std::to_string(count));
        std::uint8_t tag = in[pos];
        if (tag == kUtf8) {
            if (!need(3)) return fail("expected a UTF-8 constant length");
            std::size_t length = std::size_t{in[pos + 1]} << 8 | in[pos + 2];
            if (!need(3 + length)) return fail("expected " + std::to_string(length) + " UTF-8 constant bytes");
            copy(3 + length);
        } else if (tag == kSharedString) {
            ++pos;
            auto offset = read_index(in, pos);
            if (!offset) return fail("expected a compressed string index");
            auto text = shared_string(*offset);
            if (!text) return text.error();
            if (text->size() > 0xFFFF) return fail("expected a shared string of at most 65535 bytes");
            out.push_back(kUtf8);
            append_u16(out, text->size());
            out.insert(out.end(), text->begin(), text->end());
        } else if (tag == kSharedDescriptor) {
            ++pos;
            auto skeleton_offset = read_index(in, pos);
            if (!skeleton_offset) return fail("expected a compressed descriptor index");
            auto skeleton = shared_string(*skeleton_offset);
            if (!skeleton) return skeleton.error();
            auto index_bytes = read_index(in, pos);
            if (!index_bytes || !need(*index_bytes)) return fail("expected a descriptor's class name indexes");
            std::span<const std::uint8_t> flow = in.subspan(pos, *index_bytes);
            pos += *index_bytes;
            std::vector<std::uint32_t> names;
            for (std::size_t at = 0; at < flow.size();) {
                auto index = read_index(flow, at);
                if (!index) return fail("expected a well-formed class name index in a descriptor");
                names.push_back(*index);
            }
            std::string text;
            std::size_t next = 0;
            for (char c : *skeleton) {
                text += c;
                if (c != 'L') continue;
                // Each class name is a package (may be empty) and a simple name.
                if (names.size() - next < 2) return fail("expected two indexes per class name in a descriptor");
                auto package = shared_string(names[next++]);
                if (!package) return package.error();
                auto simple = shared_string(names[next++]);
                if (!simple) return simple.error();
                if (!package->empty()) {
                    text += *package;
                    text += '/';
                }
                text += *simple;
            }
            if (text.size() > 0xFFFF) return fail("expected a descriptor of at most 65535 bytes");
            out.push_back(kUtf8);
            append_u16(out, text.size());
            out.insert(out.end(), text.begin(), text.end());
        } else if (tag < kEntrySize.size() && kEntrySize[tag] >= 0) {
            auto length = static_cast<std::size_t>(kEntrySize[tag]);
            if (!need(1 + length)) return fail("expected " + std::to_string(length) + " bytes for constant tag " +
                                               std::to_string(tag));
            copy(1 + length);
            if (tag == 5 || tag == 6) ++i;  // Long and Double take two slots
        } else {
            return fail("expected a constant pool tag, found " + std::to_string(tag));
        }
        if (!fits()) return fail("expected at most " + std::to_string(expected) + " bytes of output");
    }
    std::size_t rest = in.size() - pos;
    if (out.size() + rest != expected) {
        return fail("expected the class to expand to " + std::to_string(expected) + " bytes, found " +
                    std::to_string(out.size() + rest));
    }
    copy(rest);
    return out;
}

JImage::JImage(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

JImage::~JImage() = default;

const std::string& JImage::path() const { return impl_->path; }

Result<std::unique_ptr<JImage>> JImage::open(const std::string& path) {
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return Error{path + ": cannot open: " + std::strerror(errno)};
    struct stat info {};
    if (fstat(fd, &info) != 0) {
        int error = errno;
        ::close(fd);
        return Error{path + ": cannot stat: " + std::strerror(error)};
    }
    if (!S_ISREG(info.st_mode)) {
        ::close(fd);
        return Error{path + ": expected a regular file (a jimage such as lib/modules)"};
    }
    impl->size = static_cast<std::uint64_t>(info.st_size);
    if (impl->size > 0) {
        void* mapping = mmap(nullptr, static_cast<std::size_t>(impl->size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (mapping == MAP_FAILED) {
            int error = errno;
            ::close(fd);
            return Error{path + ": cannot map: " + std::strerror(error)};
        }
        impl->mapping = mapping;
        impl->data = static_cast<const std::uint8_t*>(mapping);
    }
    ::close(fd);
    if (auto valid = impl->validate_header(); !valid) return valid.error();
    if (auto valid = impl->validate_tables(); !valid) return valid.error();
    return std::unique_ptr<JImage>(new JImage(std::move(impl)));
}

Result<std::optional<std::vector<std::uint8_t>>> JImage::read(std::string_view full_name) const {
    using Bytes = std::optional<std::vector<std::uint8_t>>;
    auto location = impl_->find(full_name);
    if (!location) return location.error();
    if (!location.value()) return Bytes{};
    auto bytes = impl_->content(**location);
    if (!bytes) return bytes.error();
    return Bytes(std::move(bytes.value()));
}

Result<std::optional<std::vector<std::uint8_t>>> JImage::read_class(std::string_view internal_name,
                                                                    std::string* module) const {
    using Bytes = std::optional<std::vector<std::uint8_t>>;
    std::size_t slash = internal_name.rfind('/');
    // Classes of the unnamed package cannot belong to a named module.
    if (slash == std::string_view::npos || slash == 0) return Bytes{};
    std::string package_entry = "/packages/";
    package_entry += internal_name.substr(0, slash);
    for (std::size_t i = 10; i < package_entry.size(); ++i) {
        if (package_entry[i] == '/') package_entry[i] = '.';
    }
    auto location = impl_->find(package_entry);
    if (!location) return location.error();
    if (!location.value()) return Bytes{};
    auto entries = impl_->content(**location);
    if (!entries) return entries.error();
    const std::vector<std::uint8_t>& table = entries.value();
    std::uint64_t start = impl_->index_size + (*location)->value[kContentOffset];
    if (table.size() % 8 != 0) {
        return impl_->error_at(start, "expected " + package_entry + " to hold 8-byte (flags, module) entries, found " +
                                          std::to_string(table.size()) + " bytes");
    }
    // Each entry names a module where the package exists; only one of them
    // holds the package's classes. Version 1.0 stores an "is empty" flag,
    // version 1.1 a flag word whose bit 2 means "has resources".
    for (std::size_t i = 0; i < table.size(); i += 8) {
        std::uint32_t flags = load_u32(table.data() + i, impl_->big_endian);
        std::uint32_t module_offset = load_u32(table.data() + i + 4, impl_->big_endian);
        bool has_classes = impl_->minor_version == 0 ? flags == 0 : (flags & 0x4) != 0;
        if (!has_classes) continue;
        if (!impl_->valid_string(module_offset)) {
            return impl_->bad_string(module_offset, start + i + 4, "a module name in " + package_entry);
        }
        std::string name = "/";
        name += impl_->checked_string(module_offset);
        name += '/';
        name += internal_name;
        name += ".class";
        auto bytes = read(name);
        if (bytes && bytes.value() && module != nullptr) *module = impl_->checked_string(module_offset);
        if (!bytes || bytes.value()) return bytes;
    }
    return Bytes{};
}

void JImage::for_each_resource(const std::function<void(std::string_view full_name)>& visit) const {
    std::string name;
    for (std::uint64_t i = 0; i < impl_->table_length; ++i) {
        std::uint32_t location_offset = impl_->u32_at(impl_->offsets_start + 4 * i);
        auto location = impl_->decode_location(location_offset);
        if (!location) continue;  // open() validated every location
        impl_->full_name(*location, name);
        visit(name);
    }
}

}  // namespace symcrete::classfile
