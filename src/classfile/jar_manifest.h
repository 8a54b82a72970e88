// A JAR's manifest (META-INF/MANIFEST.MF), as far as the class path needs
// it: which packages the jar seals. A sealed package's classes must all come
// from this jar: the JVM's class loader refuses to define a class of that
// package from anywhere else, so tests cannot live in it (see
// ClassPath::package_sealed).
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace symcrete::classfile {

struct JarManifest {
    // Main section's Sealed attribute: every package unless its own entry says otherwise.
    bool sealed_by_default = false;
    // Per-entry sections named after a package's directory ("org/tukaani/xz/"),
    // by that name, with their Sealed attribute.
    std::map<std::string, bool, std::less<>> sealed_entries;

    // Is the package (internal form, "org/tukaani/xz") sealed?
    bool seals(std::string_view package) const;
};

// Reads a manifest's text (the JAR File Specification's format: sections
// of "Name: value" lines separated by blank lines, continuation lines
// starting with one space, any of CR LF, LF or CR as line ends). Attribute
// names and the value "true" are case-insensitive, as the JDK compares
// them; what this does not understand is ignored.
JarManifest parse_jar_manifest(std::string_view text);

}  // namespace symcrete::classfile
