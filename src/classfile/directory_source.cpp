// The ClassSource for a directory of .class files: class a/b/C is the file
// <root>/a/b/C.class, and listing walks the tree recursively, skipping
// module-info. A file that is not there means "not in this source" (nullopt),
// so the ClassPath moves on to the next source; a file that exists but cannot
// be read is an Error.
#include <filesystem>
#include <fmt/format.h>
#include <fstream>

#include "classfile/class_source.h"

namespace symcrete::classfile {
namespace {

namespace fs = std::filesystem;

class DirectorySource final : public ClassSource {
public:
    explicit DirectorySource(fs::path root) : root_(std::move(root)) {}

    Result<std::optional<ClassBytes>> read(std::string_view internal_name) const override {
        fs::path file = root_ / (std::string(internal_name) + ".class");
        std::error_code ec;
        if (!fs::is_regular_file(file, ec)) return std::optional<ClassBytes>{};
        std::ifstream in(file, std::ios::binary);
        ClassBytes result;
        result.location = file.string();
        if (!in.is_open()) return Error{fmt::format("{}: cannot open the file", result.location)};
        result.bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        if (in.bad()) return Error{fmt::format("{}: cannot read the file", result.location)};
        return std::optional<ClassBytes>(std::move(result));
    }

    void list(const std::function<void(std::string_view)>& visit) const override {
        std::error_code ec;
        for (auto it = fs::recursive_directory_iterator(root_, ec); !ec && it != fs::end(it); it.increment(ec)) {
            if (!it->is_regular_file(ec) || it->path().extension() != ".class") continue;
            std::string name = fs::relative(it->path(), root_, ec).replace_extension().generic_string();
            if (name == "module-info" || name.ends_with("/module-info")) continue;
            visit(name);
        }
    }

    std::string describe() const override { return root_.string(); }

private:
    fs::path root_;
};

}  // namespace

Result<std::unique_ptr<ClassSource>> open_directory_source(const std::string& path) {
    std::error_code ec;
    if (!fs::is_directory(path, ec)) return Error{fmt::format("{}: not a directory", path)};
    return std::unique_ptr<ClassSource>(std::make_unique<DirectorySource>(path));
}

}  // namespace symcrete::classfile
