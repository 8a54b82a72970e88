// Reader for the JDK runtime image `lib/modules` (the "jimage" format), read
// directly: header, redirect/offset/location tables, string table, resources.
// Resource names look like "/java.base/java/lang/Object.class".
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

class JImage {
public:
    // Opens and validates the image (magic, version, table bounds). Errors name
    // the file, the byte offset and what was expected.
    static Result<std::unique_ptr<JImage>> open(const std::string& path);
    ~JImage();
    JImage(const JImage&) = delete;
    JImage& operator=(const JImage&) = delete;

    const std::string& path() const;

    // Bytes of one resource given its full name ("/module/path/Name.class"),
    // decompressed if stored compressed. nullopt if the image has no such
    // resource; an Error if the image is corrupt at that resource.
    Result<std::optional<std::vector<std::uint8_t>>> read(std::string_view full_name) const;

    // Finds a class by internal name ("java/lang/Object") in whichever module
    // holds it, using the image's package-to-module table.
    // `module`, when given, receives the module's name ("java.base").
    Result<std::optional<std::vector<std::uint8_t>>> read_class(std::string_view internal_name,
                                                                std::string* module = nullptr) const;

    // Calls `visit` with the full name of every resource, in table order.
    void for_each_resource(const std::function<void(std::string_view full_name)>& visit) const;

    struct Impl;

private:
    explicit JImage(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace symcrete::classfile
