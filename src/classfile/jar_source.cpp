// The ClassSource for .jar and .zip files, read with libzip; the archive stays
// open for the source's life. A read asks for one byte past the entry's
// recorded size, because libzip checks an entry's CRC only when a read reaches
// its end: a damaged entry is then an error, not silently wrong bytes. Entries
// claiming more than 1 GiB are refused rather than allocated. Listing skips
// META-INF/ (only a multi-release jar's base version is on the class path) and
// module-info. The manifest is read once, when the jar opens, for the
// packages it seals.
#include <fmt/format.h>
#include <zip.h>

#include <cctype>
#include <string_view>

#include "classfile/class_source.h"
#include "jar_manifest.h"

namespace symcrete::classfile {
namespace {

// META-INF/<name>.SF in any case: a signer's signature file.
bool is_signature_file(std::string_view name) {
    constexpr std::string_view kDir = "META-INF/";
    if (name.size() <= kDir.size() + 3) return false;
    auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
    for (std::size_t i = 0; i < kDir.size(); ++i)
        if (lower(name[i]) != lower(kDir[i])) return false;
    const std::string_view rest = name.substr(kDir.size());
    return rest.find('/') == std::string_view::npos && lower(rest[rest.size() - 3]) == '.' &&
           lower(rest[rest.size() - 2]) == 's' && lower(rest[rest.size() - 1]) == 'f';
}

class JarSource final : public ClassSource {
public:
    JarSource(std::string path, zip_t* archive) : path_(std::move(path)), archive_(archive) {}
    // The manifest, when the jar has one (its name in any case, as the JDK
    // finds it). One that cannot be read seals nothing: the classes are
    // still there, and a sealing the tests then break shows as their
    // failure, never as a class path that does not open. And whether the
    // jar is signed (a META-INF/*.SF signature file).
    void read_manifest() {
        auto bytes = read_entry("META-INF/MANIFEST.MF", ZIP_FL_NOCASE);
        if (bytes && *bytes)
            manifest_ = parse_jar_manifest(
                std::string_view(reinterpret_cast<const char*>((*bytes)->bytes.data()), (*bytes)->bytes.size()));
        const zip_int64_t count = zip_get_num_entries(archive_, 0);
        for (zip_int64_t i = 0; i < count && !signed_; ++i) {
            const char* name = zip_get_name(archive_, static_cast<zip_uint64_t>(i), 0);
            signed_ = name != nullptr && is_signature_file(name);
        }
    }
    ~JarSource() override { zip_discard(archive_); }
    JarSource(const JarSource&) = delete;
    JarSource& operator=(const JarSource&) = delete;

    Result<std::optional<ClassBytes>> read(std::string_view internal_name) const override {
        return read_entry(std::string(internal_name) + ".class");
    }

    // A signed jar's packages are closed too: the JVM wants every class of a
    // package signed alike, and a test class is not signed.
    bool seals(std::string_view package) const override { return signed_ || manifest_.seals(package); }

    void list(const std::function<void(std::string_view)>& visit) const override {
        zip_int64_t count = zip_get_num_entries(archive_, 0);
        for (zip_int64_t i = 0; i < count; ++i) {
            const char* name = zip_get_name(archive_, static_cast<zip_uint64_t>(i), 0);
            if (name == nullptr) continue;
            std::string_view view(name);
            // Classes under META-INF/versions/ belong to multi-release jars; only
            // the base version is on the class path for now.
            if (!view.ends_with(".class") || view.starts_with("META-INF/")) continue;
            view.remove_suffix(6);
            if (view == "module-info" || view.ends_with("/module-info")) continue;
            visit(view);
        }
    }

    std::string describe() const override { return path_; }

private:
    // An entry's bytes; nullopt when the jar has no such entry.
    Result<std::optional<ClassBytes>> read_entry(const std::string& entry, zip_flags_t flags = 0) const {
        zip_int64_t index = zip_name_locate(archive_, entry.c_str(), flags);
        if (index < 0) return std::optional<ClassBytes>{};
        ClassBytes result;
        result.location = fmt::format("{}!{}", path_, entry);
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(archive_, static_cast<zip_uint64_t>(index), 0, &stat) != 0 ||
            !(stat.valid & ZIP_STAT_SIZE)) {
            return Error{fmt::format("{}: cannot read the entry's size: {}", result.location,
                                     zip_strerror(archive_))};
        }
        // A class file is at most a few MB; refuse absurd sizes rather than allocate them.
        constexpr zip_uint64_t kMaxClassFile = 1u << 30;
        if (stat.size > kMaxClassFile)
            return Error{fmt::format("{}: entry claims {} bytes, more than any class file", result.location,
                                     stat.size)};
        zip_file_t* file = zip_fopen_index(archive_, static_cast<zip_uint64_t>(index), 0);
        if (file == nullptr)
            return Error{fmt::format("{}: cannot open the entry: {}", result.location, zip_strerror(archive_))};
        result.bytes.resize(stat.size);
        zip_int64_t got = result.bytes.empty() ? 0 : zip_fread(file, result.bytes.data(), stat.size);
        std::string file_error = got < 0 ? zip_file_strerror(file) : "";
        // libzip checks an entry's CRC only when a read reaches its end, and a
        // read of exactly the recorded size does not: ask for one byte more, so
        // that a damaged entry is an error rather than silently wrong bytes.
        zip_int64_t extra = 0;
        if (got >= 0 && static_cast<zip_uint64_t>(got) == stat.size) {
            std::uint8_t byte = 0;
            extra = zip_fread(file, &byte, 1);
            if (extra < 0) file_error = zip_file_strerror(file);
        }
        zip_fclose(file);
        if (got < 0 || static_cast<zip_uint64_t>(got) != stat.size) {
            return Error{fmt::format("{}: cannot read the entry ({} of {} bytes): {}", result.location,
                                     got < 0 ? 0 : got, stat.size, got < 0 ? file_error : "short read")};
        }
        if (extra < 0) return Error{fmt::format("{}: the entry is damaged: {}", result.location, file_error)};
        if (extra > 0) {
            return Error{fmt::format("{}: the entry holds more than the {} bytes its header records",
                                     result.location, stat.size)};
        }
        return std::optional<ClassBytes>(std::move(result));
    }

    std::string path_;
    zip_t* archive_;
    JarManifest manifest_;
    bool signed_ = false;
};

}  // namespace

Result<std::unique_ptr<ClassSource>> open_jar_source(const std::string& path) {
    int error_code = 0;
    zip_t* archive = zip_open(path.c_str(), ZIP_RDONLY, &error_code);
    if (archive == nullptr) {
        zip_error_t error;
        zip_error_init_with_code(&error, error_code);
        std::string message = fmt::format("{}: cannot open as a JAR: {}", path, zip_error_strerror(&error));
        zip_error_fini(&error);
        return Error{message};
    }
    auto source = std::make_unique<JarSource>(path, archive);
    source->read_manifest();
    return std::unique_ptr<ClassSource>(std::move(source));
}

}  // namespace symcrete::classfile
