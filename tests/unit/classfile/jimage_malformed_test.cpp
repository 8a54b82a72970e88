// Tests for the jimage reader on malformed images: truncated and corrupted
// copies of the installed JDK's lib/modules and of synthetic images. Every
// failure must be an Error naming the file and an offset (never a crash or a
// silent misread), since a broken image is reported to the user as it is.
#include "jimage.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "jimage_test_helpers.h"
#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using jimage_test::append;
using jimage_test::Bytes;
using jimage_test::bytes_of;
using jimage_test::compact_cp_case;
using jimage_test::CompactCpCase;
using jimage_test::cp_index;
using jimage_test::ImageWriter;
using jimage_test::jdk_modules;
using jimage_test::open_ok;
using jimage_test::read_prefix;
using jimage_test::SyntheticImage;
using jimage_test::write_file;
using jimage_test::write_image;
using jimage_test::zlib_stored;
using symcrete::testing::make_temp_dir;

// ---------------------------------------------------------------------------
// Helpers (more in jimage_test_helpers.h)

void expect_error_names_file_and_offset(const std::string& message, const fs::path& file, std::uint64_t offset) {
    EXPECT_NE(message.find(file.string()), std::string::npos) << message;
    EXPECT_NE(message.find("offset " + std::to_string(offset) + ":"), std::string::npos)
        << "expected offset " << offset << " in: " << message;
}

std::string open_error(const fs::path& path, const Bytes& bytes) {
    write_file(path, bytes);
    auto image = JImage::open(path.string());
    if (image.ok()) return "<opened without error>";
    return image.error().message;
}

// ---------------------------------------------------------------------------
// Malformed images: every failure is an Error naming the file and an offset.

TEST(JImageMalformed, MissingFile) {
    fs::path path = make_temp_dir("symcrete-jimage-missing") / "no-such-modules";
    auto image = JImage::open(path.string());
    ASSERT_FALSE(image.ok());
    EXPECT_NE(image.error().message.find(path.string()), std::string::npos) << image.error().message;
}

TEST(JImageMalformed, TruncatedRealImage) {
    REQUIRE_JDK();
    Bytes head = read_prefix(jdk_modules(), 28);
    ASSERT_EQ(head.size(), 28u);
    bool big_endian = head[0] == 0xCA;
    auto field = [&](std::size_t at) {
        return big_endian ? std::uint32_t{head[at]} << 24 | std::uint32_t{head[at + 1]} << 16 |
                                std::uint32_t{head[at + 2]} << 8 | head[at + 3]
                          : std::uint32_t{head[at + 3]} << 24 | std::uint32_t{head[at + 2]} << 16 |
                                std::uint32_t{head[at + 1]} << 8 | head[at];
    };
    std::uint64_t index_size = 28 + 8 * std::uint64_t{field(16)} + field(20) + field(24);
    fs::path path = make_temp_dir("symcrete-jimage-truncated") / "modules";

    std::string message = open_error(path, Bytes{});
    expect_error_names_file_and_offset(message, path, 0);
    EXPECT_NE(message.find("header"), std::string::npos) << message;

    message = open_error(path, read_prefix(jdk_modules(), 20));
    expect_error_names_file_and_offset(message, path, 20);
    EXPECT_NE(message.find("header"), std::string::npos) << message;

    message = open_error(path, read_prefix(jdk_modules(), 1000));
    expect_error_names_file_and_offset(message, path, 16);
    EXPECT_NE(message.find("redirect table"), std::string::npos) << message;

    // The whole index but only part of the resources.
    Bytes partial = read_prefix(jdk_modules(), static_cast<std::size_t>(index_size + 4096));
    message = open_error(path, partial);
    EXPECT_NE(message.find(path.string()), std::string::npos) << message;
    EXPECT_NE(message.find("resource content"), std::string::npos) << message;
    EXPECT_NE(message.find("offset "), std::string::npos) << message;
}

TEST(JImageMalformed, CorruptRealHeaderAndTables) {
    REQUIRE_JDK();
    // The image's index (header and tables) without the resources is enough:
    // each corruption below is found before any resource is looked at.
    Bytes head = read_prefix(jdk_modules(), 28);
    ASSERT_EQ(head.size(), 28u);
    bool big_endian = head[0] == 0xCA;
    auto get = [&](std::size_t at) {
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) value |= std::uint32_t{head[at + i]} << (big_endian ? 24 - 8 * i : 8 * i);
        return value;
    };
    Bytes original = read_prefix(jdk_modules(), 28 + 8 * std::size_t{get(16)} + get(20) + get(24));
    auto put = [&](Bytes& bytes, std::size_t at, std::uint32_t value) {
        for (int i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (big_endian ? 24 - 8 * i : 8 * i));
    };
    fs::path path = make_temp_dir("symcrete-jimage-corrupt") / "modules";

    Bytes bad_magic = original;
    bad_magic[0] ^= 0x01;
    std::string message = open_error(path, bad_magic);
    expect_error_names_file_and_offset(message, path, 0);
    EXPECT_NE(message.find("0xCAFEDADA"), std::string::npos) << message;

    Bytes bad_version = original;
    put(bad_version, 4, 0x00020000);
    message = open_error(path, bad_version);
    expect_error_names_file_and_offset(message, path, 4);
    EXPECT_NE(message.find("version"), std::string::npos) << message;

    Bytes huge_table = original;
    put(huge_table, 16, 0x7FFFFFFF);
    message = open_error(path, huge_table);
    expect_error_names_file_and_offset(message, path, 16);

    Bytes huge_locations = original;
    put(huge_locations, 20, 0xFFFFFFF0);
    message = open_error(path, huge_locations);
    expect_error_names_file_and_offset(message, path, 20);
    EXPECT_NE(message.find("locations table"), std::string::npos) << message;

    Bytes huge_strings = original;
    put(huge_strings, 24, 0xFFFFFFF0);
    message = open_error(path, huge_strings);
    expect_error_names_file_and_offset(message, path, 24);
    EXPECT_NE(message.find("string table"), std::string::npos) << message;
}

TEST(JImageMalformed, CorruptRealIndexEntries) {
    REQUIRE_JDK();
    // The image's index is enough for these: the entry checks come before
    // any resource content check for the same entry.
    Bytes head = read_prefix(jdk_modules(), 28);
    bool big_endian = head[0] == 0xCA;
    auto get = [&](const Bytes& bytes, std::size_t at) {
        std::uint32_t value = 0;
        for (int i = 0; i < 4; ++i) value |= std::uint32_t{bytes[at + i]} << (big_endian ? 24 - 8 * i : 8 * i);
        return value;
    };
    auto put = [&](Bytes& bytes, std::size_t at, std::uint32_t value) {
        for (int i = 0; i < 4; ++i) bytes[at + i] = static_cast<std::uint8_t>(value >> (big_endian ? 24 - 8 * i : 8 * i));
    };
    std::uint32_t table_length = get(head, 16);
    Bytes index = read_prefix(jdk_modules(), 28 + 8 * std::size_t{table_length} + get(head, 20) + get(head, 24));
    fs::path path = make_temp_dir("symcrete-jimage-index") / "modules";

    std::size_t redirect_at = 28 + 4 * 5;
    Bytes bad_redirect = index;
    put(bad_redirect, redirect_at, static_cast<std::uint32_t>(-1 - static_cast<std::int64_t>(table_length) - 7));
    std::string message = open_error(path, bad_redirect);
    expect_error_names_file_and_offset(message, path, redirect_at);
    EXPECT_NE(message.find("redirect"), std::string::npos) << message;

    std::size_t offsets_at = 28 + 4 * std::size_t{table_length};
    Bytes bad_offset = index;
    put(bad_offset, offsets_at, get(head, 20) + 3);
    message = open_error(path, bad_offset);
    expect_error_names_file_and_offset(message, path, offsets_at);
    EXPECT_NE(message.find("location offset"), std::string::npos) << message;

    // An unknown attribute kind in the first location of the offsets table.
    Bytes bad_kind = index;
    std::size_t location_at = 28 + 8 * std::size_t{table_length} + get(index, offsets_at);
    bad_kind[location_at] = 0xF8;  // kind 31
    message = open_error(path, bad_kind);
    expect_error_names_file_and_offset(message, path, location_at);
    EXPECT_NE(message.find("attribute kind"), std::string::npos) << message;
}

TEST(JImageMalformed, CorruptLocationAttributes) {
    ImageWriter writer;
    writer.add({"/mod/p/A.class", bytes_of("AAAA")});
    writer.add({"/mod/p/B.class", bytes_of("BBBB")});
    SyntheticImage built = writer.build();
    fs::path path = write_image("corrupt-location.jimage", built.bytes);
    ASSERT_TRUE(open_ok(path));
    const std::uint64_t location = built.location_start[0];
    // The stream starts with the module attribute: kind 1, one value byte.
    ASSERT_EQ(built.bytes[location], 1u << 3);

    Bytes unknown_kind = built.bytes;
    unknown_kind[location] = 9 << 3;
    std::string message = open_error(path, unknown_kind);
    expect_error_names_file_and_offset(message, path, location);
    EXPECT_NE(message.find("attribute kind"), std::string::npos) << message;

    Bytes preview_in_v1_0 = built.bytes;
    preview_in_v1_0[location] = 8 << 3;
    message = open_error(path, preview_in_v1_0);
    expect_error_names_file_and_offset(message, path, location);

    Bytes bad_string = built.bytes;
    bad_string[location + 1] = 0xF0;  // module string offset past the string table
    message = open_error(path, bad_string);
    expect_error_names_file_and_offset(message, path, location);
    EXPECT_NE(message.find("module attribute"), std::string::npos) << message;

    // A's module attribute claims 8 value bytes: it swallows the rest of A's
    // stream, and decoding runs on into B's, whose module attribute repeats.
    const std::uint64_t a_length = built.location_start[1] - location;
    ASSERT_EQ(a_length, 9u) << "module, base, extension, size (2 bytes each) and the end marker";
    Bytes long_value = built.bytes;
    long_value[location] = 1 << 3 | 7;
    message = open_error(path, long_value);
    expect_error_names_file_and_offset(message, path, built.location_start[1]);
    EXPECT_NE(message.find("at most once"), std::string::npos) << message;

    // Resource B's content offset (the last attribute with a value of 4)
    // moved past the end of the file.
    Bytes bad_content = built.bytes;
    std::uint64_t b = built.location_start[1];
    std::uint64_t at = b;
    while (bad_content[at] >> 3 != 5) at += 1 + (bad_content[at] & 7) + 1;
    bad_content[at + 1] = 0xFF;
    message = open_error(path, bad_content);
    expect_error_names_file_and_offset(message, path, at);
    EXPECT_NE(message.find("resource content"), std::string::npos) << message;

    // The last location loses its end marker: the stream runs off the table.
    Bytes unterminated = built.bytes;
    std::uint64_t last_end = built.strings_start - 1;
    ASSERT_EQ(unterminated[last_end], 0u);
    unterminated[last_end] = 0x38;  // uncompressed-size attribute with no value byte
    message = open_error(path, unterminated);
    expect_error_names_file_and_offset(message, path, last_end);

    Bytes unterminated_strings = built.bytes;
    unterminated_strings[built.index_size - 1] = 'x';
    message = open_error(path, unterminated_strings);
    expect_error_names_file_and_offset(message, path, built.index_size - 1);
}

TEST(JImageMalformed, PreviewFlagsAcceptedInVersion1_1) {
    ImageWriter writer;
    writer.version = 0x00010001;
    writer.add({"/mod/p/A.class", bytes_of("AAAA"), 0, false, 1});
    auto image = open_ok(write_image("preview.jimage", writer.build().bytes));
    ASSERT_TRUE(image);
    auto bytes = image->read("/mod/p/A.class");
    ASSERT_TRUE(bytes.ok() && bytes.value().has_value());
    EXPECT_EQ(*bytes.value(), bytes_of("AAAA"));
}

TEST(JImageMalformed, CorruptCompressedResources) {
    Bytes original = bytes_of("payload that will be damaged");
    auto read_error = [](const fs::path& path, const std::string& name) {
        auto image = JImage::open(path.string());
        if (!image) return "open failed: " + image.error().message;
        auto bytes = (*image)->read(name);
        if (bytes.ok()) return std::string("<read without error>");
        return bytes.error().message;
    };
    auto image_with = [&](const std::string& file, auto make_stored, std::uint64_t uncompressed) {
        ImageWriter writer;
        Bytes stored = make_stored(writer);
        writer.add({"/m/x/R.bin", stored, uncompressed, true});
        SyntheticImage built = writer.build();
        return std::make_pair(write_image(file, built.bytes), built.content_start[0]);
    };

    auto [unsupported, unsupported_at] = image_with(
        "lzma.jimage", [&](ImageWriter& w) { return w.compressed("lzma", original, original.size()); }, original.size());
    std::string message = read_error(unsupported, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, unsupported, unsupported_at);
    EXPECT_NE(message.find("unsupported compression lzma"), std::string::npos) << message;

    auto [bad_adler, bad_adler_at] = image_with(
        "adler.jimage",
        [&](ImageWriter& w) {
            Bytes z = zlib_stored(original);
            z.back() ^= 0xFF;
            return w.compressed("zip", z, original.size());
        },
        original.size());
    message = read_error(bad_adler, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, bad_adler, bad_adler_at);
    EXPECT_NE(message.find("zip"), std::string::npos) << message;

    auto [truncated, truncated_at] = image_with(
        "truncated-zip.jimage",
        [&](ImageWriter& w) {
            Bytes z = zlib_stored(original);
            z.resize(z.size() - 10);
            return w.compressed("zip", z, original.size());
        },
        original.size());
    message = read_error(truncated, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, truncated, truncated_at);

    auto [huge, huge_at] = image_with(
        "huge.jimage", [&](ImageWriter& w) { return w.compressed("zip", zlib_stored(original), 1ull << 40); },
        original.size());
    message = read_error(huge, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, huge, huge_at);

    auto [wrong_size, wrong_size_at] = image_with(
        "size.jimage", [&](ImageWriter& w) { return w.compressed("zip", zlib_stored(original), original.size()); },
        original.size() + 1);
    message = read_error(wrong_size, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, wrong_size, wrong_size_at);

    auto [bad_payload_size, bad_payload_size_at] = image_with(
        "payload-size.jimage",
        [&](ImageWriter& w) {
            Bytes stored = w.compressed("zip", zlib_stored(original), original.size());
            stored[w.big_endian ? 11 : 4] ^= 0x40;
            return stored;
        },
        original.size());
    message = read_error(bad_payload_size, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, bad_payload_size, bad_payload_size_at);

    const std::uint64_t class_size = [] {
        ImageWriter scratch;
        return compact_cp_case(scratch).original.size();
    }();
    auto [bad_cp, bad_cp_at] = image_with(
        "compact-cp.jimage",
        [&](ImageWriter& w) {
            CompactCpCase c = compact_cp_case(w);
            c.transformed[10] = 24;  // not a constant pool tag
            return w.compressed("compact-cp", c.transformed, c.original.size());
        },
        class_size);
    message = read_error(bad_cp, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, bad_cp, bad_cp_at);
    EXPECT_NE(message.find("compact-cp"), std::string::npos) << message;

    auto [bad_cp_string, bad_cp_string_at] = image_with(
        "compact-cp-string.jimage",
        [&](ImageWriter& w) {
            CompactCpCase c = compact_cp_case(w);
            Bytes transformed(c.transformed.begin(), c.transformed.begin() + 10);
            append(transformed, Bytes{23});
            append(transformed, cp_index(0x00FFFFFF));  // past the string table
            return w.compressed("compact-cp", transformed, c.original.size());
        },
        class_size);
    message = read_error(bad_cp_string, "/m/x/R.bin");
    expect_error_names_file_and_offset(message, bad_cp_string, bad_cp_string_at);
}

}  // namespace
}  // namespace symcrete::classfile
