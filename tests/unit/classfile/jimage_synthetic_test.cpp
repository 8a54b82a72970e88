// Tests for the jimage reader on small synthetic images written byte by byte
// by the ImageWriter of jimage_test_helpers.h: both byte orders, package
// entries of versions 1.0 and 1.1, an empty image, and zip, compact-cp and
// stacked compression. Each layout detail is pinned down here whether or not
// the installed JDK's image happens to use it.
#include "jimage.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "jimage_test_helpers.h"

namespace symcrete::classfile {
namespace {

using jimage_test::all_names;
using jimage_test::Bytes;
using jimage_test::bytes_of;
using jimage_test::compact_cp_case;
using jimage_test::CompactCpCase;
using jimage_test::ImageWriter;
using jimage_test::open_ok;
using jimage_test::SyntheticImage;
using jimage_test::write_image;
using jimage_test::zlib_stored;

// ---------------------------------------------------------------------------
// Synthetic images

TEST(JImageSynthetic, ReadsResourcesInBothByteOrders) {
    for (bool big_endian : {false, true}) {
        SCOPED_TRACE(big_endian ? "big-endian" : "little-endian");
        ImageWriter writer;
        writer.big_endian = big_endian;
        std::vector<std::string> names = {"/mod.a/p/q/R.class", "/mod.a/p/q/R.txt",  "/mod.a/top.properties",
                                          "/mod.a/p/README",     "/mod.b/x/y/z/T.class", "/modules",
                                          "/packages",           "/packages/p.q",     "/modules/mod.a/p/q",
                                          "/mod.b/a/B.class",    "/mod.b/x/y/z/U.class", "/mod.b/x/y/z/V.class"};
        for (const auto& name : names) writer.add({name, bytes_of("content of " + name)});
        SyntheticImage built = writer.build();
        EXPECT_TRUE(built.used_seed) << "pick names that collide so both redirect forms are covered";
        auto path = write_image(big_endian ? "be.jimage" : "le.jimage", built.bytes);
        auto image = open_ok(path);
        ASSERT_TRUE(image);

        std::vector<std::string> listed = all_names(*image);
        EXPECT_EQ(std::set<std::string>(listed.begin(), listed.end()), std::set<std::string>(names.begin(), names.end()));
        for (const auto& name : names) {
            auto bytes = image->read(name);
            ASSERT_TRUE(bytes.ok()) << bytes.error().message;
            ASSERT_TRUE(bytes.value().has_value()) << name;
            EXPECT_EQ(*bytes.value(), bytes_of("content of " + name));
        }
        for (const char* missing : {"/mod.a/p/q/R", "/mod.a/p/q/R.clas", "/mod.b/p/q/R.class", "mod.a/p/q/R.class",
                                    "/modules/", "/mod.a/top.properties.x"}) {
            auto bytes = image->read(missing);
            ASSERT_TRUE(bytes.ok()) << bytes.error().message;
            EXPECT_FALSE(bytes.value().has_value()) << missing;
        }
    }
}

// Version 1.0 marks modules where a package is empty with 1; version 1.1
// uses flags where bit 2 means "has resources".
TEST(JImageSynthetic, ReadClassFollowsPackageEntries) {
    for (std::uint32_t version : {0x00010000u, 0x00010001u}) {
        for (bool big_endian : {false, true}) {
            SCOPED_TRACE(std::to_string(version) + (big_endian ? " big-endian" : " little-endian"));
            ImageWriter writer;
            writer.big_endian = big_endian;
            writer.version = version;
            std::uint32_t empty = version == 0x00010000u ? 1 : 0x2;
            std::uint32_t full = version == 0x00010000u ? 0 : 0x2 | 0x4;
            Bytes package;
            writer.put32(package, empty);
            writer.put32(package, writer.string("mod.first"));
            writer.put32(package, full);
            writer.put32(package, writer.string("mod.second"));
            writer.add({"/packages/p.q", package});
            writer.add({"/mod.first/p/q/C.class", bytes_of("wrong module")});
            writer.add({"/mod.second/p/q/C.class", bytes_of("right module")});
            writer.add({"/mod.second/p/q/D.class", bytes_of("D")});
            auto image = open_ok(write_image("packages.jimage", writer.build().bytes));
            ASSERT_TRUE(image);
            auto c = image->read_class("p/q/C");
            ASSERT_TRUE(c.ok()) << c.error().message;
            ASSERT_TRUE(c.value().has_value());
            EXPECT_EQ(*c.value(), bytes_of("right module"));
            auto missing = image->read_class("p/q/E");
            ASSERT_TRUE(missing.ok() && !missing.value().has_value());
            auto no_package = image->read_class("p/r/C");
            ASSERT_TRUE(no_package.ok() && !no_package.value().has_value());
        }
    }
}

TEST(JImageSynthetic, EmptyImage) {
    ImageWriter writer;
    auto image = open_ok(write_image("empty.jimage", writer.build().bytes));
    ASSERT_TRUE(image);
    EXPECT_TRUE(all_names(*image).empty());
    auto bytes = image->read("/a/b.class");
    ASSERT_TRUE(bytes.ok() && !bytes.value().has_value());
    auto cls = image->read_class("a/b");
    ASSERT_TRUE(cls.ok() && !cls.value().has_value());
}

TEST(JImageSynthetic, ZipCompressedResource) {
    Bytes original = bytes_of("a zip-compressed resource, stored in a single deflate block");
    for (bool big_endian : {false, true}) {
        ImageWriter writer;
        writer.big_endian = big_endian;
        writer.add({"/m/a/Z.txt", writer.compressed("zip", zlib_stored(original), original.size()), original.size(), true});
        auto image = open_ok(write_image("zip.jimage", writer.build().bytes));
        ASSERT_TRUE(image);
        auto bytes = image->read("/m/a/Z.txt");
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value());
        EXPECT_EQ(*bytes.value(), original);
    }
}

TEST(JImageSynthetic, CompactCpResource) {
    for (bool big_endian : {false, true}) {
        ImageWriter writer;
        writer.big_endian = big_endian;
        CompactCpCase c = compact_cp_case(writer);
        writer.add({"/m/p/C.class", writer.compressed("compact-cp", c.transformed, c.original.size()),
                    c.original.size(), true});
        auto image = open_ok(write_image("compact.jimage", writer.build().bytes));
        ASSERT_TRUE(image);
        auto bytes = image->read("/m/p/C.class");
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value());
        EXPECT_EQ(*bytes.value(), c.original);
    }
}

TEST(JImageSynthetic, StackedCompression) {
    ImageWriter writer;
    CompactCpCase c = compact_cp_case(writer);
    Bytes inner = writer.compressed("compact-cp", c.transformed, c.original.size());
    Bytes outer = writer.compressed("zip", zlib_stored(inner), inner.size());
    writer.add({"/m/p/C.class", outer, c.original.size(), true});
    auto image = open_ok(write_image("stacked.jimage", writer.build().bytes));
    ASSERT_TRUE(image);
    auto bytes = image->read("/m/p/C.class");
    ASSERT_TRUE(bytes.ok()) << bytes.error().message;
    ASSERT_TRUE(bytes.value().has_value());
    EXPECT_EQ(*bytes.value(), c.original);
}

}  // namespace
}  // namespace symcrete::classfile
