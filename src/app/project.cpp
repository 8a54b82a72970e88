// Project detection for `gen --project` (project.h). pom.xml is read with plain
// string searches, not an XML parser: only the project's own artifactId (for
// messages) and whether it names JUnit 4 without JUnit 5 are needed. When mvn
// is on PATH it runs `compile dependency:build-classpath` offline first and
// online only if that fails, so a project whose dependencies are already in the
// local repository builds without the network. Gradle is never run.
#include "project.h"

#include <fmt/format.h>

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

std::string tail_lines(const std::string& text, std::size_t lines) {
    std::size_t at = text.size();
    for (std::size_t n = 0; n <= lines && at != std::string::npos && at > 0; ++n) at = text.rfind('\n', at - 1);
    return at == std::string::npos ? text : text.substr(at + 1);
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
    if (run->timed_out || run->exit_code != 0)
        return Error{fmt::format("{}: Maven could not build the project ({}):\n{}", project.root.string(),
                                 jvm::command_line(argv), tail_lines(run->output, 30))};
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
        if (auto mvn = jvm::find_executable("mvn")) {
            if (Status built = build_with_maven(project, *mvn); !built) return built.error();
        } else {
            project.notes.push_back("Maven (mvn) is not on PATH: the classes in target/classes are used as they are, "
                                    "and dependencies only if --cp names them");
        }
        add_existing(project.class_dirs, project.root, {"target/classes"});
        add_existing(project.source_dirs, project.root, {"src/main/java"});
        if (project.class_dirs.empty())
            return Error{fmt::format("--project {}: no target/classes: compile the project first (mvn compile)",
                                     dir.string())};
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
