// Project detection for `gen --project` (project.h). pom.xml is read with plain
// string searches, not an XML parser: only the project's own artifactId (for
// messages) and whether it names JUnit 4 without JUnit 5 are needed. When mvn
// is on PATH it runs `compile dependency:build-classpath` offline first and
// online only if that fails, so a project whose dependencies are already in the
// local repository builds without the network. Gradle is never run.
#include "project.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <fstream>
#include <sstream>

#include "jvm/subprocess.h"

namespace symcrete::app {
namespace {

namespace fs = std::filesystem;

// A Maven build (compile and resolve) may download nothing and still take
// a minute on a cold JVM.
constexpr std::chrono::minutes kMavenTimeLimit{10};

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// The project's own <artifactId>: the first one outside <parent>,
// <dependencies>, <build> and <profiles> (enough for a name in messages).
std::string maven_artifact_id(const std::string& pom) {
    std::string text = pom;
    for (const char* section : {"parent", "dependencies", "dependencyManagement", "build", "profiles", "reporting"}) {
        const std::string open = fmt::format("<{}>", section), close = fmt::format("</{}>", section);
        for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at)) {
            const std::size_t end = text.find(close, at);
            if (end == std::string::npos) break;
            text.erase(at, end + close.size() - at);
        }
    }
    const std::size_t open = text.find("<artifactId>");
    const std::size_t close = text.find("</artifactId>", open);
    if (open == std::string::npos || close == std::string::npos) return {};
    return text.substr(open + 12, close - open - 12);
}

// Maven colours its messages even in batch mode on some versions: the
// terminal's escape sequences (ESC '[' ... final letter) are dropped before
// a line is quoted to the user.
std::string without_escapes(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
            i += 2;
            while (i < text.size() && !std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
            continue;
        }
        out += text[i];
    }
    return out;
}

// The first "[ERROR] ..." line of Maven's output, without its prefix and
// the "-> [Help 1]" link: the one line that says why the build failed.
std::string first_maven_error(const std::string& output) {
    std::istringstream lines(without_escapes(output));
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("[ERROR]", 0) != 0) continue;
        line.erase(0, 7);
        if (const std::size_t help = line.find(" -> [Help"); help != std::string::npos) line.erase(help);
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front()))) line.erase(0, 1);
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
        if (!line.empty()) return line;
    }
    return "it printed no [ERROR] line; run it yourself to see why";
}

// Whether a source file under `sources` is newer than every class file under
// `classes`: the compiled classes may then not be the code as written.
bool sources_newer_than_classes(const fs::path& sources, const fs::path& classes) {
    std::error_code ec;
    fs::file_time_type newest_class{}, newest_source{};
    for (auto it = fs::recursive_directory_iterator(classes, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->path().extension() == ".class") newest_class = std::max(newest_class, it->last_write_time(ec));
    for (auto it = fs::recursive_directory_iterator(sources, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->path().extension() == ".java") newest_source = std::max(newest_source, it->last_write_time(ec));
    return newest_source > newest_class;
}

void add_existing(std::vector<std::string>& into, const fs::path& root, std::initializer_list<const char*> relative) {
    std::error_code ec;
    for (const char* dir : relative)
        if (fs::is_directory(root / dir, ec)) into.push_back((root / dir).string());
}

// mvn compile, then the runtime class path into a file; offline first.
Status build_with_maven(Project& project, const fs::path& mvn) {
    const fs::path classpath_file = project.root / "target" / "symcrete-classpath.txt";
    std::vector<std::string> argv = {mvn.string(), "-B", "-q", "-o", "compile", "dependency:build-classpath",
                                     "-Dmdep.outputFile=" + classpath_file.string(), "-DincludeScope=runtime"};
    auto run = jvm::run_process(argv, project.root, kMavenTimeLimit);
    if (!run) return run.error();
    if (run->exit_code != 0 && !run->timed_out) {
        argv.erase(argv.begin() + 3);  // -o: maybe an artifact is not in the local repository yet
        run = jvm::run_process(argv, project.root, kMavenTimeLimit);
        if (!run) return run.error();
    }
    if (run->timed_out)
        return Error{fmt::format("Maven did not finish within {} minutes ({})", kMavenTimeLimit.count(),
                                 jvm::command_line(argv))};
    if (run->exit_code != 0)
        return Error{fmt::format("Maven could not build the project: {}", first_maven_error(run->output))};
    project.notes.push_back(fmt::format("built with {}", jvm::command_line(argv)));
    std::string classpath = read_text(classpath_file);
    while (!classpath.empty() && (classpath.back() == '\n' || classpath.back() == '\r')) classpath.pop_back();
    for (std::size_t start = 0; start < classpath.size();) {
        std::size_t end = classpath.find(':', start);
        if (end == std::string::npos) end = classpath.size();
        if (end > start) project.dependencies.push_back(classpath.substr(start, end - start));
        start = end + 1;
    }
    std::error_code ec;
    fs::remove(classpath_file, ec);
    return Ok{};
}

}  // namespace

std::string Project::describe() const {
    std::string classes;
    for (const std::string& dir : class_dirs)
        classes += (classes.empty() ? "" : ", ") + fs::relative(dir, root).string();
    std::string sources;
    for (const std::string& dir : source_dirs)
        sources += (sources.empty() ? "" : ", ") + fs::relative(dir, root).string();
    return fmt::format("{} project {}: classes {}; {} {}; sources {}; tests go to {}",
                       kind == Kind::Maven ? "Maven" : "Gradle", name, classes, dependencies.size(),
                       dependencies.size() == 1 ? "dependency" : "dependencies", sources.empty() ? "none" : sources,
                       fs::relative(test_dir, root).string());
}

Result<Project> detect_project(const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Error{fmt::format("--project {}: not a directory", dir.string())};
    Project project;
    project.root = fs::canonical(dir, ec);
    project.name = project.root.filename().string();
    project.test_dir = project.root / "src" / "test" / "java";
    if (fs::is_regular_file(project.root / "pom.xml", ec)) {
        project.kind = Project::Kind::Maven;
        const std::string pom = read_text(project.root / "pom.xml");
        if (std::string id = maven_artifact_id(pom); !id.empty()) project.name = id;
        project.junit4 = pom.find("<groupId>junit</groupId>") != std::string::npos &&
                         pom.find("junit-jupiter") == std::string::npos;
        if (project.junit4) project.notes.push_back("the project uses JUnit 4: the tests are written for it");
        // Without Maven, or when it cannot build (offline, a plugin not in
        // the local repository), the classes already compiled are tested as
        // they are, and the user is told why in one line.
        std::string not_built;
        if (auto mvn = jvm::find_executable("mvn")) {
            if (Status built = build_with_maven(project, *mvn); !built) not_built = built.error().message;
        } else {
            not_built = "Maven (mvn) is not on PATH";
        }
        add_existing(project.class_dirs, project.root, {"target/classes"});
        add_existing(project.source_dirs, project.root, {"src/main/java"});
        if (project.class_dirs.empty())
            return Error{fmt::format("--project {}: no target/classes{}: compile the project first (mvn compile)",
                                     dir.string(), not_built.empty() ? "" : fmt::format(", and {}", not_built))};
        if (!not_built.empty()) {
            project.notes.push_back(fmt::format("{}: the classes in target/classes are used as they are, and "
                                                "dependencies only if --cp names them",
                                                not_built));
            if (!project.source_dirs.empty() &&
                sources_newer_than_classes(project.source_dirs.front(), project.class_dirs.front()))
                project.notes.push_back("src/main/java has files newer than target/classes: the tests are of the "
                                        "classes as last compiled");
        }
        return project;
    }
    if (fs::is_regular_file(project.root / "build.gradle", ec) ||
        fs::is_regular_file(project.root / "build.gradle.kts", ec)) {
        project.kind = Project::Kind::Gradle;
        add_existing(project.class_dirs, project.root, {"build/classes/java/main", "build/classes/kotlin/main"});
        add_existing(project.source_dirs, project.root, {"src/main/java", "src/main/kotlin"});
        project.notes.push_back("Gradle is not run: dependencies only if --cp names them");
        if (project.class_dirs.empty())
            return Error{fmt::format("--project {}: no build/classes/java/main or build/classes/kotlin/main: build the "
                                     "project first (gradle classes)",
                                     dir.string())};
        return project;
    }
    return Error{fmt::format("--project {}: neither a Maven project (pom.xml) nor a Gradle project (build.gradle, "
                             "build.gradle.kts)",
                             dir.string())};
}

}  // namespace symcrete::app
