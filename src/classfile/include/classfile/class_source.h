// Where class bytes come from: a directory tree, a JAR, or the JDK's runtime
// image. A ClassPath searches a list of these in order.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::classfile {

struct ClassBytes {
    std::vector<std::uint8_t> bytes;
    std::string location;  // for messages: "dir/a/B.class", "x.jar!a/B.class", ...
};

class ClassSource {
public:
    virtual ~ClassSource() = default;
    // The class file for an internal name ("a/b/C"); nullopt when this source
    // does not have it; an Error when it has it but cannot read it.
    virtual Result<std::optional<ClassBytes>> read(std::string_view internal_name) const = 0;
    // Internal names of every class this source holds (module-info excluded).
    virtual void list(const std::function<void(std::string_view internal_name)>& visit) const = 0;
    virtual std::string describe() const = 0;
    // Does the source close the package (internal form, "a/b") to classes
    // from elsewhere, a test class included? A jar whose manifest seals it
    // (the JVM then defines the package's classes from this source alone),
    // or a signed jar (every class of a package must be signed alike).
    virtual bool seals(std::string_view /*package*/) const { return false; }
    // The JDK's own classes (lib/modules), not the application's.
    virtual bool is_runtime_image() const { return false; }
};

Result<std::unique_ptr<ClassSource>> open_directory_source(const std::string& path);
Result<std::unique_ptr<ClassSource>> open_jar_source(const std::string& path);
Result<std::unique_ptr<ClassSource>> open_jimage_source(const std::string& path);

}  // namespace symcrete::classfile
