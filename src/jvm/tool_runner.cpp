// Finding the JDK's tools and running them: every javac and java process
// Symcrete starts goes through one ToolRunner, so each runs in the sandbox
// with the same environment, heap and time limit, and a missing tool is one
// message naming the Debian package that provides it.
#include "jvm/tool_runner.h"

#include <fmt/format.h>

#include <cstdlib>  // strtol
#include <sstream>
#include <system_error>

#include "jvm/work_files.h"

namespace symcrete::jvm {

namespace fs = std::filesystem;

Result<ResolvedTools> resolve_tools(const JavaTools& tools, bool need_coverage) {
    ResolvedTools resolved;
    std::vector<std::string> missing;
    auto java = find_executable(tools.java);
    auto javac = find_executable(tools.javac);
    if (!java) missing.push_back(fmt::format("'{}' (not found on PATH; Debian package default-jdk-headless)", tools.java));
    if (!javac) missing.push_back(fmt::format("'{}' (not found on PATH; Debian package default-jdk-headless)", tools.javac));
    std::error_code ec;
    if (!fs::is_regular_file(tools.junit_console_jar, ec)) {
        missing.push_back(fmt::format("the JUnit console launcher {} (Debian package junit5)", tools.junit_console_jar.string()));
    }
    if (need_coverage) {
        for (const auto& jar : {tools.jacoco_agent_jar, tools.jacoco_core_jar, tools.jacoco_report_jar}) {
            if (!fs::is_regular_file(jar, ec)) {
                missing.push_back(fmt::format("the JaCoCo jar {} (Debian package libjacoco-java)", jar.string()));
            }
        }
        for (const auto& jar : tools.asm_jars) {
            if (!fs::is_regular_file(jar, ec)) {
                missing.push_back(fmt::format("the ASM jar {} (Debian package libasm-java, which libjacoco-java "
                                              "depends on)",
                                              jar.string()));
            }
        }
    }
    if (!missing.empty()) {
        std::string message = "cannot validate tests: missing ";
        for (std::size_t i = 0; i < missing.size(); ++i) message += (i == 0 ? "" : ", ") + missing[i];
        if (need_coverage) message += " (coverage can be turned off with measure_coverage = false)";
        return Error{message, ErrorKind::ToolFailed};
    }
    resolved.java = *java;
    resolved.javac = *javac;
    return resolved;
}

const std::vector<std::string>& tool_environment() {
    // javac reads sources and names class files in the locale's encoding.
    static const std::vector<std::string> env = {"LC_ALL=C.UTF-8"};
    return env;
}

int java_feature_version(const fs::path& java) {
    std::error_code ec;
    fs::path real = fs::canonical(java, ec);
    if (ec) return 0;
    bool ok = false;
    std::string text = read_file(real.parent_path().parent_path() / "release", ok);
    auto at = text.find("JAVA_VERSION=\"");
    if (!ok || at == std::string::npos) return 0;
    at += 14;
    if (text.compare(at, 2, "1.") == 0) at += 2;  // 1.8.0_392
    return static_cast<int>(std::strtol(text.c_str() + at, nullptr, 10));
}

Result<Sandbox> make_sandbox(const ToolOptions& options) {
    if (options.unsafe_validate) return Sandbox::none();
    return Sandbox::create(options.sandbox);
}

Status compile_sources(const ToolRunner& runner, const fs::path& out, const std::vector<fs::path>& class_path,
                      const std::vector<std::pair<std::string_view, std::string_view>>& sources, std::string_view what) {
    const fs::path source_dir = out / "src";
    std::error_code ec;
    fs::create_directories(source_dir, ec);
    std::vector<std::string> javac = {runner.tools.javac.string(), runner.javac_heap_flag(), "-nowarn", "-encoding",
                                      "UTF-8", "-d", out.string(), "-cp", join_path_list(class_path)};
    for (const auto& [name, text] : sources) {
        const fs::path source = source_dir / (std::string(name) + ".java");
        if (!write_file(source, text)) return Error{"cannot write " + source.string(), ErrorKind::ToolFailed};
        javac.push_back(source.string());
    }
    auto compiled = runner.run(javac, out, {out}, class_path);
    if (!compiled) return compiled.error();
    if (compiled->exit_code != 0) {
        return Error{fmt::format("compiling {} failed ({}):\n{}", what, command_line(javac),
                                 tail(compiled->output)), ErrorKind::ToolFailed};
    }
    return Ok{};
}

Result<fs::path> javac_class_archive(const ToolRunner& runner, const fs::path& cache_dir) {
    std::error_code ec;
    fs::create_directories(cache_dir, ec);
    const fs::path javac = fs::canonical(runner.tools.javac, ec);
    bool ok = false;
    const std::string release = read_file(javac.parent_path().parent_path() / "release", ok);
    auto dir = cached_build(cache_dir, "javac-cds", javac.string() + "\n" + release, [&](const fs::path& building) {
        const fs::path source = building / "Hello.java";
        if (!write_file(source, "public class Hello { public static void main(String[] a) { System.out.println(a.length); } }\n"))
            return Status(Error{"cannot write " + source.string(), ErrorKind::ToolFailed});
        const std::vector<std::string> argv = {runner.tools.javac.string(),
                                               runner.javac_heap_flag(),
                                               "-J-XX:TieredStopAtLevel=1",
                                               "-J-XX:+UseSerialGC",
                                               "-J-XX:ArchiveClassesAtExit=" + (building / "javac.jsa").string(),
                                               "-g",
                                               "-d",
                                               building.string(),
                                               source.string()};
        auto made = runner.run(argv, building, {building}, {});
        if (!made) return Status(made.error());
        if (made->exit_code != 0 || !fs::is_regular_file(building / "javac.jsa", ec))
            return Status(Error{"javac made no class archive:\n" + tail(made->output), ErrorKind::ToolFailed});
        return Status(Ok{});
    });
    if (!dir) return dir.error();
    return *dir / "javac.jsa";
}

std::vector<JavacError> javac_errors(const std::string& output) {
    std::vector<JavacError> errors;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t marker = line.find(".java:");
        if (marker == std::string::npos) continue;
        const std::size_t digits = marker + 6;
        std::size_t end = digits;
        while (end < line.size() && line[end] >= '0' && line[end] <= '9') ++end;
        if (end == digits || line.compare(end, 9, ": error: ") != 0) continue;
        errors.push_back({line.substr(0, marker + 5), std::stoul(line.substr(digits, end - digits))});
    }
    return errors;
}

}  // namespace symcrete::jvm
