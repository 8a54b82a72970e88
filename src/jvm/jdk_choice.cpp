// Choosing the JDK for the classes under test (jdk_choice.h): what a JDK
// installation is, which class-file versions it runs, and the one line that
// tells the user which JDK was taken and why, or what is missing.
#include "jvm/jdk_choice.h"

#include <fmt/format.h>

#include <algorithm>
#include <system_error>

#include "jvm/tool_runner.h"

namespace symcrete::jvm {

namespace fs = std::filesystem;

namespace {

constexpr int kPreviewMinor = 0xFFFF;
constexpr const char* kPointAtOne = "or point --java-home (or SYMCRETE_JAVA_HOME) at one";

// "class file version 65, e.g. p.Shapes" / "61.65535" for preview features.
std::string version_text(int major, bool preview, const std::string& example) {
    return fmt::format("class file version {}{}{}", major, preview ? ".65535" : "",
                       example.empty() ? "" : ", e.g. " + example);
}

// What the classes are, as the start of a sentence.
std::string describe_needs(const ClassFileNeeds& needs) {
    if (!needs.preview())
        return fmt::format("the classes are Java {} ({})", java_release(needs.major),
                           version_text(needs.major, false, needs.newest));
    const int preview = *needs.preview_majors.rbegin();
    if (needs.preview_majors.size() > 1 || needs.major > preview)
        return fmt::format("the classes mix preview features of Java {} ({}) with Java {} class files ({}), which no "
                           "one JDK runs together",
                           java_release(*needs.preview_majors.begin()),
                           version_text(*needs.preview_majors.begin(), true, needs.preview_example),
                           java_release(needs.major), version_text(needs.major, false, needs.newest));
    return fmt::format("the classes use preview features of Java {} ({}), which only a JDK {} runs",
                       java_release(preview), version_text(preview, true, needs.preview_example),
                       java_release(preview));
}

// What to install.
std::string wanted(const ClassFileNeeds& needs) {
    if (needs.preview()) return fmt::format("a JDK {}", java_release(*needs.preview_majors.rbegin()));
    return fmt::format("a JDK {} or later", java_release(needs.major));
}

// "17 at /usr/lib/jvm/java-17-openjdk-amd64"
std::string short_describe(const Jdk& jdk) { return fmt::format("{} at {}", jdk.feature, jdk.home.string()); }

}  // namespace

std::string Jdk::describe() const { return "JDK " + short_describe(*this); }

int java_release(int major) { return major >= 49 ? major - 44 : 1; }

Result<Jdk> inspect_jdk(const fs::path& home) {
    std::error_code ec;
    const fs::path real = fs::canonical(home, ec);
    if (ec) return Error{fmt::format("{} does not exist", home.string())};
    Jdk jdk{real, 0};
    std::vector<std::string> missing;
    for (const fs::path& part : {jdk.java(), jdk.javac(), real / "lib" / "modules", real / "release"})
        if (!fs::is_regular_file(part, ec)) missing.push_back(fs::relative(part, real, ec).string());
    if (!missing.empty())
        return Error{fmt::format("{} is not a JDK 9 or later: it has no {}", home.string(), fmt::join(missing, ", "))};
    jdk.feature = java_feature_version(jdk.java());
    if (jdk.feature == 0) return Error{fmt::format("{}: its release file names no JAVA_VERSION", home.string())};
    return jdk;
}

std::vector<Jdk> jdks_in(const fs::path& dir) {
    std::vector<Jdk> found;
    std::error_code ec;
    for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        auto jdk = inspect_jdk(it->path());
        if (!jdk) continue;
        const bool known = std::any_of(found.begin(), found.end(), [&](const Jdk& j) { return j.home == jdk->home; });
        if (!known) found.push_back(*jdk);
    }
    std::sort(found.begin(), found.end(),
              [](const Jdk& a, const Jdk& b) { return a.feature != b.feature ? a.feature < b.feature : a.home < b.home; });
    return found;
}

void ClassFileNeeds::add(const std::string& name, int class_major, int class_minor) {
    if (class_major > major) {
        major = class_major;
        newest = name;
    }
    if (class_minor == kPreviewMinor && preview_majors.insert(class_major).second && preview_example.empty())
        preview_example = name;
}

bool ClassFileNeeds::runs_on(int feature) const {
    if (feature < java_release(major)) return false;
    return std::all_of(preview_majors.begin(), preview_majors.end(),
                       [&](int preview) { return java_release(preview) == feature; });
}

namespace {
const char* task(const JdkCandidates& candidates) {
    return candidates.runs_program ? "run the program" : "validate the tests";
}
}  // namespace

Result<JdkChoice> choose_jdk(const ClassFileNeeds& needs, const JdkCandidates& candidates) {
    const std::string why = describe_needs(needs);
    if (candidates.given) {
        auto jdk = inspect_jdk(*candidates.given);
        if (!jdk) return Error{"--java-home: " + jdk.error().message, ErrorKind::BadInput};
        if (!needs.runs_on(jdk->feature))
            return Error{fmt::format("cannot {}: {}, but the JDK asked for (--java-home or "
                                     "SYMCRETE_JAVA_HOME) is {}; install {}, {}",
                                     task(candidates), why, short_describe(*jdk), wanted(needs), kPointAtOne),
                         ErrorKind::ToolFailed};
        return JdkChoice{*jdk, needs.preview(), ""};  // asked for: nothing to explain
    }
    if (candidates.default_jdk && needs.runs_on(candidates.default_jdk->feature))
        return JdkChoice{*candidates.default_jdk, needs.preview(), ""};
    for (const Jdk& jdk : candidates.installed) {
        if (!needs.runs_on(jdk.feature)) continue;
        JdkChoice choice{jdk, needs.preview(), ""};
        choice.note = fmt::format("{} {}: {}, and the default {}", jdk.describe(),
                                  candidates.runs_program ? "is the class library the program runs on"
                                                          : "runs the tests and is the class library explored",
                                  why,
                                  candidates.default_jdk ? candidates.default_jdk->describe() + " cannot run them"
                                                         : "JDK (JAVA_HOME, the java on PATH) was not found");
        return choice;
    }
    // Nothing runs them: name every JDK that was found.
    std::vector<std::string> found;
    if (candidates.default_jdk) found.push_back(short_describe(*candidates.default_jdk));
    for (const Jdk& jdk : candidates.installed)
        if (!candidates.default_jdk || jdk.home != candidates.default_jdk->home) found.push_back(short_describe(jdk));
    const std::string found_text =
        found.empty() ? "no JDK was found (JAVA_HOME, the java on PATH, /usr/lib/jvm)"
        : found.size() == 1 ? "the only JDK found is " + found.front()
                            : fmt::format("the JDKs found are {}", fmt::join(found, ", "));
    return Error{fmt::format("cannot {}: {}, but {}; install {}, {}", task(candidates), why, found_text,
                             wanted(needs), kPointAtOne),
                 ErrorKind::ToolFailed};
}

}  // namespace symcrete::jvm
