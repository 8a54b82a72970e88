// Tests for the jimage reader: the installed JDK's lib/modules checked against
// the JDK's own `jimage` tool, jlink-built images (zip, compact-cp, big-endian)
// and small synthetic images, valid and corrupted.
#include "jimage.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "support/java_compiler.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;
using Bytes = std::vector<std::uint8_t>;
using symcrete::testing::make_temp_dir;
using symcrete::testing::run_command;

// ---------------------------------------------------------------------------
// Helpers

Bytes bytes_of(std::string_view text) { return Bytes(text.begin(), text.end()); }

Bytes read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

Bytes read_prefix(const fs::path& path, std::size_t count) {
    std::ifstream in(path, std::ios::binary);
    Bytes bytes(count);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(count));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

void write_file(const fs::path& path, const Bytes& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

std::string quote(const std::string& text) {
    std::string quoted = "'";
    for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// The JDK whose lib/modules the tests read: $JAVA_HOME if it has one, else the
// JDK of the `java` found on PATH (realpath(bin/java)/../..).
fs::path find_jdk_home() {
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

const fs::path& jdk_home() {
    static const fs::path home = find_jdk_home();
    return home;
}

fs::path jdk_modules() { return jdk_home() / "lib" / "modules"; }

#define REQUIRE_JDK()                                                                \
    do {                                                                             \
        if (jdk_home().empty()) FAIL() << "no JDK with lib/modules (JAVA_HOME/PATH)"; \
    } while (0)

std::unique_ptr<JImage> open_ok(const fs::path& path) {
    auto image = JImage::open(path.string());
    EXPECT_TRUE(image.ok()) << (image.ok() ? "" : image.error().message);
    if (!image) return nullptr;
    return std::move(image.value());
}

const JImage& jdk_image() {
    static std::unique_ptr<JImage> image = open_ok(jdk_modules());
    if (!image) throw std::runtime_error("cannot open " + jdk_modules().string());
    return *image;
}

std::vector<std::string> all_names(const JImage& image) {
    std::vector<std::string> names;
    image.for_each_resource([&](std::string_view name) { names.emplace_back(name); });
    return names;
}

// "/packages/..", "/modules/.." and the two roots are the image's own
// directory entries; everything else is "/<module>/<path>".
bool is_directory_entry(std::string_view name) {
    return name == "/modules" || name == "/packages" || name.starts_with("/modules/") ||
           name.starts_with("/packages/");
}

// Resources listed by `jimage list`, as full names "/<module>/<path>".
std::set<std::string> jimage_list(const fs::path& image) {
    auto result = run_command(quote((jdk_home() / "bin" / "jimage").string()) + " list " + quote(image.string()));
    EXPECT_EQ(result.status, 0) << result.output;
    std::set<std::string> names;
    std::istringstream lines(result.output);
    std::string line;
    std::string module;
    while (std::getline(lines, line)) {
        if (line.starts_with("Module: ")) {
            module = line.substr(8);
        } else if (line.starts_with("    ") && !module.empty()) {
            names.insert("/" + module + "/" + line.substr(4));
        }
    }
    return names;
}

// Extracts `names` (all resources when empty) with `jimage extract`; returns
// the directory, whose files are <dir>/<module>/<path>.
fs::path jimage_extract(const fs::path& image, const std::vector<std::string>& names) {
    fs::path dir = make_temp_dir("symcrete-jimage-extract");
    std::string command = quote((jdk_home() / "bin" / "jimage").string()) + " extract --dir " + quote(dir.string());
    if (!names.empty()) {
        std::string include;
        for (const auto& name : names) include += (include.empty() ? "glob:" : ",glob:") + name;
        command += " --include " + quote(include);
    }
    command += " " + quote(image.string());
    auto result = run_command(command);
    EXPECT_EQ(result.status, 0) << command << "\n" << result.output;
    return dir;
}

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
// A writer for small synthetic images, following the documented layout.

constexpr std::uint32_t kHashMultiplier = 0x01000193;

std::uint32_t name_hash(std::string_view name, std::uint32_t seed) {
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
Bytes zlib_stored(const Bytes& data) {
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
Bytes cp_index(std::uint32_t value, bool force_plain = false) {
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

void append(Bytes& out, const Bytes& more) { out.insert(out.end(), more.begin(), more.end()); }

fs::path write_image(const std::string& file_name, const Bytes& bytes) {
    static fs::path dir = make_temp_dir("symcrete-jimage-synthetic");
    fs::path path = dir / file_name;
    write_file(path, bytes);
    return path;
}

// ---------------------------------------------------------------------------
// The installed JDK's image

TEST(JImageJdk, OpensInstalledImage) {
    REQUIRE_JDK();
    auto image = JImage::open(jdk_modules().string());
    ASSERT_TRUE(image.ok()) << image.error().message;
    EXPECT_EQ((*image)->path(), jdk_modules().string());
}

TEST(JImageJdk, ClassesMatchJimageExtract) {
    REQUIRE_JDK();
    const std::vector<std::pair<std::string, std::string>> classes = {
        {"java.base", "java/lang/Object"},
        {"java.base", "java/util/Map$Entry"},
        {"java.sql", "java/sql/Connection"},
        {"java.logging", "java/util/logging/Logger"},
        {"java.xml", "javax/xml/parsers/DocumentBuilder"},
        {"java.net.http", "java/net/http/HttpClient"},
        {"java.desktop", "java/awt/Frame"},
        {"jdk.compiler", "com/sun/tools/javac/Main"},
    };
    std::vector<std::string> names;
    for (const auto& [module, internal] : classes) names.push_back("/" + module + "/" + internal + ".class");
    fs::path extracted = jimage_extract(jdk_modules(), names);

    const JImage& image = jdk_image();
    for (const auto& [module, internal] : classes) {
        SCOPED_TRACE(internal);
        Bytes expected = read_file(extracted / module / (internal + ".class"));
        ASSERT_GT(expected.size(), 4u) << "jimage extract produced nothing for " << internal;
        auto by_class = image.read_class(internal);
        ASSERT_TRUE(by_class.ok()) << by_class.error().message;
        ASSERT_TRUE(by_class.value().has_value());
        EXPECT_EQ(*by_class.value(), expected);
        auto by_name = image.read("/" + module + "/" + internal + ".class");
        ASSERT_TRUE(by_name.ok()) << by_name.error().message;
        ASSERT_TRUE(by_name.value().has_value());
        EXPECT_EQ(*by_name.value(), expected);
    }
}

TEST(JImageJdk, SampledResourcesMatchJimageExtract) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    std::vector<std::string> sample;
    std::size_t index = 0;
    for (const auto& name : all_names(image)) {
        if (is_directory_entry(name) || name.find_first_of("*?[]{},\\'") != std::string::npos) continue;
        if (index++ % 97 == 0) sample.push_back(name);
    }
    std::set<std::string> modules;
    std::size_t non_class = 0;
    for (const auto& name : sample) {
        modules.insert(name.substr(1, name.find('/', 1) - 1));
        non_class += name.ends_with(".class") ? 0 : 1;
    }
    ASSERT_GE(sample.size(), 100u);
    EXPECT_GE(modules.size(), 10u);
    EXPECT_GE(non_class, 1u);

    fs::path extracted = jimage_extract(jdk_modules(), sample);
    for (const auto& name : sample) {
        SCOPED_TRACE(name);
        fs::path file = extracted / name.substr(1);
        ASSERT_TRUE(fs::is_regular_file(file)) << "jimage extract did not produce " << file;
        auto bytes = image.read(name);
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value());
        EXPECT_EQ(*bytes.value(), read_file(file));
    }
}

TEST(JImageJdk, ResourceNamesMatchJimageList) {
    REQUIRE_JDK();
    std::vector<std::string> names = all_names(jdk_image());
    std::set<std::string> unique(names.begin(), names.end());
    EXPECT_EQ(unique.size(), names.size()) << "for_each_resource reported duplicate names";

    // `jimage list` prints module resources only, not the image's own
    // /modules and /packages directory entries.
    std::set<std::string> resources;
    std::size_t directories = 0;
    for (const auto& name : names) {
        if (is_directory_entry(name)) {
            ++directories;
        } else {
            resources.insert(name);
        }
    }
    std::set<std::string> listed = jimage_list(jdk_modules());
    EXPECT_GT(listed.size(), 10000u);
    EXPECT_EQ(resources.size(), listed.size());
    EXPECT_EQ(resources.size() + directories, names.size());
    std::vector<std::string> only_ours, only_listed;
    std::set_difference(resources.begin(), resources.end(), listed.begin(), listed.end(), std::back_inserter(only_ours));
    std::set_difference(listed.begin(), listed.end(), resources.begin(), resources.end(), std::back_inserter(only_listed));
    EXPECT_TRUE(only_ours.empty()) << only_ours.size() << " names not listed by jimage, e.g. " << only_ours.front();
    EXPECT_TRUE(only_listed.empty()) << only_listed.size() << " listed names missing, e.g. " << only_listed.front();

    for (const char* name : {"/modules", "/packages", "/modules/java.base", "/modules/java.base/java/lang",
                             "/packages/java.lang", "/java.base/java/lang/Object.class", "/java.base/module-info.class"}) {
        EXPECT_TRUE(unique.count(name)) << name;
    }
}

TEST(JImageJdk, EveryResourceIsFoundByItsName) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    std::size_t classes = 0;
    for (const auto& name : all_names(image)) {
        auto bytes = image.read(name);
        ASSERT_TRUE(bytes.ok()) << bytes.error().message;
        ASSERT_TRUE(bytes.value().has_value()) << "lookup by hash failed for " << name;
        if (name.ends_with(".class") && !is_directory_entry(name)) {
            ++classes;
            const Bytes& b = *bytes.value();
            ASSERT_TRUE(b.size() > 4 && b[0] == 0xCA && b[1] == 0xFE && b[2] == 0xBA && b[3] == 0xBE) << name;
        }
    }
    EXPECT_GT(classes, 10000u);
}

TEST(JImageJdk, ReadClassFindsTheModuleThroughThePackageTable) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    auto connection = image.read_class("java/sql/Connection");
    ASSERT_TRUE(connection.ok() && connection.value().has_value());
    auto direct = image.read("/java.sql/java/sql/Connection.class");
    ASSERT_TRUE(direct.ok() && direct.value().has_value());
    EXPECT_EQ(*connection.value(), *direct.value());
    auto wrong_module = image.read("/java.base/java/sql/Connection.class");
    ASSERT_TRUE(wrong_module.ok());
    EXPECT_FALSE(wrong_module.value().has_value());

    // "java.lang" appears in several modules' directory trees; the entry
    // holds 8-byte (flags, module name) records.
    auto package = image.read("/packages/java.lang");
    ASSERT_TRUE(package.ok() && package.value().has_value());
    EXPECT_GE(package.value()->size(), 8u);
    EXPECT_EQ(package.value()->size() % 8, 0u);
}

TEST(JImageJdk, MissingNamesAreNullopt) {
    REQUIRE_JDK();
    const JImage& image = jdk_image();
    for (const char* name : {"java/lang/NoSuchClassAnywhere", "no/such/pkg/Thing", "Object", "", "/", "java/lang/",
                             "java/lang/Object.class", "/java/lang/Object", "java.lang.Object", "[Ljava/lang/Object;"}) {
        auto result = image.read_class(name);
        ASSERT_TRUE(result.ok()) << name << ": " << result.error().message;
        EXPECT_FALSE(result.value().has_value()) << name;
    }
    for (const char* name : {"", "/", "/java.base/java/lang/Object", "/java.base/java/lang/Object.clas",
                             "java.base/java/lang/Object.class", "/java.sql/java/lang/Object.class",
                             "/java.base/java/lang/Object.class/", "/packages/no.such.pkg", "/modules/no.such"}) {
        auto result = image.read(name);
        ASSERT_TRUE(result.ok()) << name << ": " << result.error().message;
        EXPECT_FALSE(result.value().has_value()) << name;
    }
}

// ---------------------------------------------------------------------------
// Images built by jlink from the same JDK: compressed and big-endian.

class JImageJlink : public ::testing::Test {
protected:
    struct Linked {
        fs::path modules;  // empty when jlink failed
        std::string log;
    };

    static Linked link(const std::string& variant, const std::vector<std::string>& option_choices) {
        static fs::path dir = make_temp_dir("symcrete-jimage-jlink");
        fs::path output = dir / variant;
        std::string jlink = quote((jdk_home() / "bin" / "jlink").string());
        Linked linked;
        // Option spellings differ across JDK releases; take the first that works.
        for (const auto& options : option_choices) {
            std::error_code ignored;
            fs::remove_all(output, ignored);
            auto result = run_command(jlink + " --add-modules java.sql " + options + " --output " + quote(output.string()));
            if (result.status == 0) {
                linked.modules = output / "lib" / "modules";
                return linked;
            }
            linked.log += options + ":\n" + result.output + "\n";
        }
        return linked;
    }

    static fs::path build(const std::string& variant, const std::vector<std::string>& option_choices) {
        Linked linked = link(variant, option_choices);
        if (linked.modules.empty()) ADD_FAILURE() << "jlink failed for " << variant << "\n" << linked.log;
        return linked.modules;
    }

    // Counts entries `jimage list --verbose` reports with a non-zero
    // compressed size.
    static std::size_t compressed_entries(const fs::path& image) {
        auto result = run_command(quote((jdk_home() / "bin" / "jimage").string()) + " list --verbose " +
                                  quote(image.string()));
        std::istringstream lines(result.output);
        std::string line;
        std::size_t count = 0;
        while (std::getline(lines, line)) {
            std::istringstream fields(line);
            unsigned long long offset = 0, size = 0, compressed = 0;
            if (fields >> offset >> size >> compressed && compressed != 0) ++count;
        }
        return count;
    }

    // Every resource `jimage extract` writes from `reference` (by default the
    // image itself) must read back identically from `modules`, and the module
    // resources we enumerate must be exactly those files.
    static void expect_matches_extract(const fs::path& modules, const fs::path& reference = {}) {
        ASSERT_FALSE(modules.empty());
        auto opened = JImage::open(modules.string());
        ASSERT_TRUE(opened.ok()) << opened.error().message;
        const JImage& image = **opened;
        fs::path extracted = jimage_extract(reference.empty() ? modules : reference, {});
        std::size_t compared = 0;
        for (const auto& entry : fs::recursive_directory_iterator(extracted)) {
            if (!entry.is_regular_file()) continue;
            std::string name = "/" + fs::relative(entry.path(), extracted).generic_string();
            auto bytes = image.read(name);
            ASSERT_TRUE(bytes.ok()) << bytes.error().message;
            ASSERT_TRUE(bytes.value().has_value()) << name;
            ASSERT_EQ(*bytes.value(), read_file(entry.path())) << name;
            ++compared;
        }
        std::size_t resources = 0;
        image.for_each_resource([&](std::string_view name) { resources += is_directory_entry(name) ? 0 : 1; });
        EXPECT_GT(compared, 1000u);
        EXPECT_EQ(compared, resources);

        auto object = image.read_class("java/lang/Object");
        ASSERT_TRUE(object.ok()) << object.error().message;
        ASSERT_TRUE(object.value().has_value());
        EXPECT_EQ(*object.value(), read_file(extracted / "java.base" / "java" / "lang" / "Object.class"));
        auto connection = image.read_class("java/sql/Connection");
        ASSERT_TRUE(connection.ok()) << connection.error().message;
        ASSERT_TRUE(connection.value().has_value());
        EXPECT_EQ(*connection.value(), read_file(extracted / "java.sql" / "java" / "sql" / "Connection.class"));
    }
};

TEST_F(JImageJlink, ZipCompressedImage) {
    REQUIRE_JDK();
    fs::path modules = build("zip", {"--compress=2", "--compress=zip-6"});
    ASSERT_FALSE(modules.empty());
    EXPECT_GT(compressed_entries(modules), 1000u) << "jlink did not compress the image";
    expect_matches_extract(modules);
}

TEST_F(JImageJlink, CompactCpImage) {
    REQUIRE_JDK();
    fs::path modules = build("compact-cp", {"--compress=1", "--compact-cp"});
    ASSERT_FALSE(modules.empty());
    EXPECT_GT(compressed_entries(modules), 1000u) << "jlink did not share strings";
    expect_matches_extract(modules);
}

// The JDK's tools only open images in the platform's byte order, so the
// reference for a big-endian image is the same link in little-endian order.
TEST_F(JImageJlink, BigEndianImage) {
    REQUIRE_JDK();
    Linked big_link = link("big-endian", {"--endian big"});
    // A JDK without jmods links from its own run-time image, which only
    // works in the platform's byte order; the synthetic tests still cover
    // big-endian images then.
    if (big_link.modules.empty() && big_link.log.find("endian") != std::string::npos &&
        !fs::exists(jdk_home() / "jmods")) {
        GTEST_SKIP() << "this JDK's jlink cannot produce a big-endian image:\n" << big_link.log;
    }
    ASSERT_FALSE(big_link.modules.empty()) << big_link.log;
    fs::path big = big_link.modules;
    fs::path little = build("little-endian", {"--endian little"});
    ASSERT_FALSE(little.empty());
    ASSERT_EQ(read_prefix(big, 4), (Bytes{0xCA, 0xFE, 0xDA, 0xDA}));
    ASSERT_EQ(read_prefix(little, 4), (Bytes{0xDA, 0xDA, 0xFE, 0xCA}));
    expect_matches_extract(big, little);
}

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

// A class whose constant pool went through jlink's string sharing: UTF-8
// constants become string-table references, descriptors become a skeleton
// plus (package, simple name) references.
struct CompactCpCase {
    Bytes original;
    Bytes transformed;
};

CompactCpCase compact_cp_case(ImageWriter& writer) {
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
