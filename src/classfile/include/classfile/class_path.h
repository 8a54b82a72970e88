// The class path: an ordered list of sources (directories, JARs, the JDK's
// runtime image). Classes are parsed on first use and cached for the life of
// the ClassPath; the returned pointers stay valid until it is destroyed.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "classfile/class_file.h"
#include "classfile/class_source.h"
#include "support/result.h"

namespace symcrete::classfile {

// The JDK to run against: the one set_jdk_home named, else $JAVA_HOME if
// set, else the `java` found on PATH (following symlinks). Errors say what
// was tried.
Result<std::string> find_jdk_home();
// Makes every later find_jdk_home() in this process name `home`: the JDK
// chosen for the classes under test (jvm/jdk_choice.h), so the class
// library explored and the engine's natives (StrictMath's, java.home) are
// those of the JDK the tests run on. Empty: back to JAVA_HOME and PATH.
void set_jdk_home(std::string home);

class ClassPath {
public:
    ClassPath();
    ~ClassPath();
    ClassPath(const ClassPath&) = delete;
    ClassPath& operator=(const ClassPath&) = delete;

    // A directory, a .jar/.zip, or a jimage file (lib/modules).
    Status add(const std::string& entry);
    // A ':'-separated list, as java's -cp.
    Status add_list(std::string_view entries);
    // The runtime image of the JDK that find_jdk_home() names.
    Status add_jdk();

    // The parsed class; errors name the class when it is on no source, or
    // carry the parser's message when its bytes are malformed.
    Result<const ClassFile*> load(std::string_view internal_name);
    // Parses the class without caching it, for bulk scans over thousands of
    // classes that must not all stay in memory.
    Result<ClassFile> parse_uncached(std::string_view internal_name) const;

    // Every class name the sources hold, sorted, each once (the first source wins).
    std::vector<std::string> list_classes() const;
    // The same for the application's sources only (no runtime image).
    std::vector<std::string> list_application_classes() const;
    // Does the source the class comes from seal its package (a jar whose
    // manifest says `Sealed: true`, or a signed jar)? Then the JVM defines
    // no class of that package from anywhere else, a test class included.
    // False for a class on no source.
    bool package_sealed(std::string_view internal_name) const;
    // The sources in search order, for messages.
    std::vector<std::string> describe() const;

    // Hierarchy queries. They load what they need; a missing class is an error
    // that names it and the class that refers to it.
    // Direct superclass first, java/lang/Object last.
    Result<std::vector<const ClassFile*>> superclasses(std::string_view internal_name);
    // Every interface the class or interface implements or extends, directly
    // or through superclasses and superinterfaces; each once, in breadth-first order.
    Result<std::vector<const ClassFile*>> interfaces(std::string_view internal_name);
    // Whether `sub` is `super`, a subclass of it, or implements it.
    Result<bool> is_subtype(std::string_view sub, std::string_view super);
    // The loaded classes that are proper subtypes of `internal_name`, sorted.
    std::vector<std::string> known_subtypes(std::string_view internal_name) const;
    // Classes parsed so far.
    std::vector<const ClassFile*> loaded() const;

private:
    struct Entry;  // one cached load result
    Error not_found(std::string_view internal_name) const;
    std::vector<std::unique_ptr<ClassSource>> sources_;
    std::unordered_map<std::string, std::unique_ptr<Entry>> cache_;
};

}  // namespace symcrete::classfile
