// ClassPath (class_path.h): sources are searched in the order they were added
// and the first holding a class wins. Every load result is cached, failures
// included, so a missing class is searched for once. A name must be a valid
// internal name before any source sees it, since a directory source would turn
// "../x" into a path outside its root. The JDK is the lib/modules image of
// the JDK chosen for the run (set_jdk_home), else of $JAVA_HOME or of the
// `java` on PATH. Hierarchy walks bound the superclass
// chain, which only a malformed class file can make cyclic.
#include "classfile/class_path.h"

#include "classfile/descriptor.h"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fmt/format.h>
#include <mutex>
#include <set>

namespace symcrete::classfile {

namespace fs = std::filesystem;

namespace {

// The JDK set_jdk_home chose; empty when none. Guarded, as worker threads
// of a run may ask while it is set (it is set before they start).
std::mutex chosen_home_mutex;
std::string chosen_home;

}  // namespace

void set_jdk_home(std::string home) {
    const std::lock_guard<std::mutex> lock(chosen_home_mutex);
    chosen_home = std::move(home);
}

Result<std::string> find_jdk_home() {
    {
        const std::lock_guard<std::mutex> lock(chosen_home_mutex);
        if (!chosen_home.empty()) return chosen_home;
    }
    std::error_code ec;
    if (const char* java_home = std::getenv("JAVA_HOME"); java_home != nullptr && *java_home != '\0') {
        if (fs::is_regular_file(fs::path(java_home) / "lib" / "modules", ec)) return std::string(java_home);
        return Error{fmt::format("JAVA_HOME is {}, but {}/lib/modules does not exist; point JAVA_HOME at a "
                                 "JDK 9 or later", java_home, java_home)};
    }
    const char* path = std::getenv("PATH");
    std::string_view dirs = path != nullptr ? path : "";
    while (!dirs.empty()) {
        std::size_t colon = dirs.find(':');
        fs::path candidate = fs::path(dirs.substr(0, colon)) / "java";
        dirs = colon == std::string_view::npos ? std::string_view{} : dirs.substr(colon + 1);
        if (!fs::is_regular_file(candidate, ec)) continue;
        fs::path home = fs::canonical(candidate, ec).parent_path().parent_path();
        if (!ec && fs::is_regular_file(home / "lib" / "modules", ec)) return home.string();
    }
    return Error{"cannot find a JDK: set JAVA_HOME or put a JDK's java on PATH"};
}

struct ClassPath::Entry {
    std::unique_ptr<ClassFile> cls;  // null when loading failed
    Error error;
};

ClassPath::ClassPath() = default;
ClassPath::~ClassPath() = default;

Status ClassPath::add(const std::string& entry) {
    std::error_code ec;
    Result<std::unique_ptr<ClassSource>> source = Error{};
    if (fs::is_directory(entry, ec)) {
        source = open_directory_source(entry);
    } else if (!fs::exists(entry, ec)) {
        return Error{fmt::format("class path entry {} does not exist", entry)};
    } else if (entry.ends_with(".jar") || entry.ends_with(".zip")) {
        source = open_jar_source(entry);
    } else if (fs::path(entry).filename() == "modules") {
        source = open_jimage_source(entry);
    } else {
        return Error{fmt::format("class path entry {} is neither a directory, a .jar, nor a JDK lib/modules image",
                                 entry)};
    }
    if (!source) return source.error();
    sources_.push_back(std::move(source.value()));
    return Ok{};
}

Status ClassPath::add_list(std::string_view entries) {
    while (!entries.empty()) {
        std::size_t colon = entries.find(':');
        std::string_view entry = entries.substr(0, colon);
        entries = colon == std::string_view::npos ? std::string_view{} : entries.substr(colon + 1);
        if (entry.empty()) continue;
        if (Status status = add(std::string(entry)); !status) return status;
    }
    return Ok{};
}

Status ClassPath::add_jdk() {
    auto home = find_jdk_home();
    if (!home) return home.error();
    return add((fs::path(*home) / "lib" / "modules").string());
}

Error ClassPath::not_found(std::string_view internal_name) const {
    std::string searched;
    for (const auto& source : sources_) searched += (searched.empty() ? "" : ", ") + source->describe();
    return Error{fmt::format("class {} not found on the class path ({})", internal_to_java_name(internal_name),
                             searched.empty() ? "the class path is empty" : "searched " + searched)};
}

namespace {

// A binary class name in internal form (JVMS 4.2.1): '/'-separated unqualified
// names, none empty and none containing . ; [ (JVMS 4.2.2). Anything else must
// not reach a source: "../x" or "/abs/x" would name files outside a directory.
bool is_internal_class_name(std::string_view name) {
    if (name.empty() || name.front() == '/' || name.back() == '/') return false;
    char previous = '\0';
    for (char c : name) {
        if (c == '.' || c == ';' || c == '[' || c == '\0') return false;
        if (c == '/' && previous == '/') return false;
        previous = c;
    }
    return true;
}

}  // namespace

Result<ClassFile> ClassPath::parse_uncached(std::string_view internal_name) const {
    if (!is_internal_class_name(internal_name)) {
        return Error{fmt::format("'{}' is not a class name in internal form (such as java/lang/String)",
                                 internal_name)};
    }
    for (const auto& source : sources_) {
        auto bytes = source->read(internal_name);
        if (!bytes) return bytes.error();
        if (!bytes.value()) continue;
        auto parsed = parse_class_file(bytes.value()->bytes, bytes.value()->location);
        if (parsed && parsed->name != internal_name) {
            return Error{fmt::format("{}: expected class {}, but the file defines {}", bytes.value()->location,
                                     internal_name, parsed->name)};
        }
        return parsed;
    }
    return not_found(internal_name);
}

bool ClassPath::package_sealed(std::string_view internal_name) const {
    const std::size_t slash = internal_name.rfind('/');
    if (slash == std::string_view::npos) return false;
    for (const auto& source : sources_) {
        auto bytes = source->read(internal_name);
        if (!bytes) return false;  // loading the class fails too, and says why
        if (*bytes) return source->seals(internal_name.substr(0, slash));
    }
    return false;
}

Result<const ClassFile*> ClassPath::load(std::string_view internal_name) {
    std::string key(internal_name);
    if (auto it = cache_.find(key); it != cache_.end()) {
        if (it->second->cls) return static_cast<const ClassFile*>(it->second->cls.get());
        return it->second->error;
    }
    auto entry = std::make_unique<Entry>();
    auto parsed = parse_uncached(internal_name);
    if (parsed) {
        entry->cls = std::make_unique<ClassFile>(std::move(parsed.value()));
    } else {
        entry->error = parsed.error();
    }
    Entry& stored = *cache_.emplace(std::move(key), std::move(entry)).first->second;
    if (stored.cls) return static_cast<const ClassFile*>(stored.cls.get());
    return stored.error;
}

std::vector<std::string> ClassPath::list_classes() const {
    std::set<std::string> names;
    for (const auto& source : sources_) source->list([&](std::string_view name) { names.emplace(name); });
    return {names.begin(), names.end()};
}

std::vector<std::string> ClassPath::list_application_classes() const {
    std::set<std::string> names;
    for (const auto& source : sources_) {
        if (!source->is_runtime_image()) source->list([&](std::string_view name) { names.emplace(name); });
    }
    return {names.begin(), names.end()};
}

std::vector<std::string> ClassPath::describe() const {
    std::vector<std::string> result;
    for (const auto& source : sources_) result.push_back(source->describe());
    return result;
}

Result<std::vector<const ClassFile*>> ClassPath::superclasses(std::string_view internal_name) {
    std::vector<const ClassFile*> result;
    auto current = load(internal_name);
    if (!current) return current.error();
    // A cycle can only come from malformed class files; bound the walk.
    while ((*current)->super_name) {
        std::string super = *(*current)->super_name;
        auto next = load(super);
        if (!next) {
            return Error{fmt::format("superclass {} of {}: {}", super, (*current)->name, next.error().message)};
        }
        if (result.size() > 10000) return Error{fmt::format("class {} has a cyclic superclass chain", internal_name)};
        result.push_back(*next);
        current = next;
    }
    return result;
}

Result<std::vector<const ClassFile*>> ClassPath::interfaces(std::string_view internal_name) {
    auto start = load(internal_name);
    if (!start) return start.error();
    std::vector<const ClassFile*> result;
    std::set<std::string> seen;
    std::deque<const ClassFile*> queue{*start};
    auto supers = superclasses(internal_name);
    if (!supers) return supers.error();
    queue.insert(queue.end(), supers->begin(), supers->end());
    while (!queue.empty()) {
        const ClassFile* cls = queue.front();
        queue.pop_front();
        for (const std::string& name : cls->interfaces) {
            if (!seen.insert(name).second) continue;
            auto iface = load(name);
            if (!iface) return Error{fmt::format("interface {} of {}: {}", name, cls->name, iface.error().message)};
            result.push_back(*iface);
            queue.push_back(*iface);
        }
    }
    return result;
}

Result<bool> ClassPath::is_subtype(std::string_view sub, std::string_view super) {
    if (sub == super) return true;
    auto supers = superclasses(sub);
    if (!supers) return supers.error();
    for (const ClassFile* cls : *supers)
        if (cls->name == super) return true;
    auto ifaces = interfaces(sub);
    if (!ifaces) return ifaces.error();
    for (const ClassFile* cls : *ifaces)
        if (cls->name == super) return true;
    return false;
}

std::vector<std::string> ClassPath::known_subtypes(std::string_view internal_name) const {
    // Direct edges among loaded classes, then a transitive walk from the target.
    std::map<std::string_view, std::vector<std::string_view>> children;
    for (const auto& [name, entry] : cache_) {
        if (!entry->cls) continue;
        if (entry->cls->super_name) children[*entry->cls->super_name].push_back(entry->cls->name);
        for (const std::string& iface : entry->cls->interfaces) children[iface].push_back(entry->cls->name);
    }
    std::set<std::string> result;
    std::vector<std::string_view> stack{internal_name};
    while (!stack.empty()) {
        std::string_view current = stack.back();
        stack.pop_back();
        auto it = children.find(current);
        if (it == children.end()) continue;
        for (std::string_view child : it->second) {
            if (result.emplace(child).second) stack.push_back(child);
        }
    }
    result.erase(std::string(internal_name));
    return {result.begin(), result.end()};
}

std::vector<const ClassFile*> ClassPath::loaded() const {
    std::vector<const ClassFile*> result;
    for (const auto& [name, entry] : cache_)
        if (entry->cls) result.push_back(entry->cls.get());
    std::sort(result.begin(), result.end(),
              [](const ClassFile* a, const ClassFile* b) { return a->name < b->name; });
    return result;
}

}  // namespace symcrete::classfile
