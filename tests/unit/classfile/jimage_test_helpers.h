// Helpers shared by the jimage reader tests (jimage_test.cpp,
// jimage_synthetic_test.cpp, jimage_malformed_test.cpp): file and JDK
// helpers, and a writer for small synthetic images. Functions are inline
// so that one test executable can link all of those files.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "jimage.h"
#include "support/java_compiler.h"

namespace symcrete::classfile::jimage_test {

namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;
using symcrete::testing::make_temp_dir;

// ---------------------------------------------------------------------------
// Helpers

inline Bytes bytes_of(std::string_view text) { return Bytes(text.begin(), text.end()); }

inline Bytes read_prefix(const fs::path& path, std::size_t count) {
    std::ifstream in(path, std::ios::binary);
    Bytes bytes(count);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(count));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

inline void write_file(const fs::path& path, const Bytes& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

// The JDK whose lib/modules the tests read: $JAVA_HOME if it has one, else the
// JDK of the `java` found on PATH (realpath(bin/java)/../..).
inline fs::path find_jdk_home() {
    if (const char* home = std::getenv("JAVA_HOME"); home != nullptr && *home != '\0') {
        if (fs::is_regular_file(fs::path(home) / "lib" / "modules")) return home;
    }
    const char* path = std::getenv("PATH");
    std::stringstream dirs(path != nullptr ? path : "");
    std::string dir;
    while (std::getline(dirs, dir, ':')) {
        if (dir.empty()) continue;
        fs::path java = fs::path(dir) / "java";
        std::error_code error;
        if (!fs::is_regular_file(java, error)) continue;
        fs::path home = fs::canonical(java, error).parent_path().parent_path();
        if (!error && fs::is_regular_file(home / "lib" / "modules")) return home;
    }
    return {};
}

inline const fs::path& jdk_home() {
    static const fs::path home = find_jdk_home();
    return home;
}

inline fs::path jdk_modules() { return jdk_home() / "lib" / "modules"; }

// Fails the test when no JDK image is installed.
#define REQUIRE_JDK()                                               \
    do {                                                            \
        if (::symcrete::classfile::jimage_test::jdk_home().empty()) \
            FAIL() << "no JDK with lib/modules (JAVA_HOME/PATH)";   \
    } while (0)

inline std::unique_ptr<JImage> open_ok(const fs::path& path) {
    auto image = JImage::open(path.string());
    EXPECT_TRUE(image.ok()) << (image.ok() ? "" : image.error().message);
    if (!image) return nullptr;
    return std::move(image.value());
}

inline std::vector<std::string> all_names(const JImage& image) {
    std::vector<std::string> names;
    image.for_each_resource([&](std::string_view name) { names.emplace_back(name); });
    return names;
}

// ---------------------------------------------------------------------------
// A writer for small synthetic images, following the documented layout.

inline constexpr std::uint32_t kHashMultiplier = 0x01000193;

inline std::uint32_t name_hash(std::string_view name, std::uint32_t seed) {
    for (unsigned char c : name) seed = (seed * kHashMultiplier) ^ c;
    return seed & 0x7FFFFFFF;
}

struct SyntheticResource {
    std::string name;
    Bytes stored;
    std::uint64_t uncompressed = 0;  // defaults to stored.size()
    bool compressed = false;
    std::uint64_t preview_flags = 0;
};

struct SyntheticImage {
    Bytes bytes;
    std::uint64_t strings_start = 0;
    std::uint64_t index_size = 0;
    std::vector<std::uint64_t> location_start;  // absolute, per resource
    std::vector<std::uint64_t> content_start;   // absolute, per resource
    bool used_seed = false;                     // a redirect entry holds a hash seed
};

class ImageWriter {
public:
    bool big_endian = false;
    std::uint32_t version = 0x00010000;

    std::uint32_t string(std::string_view text) {
        if (text.empty()) return 0;
        if (auto it = string_offsets_.find(std::string(text)); it != string_offsets_.end()) return it->second;
        auto offset = static_cast<std::uint32_t>(strings_.size());
        strings_.insert(strings_.end(), text.begin(), text.end());
        strings_.push_back(0);
        string_offsets_.emplace(text, offset);
        return offset;
    }

    void add(SyntheticResource resource) { resources_.push_back(std::move(resource)); }

    SyntheticImage build() {
        SyntheticImage image;
        std::uint32_t n = static_cast<std::uint32_t>(resources_.size());
        // Locations, in resource order; byte 0 of the table is a spare end marker.
        Bytes locations = {0};
        std::vector<std::uint32_t> location_offset;
        std::uint64_t content_offset = 0;
        for (const auto& r : resources_) {
            auto parts = split(r.name);
            location_offset.push_back(static_cast<std::uint32_t>(locations.size()));
            std::uint64_t values[9] = {0,
                                       string(parts[0]),
                                       string(parts[1]),
                                       string(parts[2]),
                                       string(parts[3]),
                                       content_offset,
                                       r.compressed ? r.stored.size() : 0,
                                       r.uncompressed != 0 ? r.uncompressed : r.stored.size(),
                                       r.preview_flags};
            for (unsigned kind = 1; kind < 9; ++kind) {
                if (values[kind] == 0) continue;
                unsigned length = 1;
                while (length < 8 && (values[kind] >> (8 * length)) != 0) ++length;
                locations.push_back(static_cast<std::uint8_t>(kind << 3 | (length - 1)));
                for (unsigned i = length; i-- > 0;) locations.push_back(static_cast<std::uint8_t>(values[kind] >> (8 * i)));
            }
            locations.push_back(0);
            content_offset += r.stored.size();
        }
        // Perfect hash: buckets with several names get a seed that spreads
        // them over free slots; single names are stored directly.
        std::vector<std::int32_t> redirect(n, 0);
        std::vector<std::int64_t> slot_of(n, -1);
        std::vector<bool> taken(n, false);
        std::map<std::uint32_t, std::vector<std::uint32_t>> buckets;
        for (std::uint32_t i = 0; i < n; ++i) buckets[name_hash(resources_[i].name, kHashMultiplier) % n].push_back(i);
        std::vector<std::pair<std::uint32_t, std::vector<std::uint32_t>>> ordered(buckets.begin(), buckets.end());
        std::stable_sort(ordered.begin(), ordered.end(),
                         [](const auto& a, const auto& b) { return a.second.size() > b.second.size(); });
        for (const auto& [bucket, members] : ordered) {
            if (members.size() == 1) {
                std::uint32_t slot = static_cast<std::uint32_t>(std::find(taken.begin(), taken.end(), false) - taken.begin());
                taken[slot] = true;
                slot_of[members[0]] = slot;
                redirect[bucket] = -1 - static_cast<std::int32_t>(slot);
                continue;
            }
            for (std::int32_t seed = 1;; ++seed) {
                std::set<std::uint32_t> slots;
                bool fits = true;
                for (auto member : members) {
                    std::uint32_t slot = name_hash(resources_[member].name, static_cast<std::uint32_t>(seed)) % n;
                    fits = fits && !taken[slot] && slots.insert(slot).second;
                }
                if (!fits) continue;
                for (auto member : members) {
                    std::uint32_t slot = name_hash(resources_[member].name, static_cast<std::uint32_t>(seed)) % n;
                    taken[slot] = true;
                    slot_of[member] = slot;
                }
                redirect[bucket] = seed;
                image.used_seed = true;
                break;
            }
        }
        std::vector<std::uint32_t> offsets(n, 0);
        for (std::uint32_t i = 0; i < n; ++i) offsets[static_cast<std::size_t>(slot_of[i])] = location_offset[i];

        Bytes strings = strings_;
        Bytes& out = image.bytes;
        for (std::uint32_t field : {0xCAFEDADAu, version, 0u, n, n, static_cast<std::uint32_t>(locations.size()),
                                    static_cast<std::uint32_t>(strings.size())}) {
            put32(out, field);
        }
        for (auto r : redirect) put32(out, static_cast<std::uint32_t>(r));
        for (auto o : offsets) put32(out, o);
        std::uint64_t locations_start = out.size();
        out.insert(out.end(), locations.begin(), locations.end());
        image.strings_start = out.size();
        out.insert(out.end(), strings.begin(), strings.end());
        image.index_size = out.size();
        for (std::uint32_t i = 0; i < n; ++i) {
            image.location_start.push_back(locations_start + location_offset[i]);
            image.content_start.push_back(out.size());
            out.insert(out.end(), resources_[i].stored.begin(), resources_[i].stored.end());
        }
        return image;
    }

    void put32(Bytes& out, std::uint32_t value) const {
        for (int i = 0; i < 4; ++i) {
            int shift = big_endian ? 24 - 8 * i : 8 * i;
            out.push_back(static_cast<std::uint8_t>(value >> shift));
        }
    }

    void put64(Bytes& out, std::uint64_t value) const {
        put32(out, static_cast<std::uint32_t>(big_endian ? value >> 32 : value));
        put32(out, static_cast<std::uint32_t>(big_endian ? value : value >> 32));
    }

    // A compressed resource: header (in image byte order) + payload.
    Bytes compressed(std::string_view decompressor, const Bytes& payload, std::uint64_t uncompressed_size) {
        Bytes out;
        put32(out, 0xCAFEFAFA);
        put64(out, payload.size());
        put64(out, uncompressed_size);
        put32(out, string(decompressor));
        put32(out, 0xFFFFFFFF);
        out.push_back(1);
        out.insert(out.end(), payload.begin(), payload.end());
        return out;
    }

private:
    // Module, parent, base and extension, split the way jlink splits names.
    static std::array<std::string, 4> split(std::string name) {
        for (std::string root : {"modules", "packages"}) {
            std::string prefix = "/" + root + "/";
            if (name.starts_with(prefix)) return {root, "", name.substr(prefix.size()), ""};
        }
        std::array<std::string, 4> parts;
        std::size_t slash = name.find('/', 1);
        if (name.size() >= 2 && name[0] == '/' && slash != std::string::npos) {
            parts[0] = name.substr(1, slash - 1);
            name = name.substr(slash + 1);
        }
        slash = name.rfind('/');
        if (slash != std::string::npos && slash > 1) {
            parts[1] = name.substr(0, slash);
            name = name.substr(slash + 1);
        }
        std::size_t dot = name.rfind('.');
        parts[2] = dot == std::string::npos ? name : name.substr(0, dot);
        parts[3] = dot == std::string::npos ? "" : name.substr(dot + 1);
        return parts;
    }

    Bytes strings_ = {0};
    std::map<std::string, std::uint32_t, std::less<>> string_offsets_;
    std::vector<SyntheticResource> resources_;
};

// A zlib stream holding `data` in one stored (uncompressed) deflate block.
inline Bytes zlib_stored(const Bytes& data) {
    Bytes out = {0x78, 0x01, 0x01};
    auto length = static_cast<std::uint16_t>(data.size());
    out.push_back(static_cast<std::uint8_t>(length));
    out.push_back(static_cast<std::uint8_t>(length >> 8));
    out.push_back(static_cast<std::uint8_t>(~length));
    out.push_back(static_cast<std::uint8_t>(~length >> 8));
    out.insert(out.end(), data.begin(), data.end());
    std::uint32_t a = 1, b = 0;
    for (auto byte : data) {
        a = (a + byte) % 65521;
        b = (b + a) % 65521;
    }
    std::uint32_t adler = b << 16 | a;
    for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<std::uint8_t>(adler >> shift));
    return out;
}

// A compact-cp index: 1-3 bytes with a length header when small enough,
// else 4 plain big-endian bytes.
inline Bytes cp_index(std::uint32_t value, bool force_plain = false) {
    if (!force_plain) {
        for (std::uint32_t length = 1; length <= 3; ++length) {
            if (value < (1u << (8 * length - 3))) {
                Bytes out;
                for (std::uint32_t i = length; i-- > 0;) out.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
                out[0] |= static_cast<std::uint8_t>(0x80 | length << 5);
                return out;
            }
        }
    }
    return {static_cast<std::uint8_t>(value >> 24), static_cast<std::uint8_t>(value >> 16),
            static_cast<std::uint8_t>(value >> 8), static_cast<std::uint8_t>(value)};
}

inline void append(Bytes& out, const Bytes& more) { out.insert(out.end(), more.begin(), more.end()); }

inline fs::path write_image(const std::string& file_name, const Bytes& bytes) {
    static fs::path dir = make_temp_dir("symcrete-jimage-synthetic");
    fs::path path = dir / file_name;
    write_file(path, bytes);
    return path;
}

// A class whose constant pool went through jlink's string sharing: UTF-8
// constants become string-table references, descriptors become a skeleton
// plus (package, simple name) references.
struct CompactCpCase {
    Bytes original;
    Bytes transformed;
};

inline CompactCpCase compact_cp_case(ImageWriter& writer) {
    CompactCpCase c;
    Bytes head = {0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x3D, 0x00, 0x09};  // 8 constants
    Bytes tail = {0x00, 0x21, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
    auto utf8 = [](std::string_view text) {
        Bytes out = {1, 0, static_cast<std::uint8_t>(text.size())};
        out.insert(out.end(), text.begin(), text.end());
        return out;
    };
    c.original = head;
    c.transformed = head;
    // #1 shared string
    append(c.original, utf8("Hello"));
    append(c.transformed, Bytes{23});
    append(c.transformed, cp_index(writer.string("Hello")));
    // #2 shared descriptor "(Ljava/lang/String;ILFoo;)V"
    append(c.original, utf8("(Ljava/lang/String;ILFoo;)V"));
    append(c.transformed, Bytes{25});
    append(c.transformed, cp_index(writer.string("(L;IL;)V")));
    Bytes indexes;
    append(indexes, cp_index(writer.string("java/lang")));
    append(indexes, cp_index(writer.string("String"), /*force_plain=*/true));
    append(indexes, cp_index(0));  // empty package
    append(indexes, cp_index(writer.string("Foo")));
    append(c.transformed, cp_index(static_cast<std::uint32_t>(indexes.size())));
    append(c.transformed, indexes);
    // #3-#4 Long, #5 Class #1, #6 plain UTF-8 kept inline, #7 NameAndType, #8 MethodHandle
    Bytes rest = {5, 1, 2, 3, 4, 5, 6, 7, 8, 7, 0, 1};
    append(rest, utf8("Inline"));
    append(rest, Bytes{12, 0, 1, 0, 2, 15, 1, 0, 7});
    append(c.original, rest);
    append(c.transformed, rest);
    append(c.original, tail);
    append(c.transformed, tail);
    return c;
}

}  // namespace symcrete::classfile::jimage_test
