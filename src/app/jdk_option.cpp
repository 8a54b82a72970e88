// gen's and check's JDK (jdk_option.h): the class-file versions of the
// classes under test, the candidates (--java-home; JAVA_HOME or the java on
// PATH; /usr/lib/jvm), the choice, and applying it to this process and the
// validator.
#include "jdk_option.h"

#include <fmt/format.h>

#include "classfile/descriptor.h"

namespace symcrete::app {

namespace {

// Where Debian (and most Linux distributions) install JDKs side by side.
constexpr const char* kInstalledJdks = "/usr/lib/jvm";

}  // namespace

Status use_given_jdk(const JavaToolPaths& paths) {
    if (paths.java_home.empty()) return Ok{};
    auto jdk = jvm::inspect_jdk(paths.java_home);
    if (!jdk) return Error{"--java-home: " + jdk.error().message, ErrorKind::BadInput};
    classfile::set_jdk_home(jdk->home.string());
    return Ok{};
}

Result<jvm::JdkChoice> choose_jdk_for(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                      const JavaToolPaths& paths, bool for_run) {
    jvm::ClassFileNeeds needs;
    for (const std::string& name : classes) {
        auto cls = class_path.load(name);
        if (cls) needs.add(classfile::internal_to_java_name(name), (*cls)->major_version, (*cls)->minor_version);
    }
    jvm::JdkCandidates candidates;
    candidates.runs_program = for_run;
    if (!paths.java_home.empty()) {
        candidates.given = paths.java_home;
    } else {
        if (auto home = classfile::find_jdk_home()) {
            if (auto jdk = jvm::inspect_jdk(*home)) candidates.default_jdk = *jdk;
        }
        if (!candidates.default_jdk || !needs.runs_on(candidates.default_jdk->feature))
            candidates.installed = jvm::jdks_in(kInstalledJdks);
    }
    auto choice = jvm::choose_jdk(needs, candidates);
    if (!choice) return choice;
    classfile::set_jdk_home(choice->jdk.home.string());
    if (!choice->note.empty()) fmt::print(for_run ? stderr : stdout, "symcrete: {}\n", choice->note);
    return choice;
}

void apply_jdk(const jvm::JdkChoice& choice, testgen::ValidatorOptions& validator) {
    validator.tools.java = choice.jdk.java().string();
    validator.tools.javac = choice.jdk.javac().string();
    validator.enable_preview = choice.preview;
}

}  // namespace symcrete::app
