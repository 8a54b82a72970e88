// The --cp option's uses: fill_class_path puts the user's entries on a
// ClassPath in the order given and the JDK's runtime image last, so the user's
// classes are found first; open_class does that and loads the one class a
// command works on, so each command reports a bad entry or a missing class
// alike; split_class_path turns the same ':'-separated lists into plain paths
// (empty entries skipped) for the JVM that runs the tests.
#include "class_path_option.h"

namespace symcrete::app {

Status fill_class_path(classfile::ClassPath& class_path, const std::vector<std::string>& entries) {
    for (const std::string& entry : entries)
        if (Status status = class_path.add_list(entry); !status) return status;
    return class_path.add_jdk();
}

Result<const classfile::ClassFile*> open_class(classfile::ClassPath& class_path,
                                               const std::vector<std::string>& entries,
                                               std::string_view internal_name) {
    if (Status status = fill_class_path(class_path, entries); !status) return status.error();
    return class_path.load(internal_name);
}

std::vector<std::filesystem::path> split_class_path(const std::vector<std::string>& entries) {
    std::vector<std::filesystem::path> result;
    for (const std::string& list : entries) {
        std::string_view rest = list;
        while (!rest.empty()) {
            std::size_t colon = rest.find(':');
            std::string_view entry = rest.substr(0, colon);
            rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon + 1);
            if (!entry.empty()) result.emplace_back(entry);
        }
    }
    return result;
}

}  // namespace symcrete::app
