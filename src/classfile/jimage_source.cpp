// The ClassSource for the JDK's runtime image (lib/modules), a thin adapter
// over JImage (jimage.h): a read finds the class's module through the image's
// package table, and listing keeps the /<module>/<path>.class resources,
// skipping module-info and the image's own /packages and /modules directories.
// It is the only source that is_runtime_image(), which keeps the JDK out of the
// application's class list.
#include <fmt/format.h>

#include "classfile/class_source.h"
#include "jimage.h"

namespace symcrete::classfile {
namespace {

class JImageSource final : public ClassSource {
public:
    explicit JImageSource(std::unique_ptr<JImage> image) : image_(std::move(image)) {}

    Result<std::optional<ClassBytes>> read(std::string_view internal_name) const override {
        std::string module;
        auto bytes = image_->read_class(internal_name, &module);
        if (!bytes) return bytes.error();
        if (!bytes.value()) return std::optional<ClassBytes>{};
        ClassBytes result;
        result.bytes = std::move(*bytes.value());
        result.location = fmt::format("{}!/{}/{}.class", image_->path(), module, internal_name);
        return std::optional<ClassBytes>(std::move(result));
    }

    void list(const std::function<void(std::string_view)>& visit) const override {
        // Resource names are "/<module>/<path>.class"; other top-level folders
        // (/packages, /modules) are the image's own directories.
        image_->for_each_resource([&](std::string_view name) {
            if (!name.starts_with("/") || !name.ends_with(".class")) return;
            std::size_t slash = name.find('/', 1);
            if (slash == std::string_view::npos) return;
            std::string_view module = name.substr(1, slash - 1);
            if (module == "packages" || module == "modules") return;
            std::string_view path = name.substr(slash + 1);
            path.remove_suffix(6);
            if (path == "module-info") return;
            visit(path);
        });
    }

    std::string describe() const override { return image_->path(); }
    bool is_runtime_image() const override { return true; }

private:
    std::unique_ptr<JImage> image_;
};

}  // namespace

Result<std::unique_ptr<ClassSource>> open_jimage_source(const std::string& path) {
    auto image = JImage::open(path);
    if (!image) return image.error();
    return std::unique_ptr<ClassSource>(std::make_unique<JImageSource>(std::move(image.value())));
}

}  // namespace symcrete::classfile
