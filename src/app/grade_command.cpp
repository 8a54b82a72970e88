// `symcrete grade`: prepares the reference and each submission (compiling
// Java sources, each on a class path of its own), builds the suite the mode
// asks for, runs it on the JVM and reports the matrix. A submission that
// does not compile or load is graded as not graded, with the reason; only
// trouble with the reference or the tools ends the run.
#include "grade_command.h"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <memory>

#include "class_path_option.h"
#include "exit_codes.h"
#include "jdk_option.h"
#include "output_paths.h"
#include "classfile/class_path.h"
#include "classfile/descriptor.h"
#include "engine/engine_stack.h"
#include "jvm/work_files.h"
#include "testgen/validator.h"
#include "verify/grade_report.h"
#include "verify/grading.h"

namespace symcrete::app {

namespace {

namespace fs = std::filesystem;

// A program as the engine and the JVM take it: its class path entries (its
// own, then the shared libraries'), or why it has none.
struct PreparedProgram {
    std::vector<std::string> class_path;
    std::string problem;
};

std::vector<fs::path> java_sources(const fs::path& dir) {
    std::vector<fs::path> sources;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".java") sources.push_back(it->path());
    std::sort(sources.begin(), sources.end());
    return sources;
}

// javac's first error lines, enough to say what is wrong.
std::string first_lines(const std::string& text, std::size_t lines) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < lines && at != std::string::npos; ++i) {
        at = text.find('\n', at);
        if (at != std::string::npos) ++at;
    }
    std::string head = text.substr(0, at == std::string::npos ? text.size() : at);
    while (!head.empty() && head.back() == '\n') head.pop_back();
    return head;
}

// A jar is its own class path; a folder with Java sources is compiled into
// `build` (against the shared libraries); any other folder is a class
// folder, with the jars directly in it.
PreparedProgram prepare(const fs::path& path, const std::vector<std::string>& shared, const fs::path& build,
                        const testgen::ValidatorOptions& tools) {
    PreparedProgram program;
    std::error_code ec;
    if (fs::is_regular_file(path, ec) && path.extension() == ".jar") {
        program.class_path = with_shared({path.string()}, shared);
        return program;
    }
    if (!fs::is_directory(path, ec)) {
        program.problem = "neither a folder nor a .jar";
        return program;
    }
    const std::vector<fs::path> sources = java_sources(path);
    if (!sources.empty()) {
        testgen::ValidatorOptions compile = tools;
        for (const std::string& entry : shared) compile.class_path.emplace_back(entry);
        if (Status status = testgen::compile_program(sources, build, compile); !status) {
            std::string message = status.error().message;
            if (message.starts_with("javac failed:\n")) message.erase(0, 14);
            program.problem = "does not compile: " + first_lines(message, 3);
            return program;
        }
        program.class_path = with_shared({build.string()}, shared);
        return program;
    }
    std::vector<std::string> own{path.string()};
    for (const auto& entry : fs::directory_iterator(path, ec))
        if (entry.path().extension() == ".jar") own.push_back(entry.path().string());
    program.class_path = with_shared(std::move(own), shared);
    return program;
}

// The submissions: the folders and jars in `dir`, by name (hidden ones
// left out).
Result<std::vector<fs::path>> list_submissions(const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Error{fmt::format("--submissions: {} is not a folder", dir.string())};
    std::vector<fs::path> found;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with(".")) continue;
        if (entry.is_directory() || entry.path().extension() == ".jar") found.push_back(entry.path());
    }
    std::sort(found.begin(), found.end());
    if (found.empty()) return Error{fmt::format("--submissions: {} holds no folder or .jar", dir.string())};
    return found;
}

// One loaded submission: its class path and engine stack, kept alive for
// the whole run (DiffProgram refers to them).
struct LoadedProgram {
    classfile::ClassPath class_path;
    std::unique_ptr<engine::EngineStack> stack;
    std::unique_ptr<verify::DiffProgram> program;
};

}  // namespace

int run_grade(const GradeCommandOptions& options) {
    const auto mode = verify::parse_grade_mode(options.mode);
    if (!mode) {
        fmt::print(stderr, "symcrete grade: --mode: expected reference, self, ref+self or all, not '{}'\n",
                   options.mode);
        return kExitUsage;
    }
    if (options.format != "text" && options.format != "json") {
        fmt::print(stderr, "symcrete grade: --format: expected text or json, not '{}'\n", options.format);
        return kExitUsage;
    }
    if (options.test_timeout < 1) {
        fmt::print(stderr, "symcrete grade: --test-timeout: expected at least 1 second\n");
        return kExitUsage;
    }
    if (Status status = check_output_dir("--out", options.settings.out_dir); !status)
        return fail("symcrete", status.error());
    for (const auto& [option, file] : {std::pair{"--report", &options.report}, std::pair{"--html", &options.html}})
        if (!file->empty())
            if (Status status = check_output_file(option, *file); !status) return fail("symcrete", status.error());
    auto submission_paths = list_submissions(options.submissions);
    if (!submission_paths) return fail("symcrete grade", submission_paths.error());
    if (Status status = use_given_jdk(options.settings.java_tools); !status) return fail("symcrete", status.error());

    testgen::ValidatorOptions tools;
    tools.unsafe_validate = options.settings.unsafe_validate;
    apply_java_tool_paths(options.settings.java_tools, tools.tools);
    // Compiled programs go under --out, which the JVM's sandbox sees (it
    // hides /tmp), and are removed at the end.
    std::error_code made;
    fs::create_directories(options.settings.out_dir, made);
    auto scratch = jvm::make_temp_dir(options.settings.out_dir, ".symcrete-grade-");
    if (!scratch) return fail("symcrete grade", scratch.error());
    jvm::TempDir scratch_dir{*scratch};

    PreparedProgram reference_files = prepare(options.reference, options.shared, *scratch / "reference", tools);
    if (!reference_files.problem.empty())
        return fail("symcrete grade",
                    Error{fmt::format("--reference {}: {}", options.reference, reference_files.problem)});
    classfile::ClassPath reference_path;
    if (Status status = fill_class_path(reference_path, reference_files.class_path); !status)
        return fail("symcrete grade: --reference", status.error());
    auto entry = resolve_entry(reference_path, options.entry);
    if (!entry) return fail("symcrete grade", entry.error());
    auto reference_class = reference_path.load(entry->class_name);
    if (!reference_class) return fail("symcrete grade: the reference", reference_class.error());
    auto configured = comparison_options(options.settings, reference_path, *entry);
    if (!configured) return fail("symcrete grade", configured.error());
    verify::DiffOptions& grade_options = *configured;
    grade_options.validator.test_timeout = std::chrono::seconds(options.test_timeout);
    engine::EngineStack reference_stack(reference_path);
    verify::DiffProgram reference{reference_stack, **reference_class, split_class_path(reference_files.class_path)};

    // Each submission on its own class path; one that does not compile or
    // whose entry class does not load keeps only its reason.
    std::deque<LoadedProgram> loaded;
    std::vector<verify::GradeSubmission> submissions;
    for (std::size_t i = 0; i < submission_paths->size(); ++i) {
        const fs::path& path = (*submission_paths)[i];
        verify::GradeSubmission submission;
        submission.name = path.filename().string();
        PreparedProgram files = prepare(path, options.shared, *scratch / fmt::format("submission-{}", i), tools);
        submission.unusable = files.problem;
        if (submission.unusable.empty()) {
            LoadedProgram& program = loaded.emplace_back();
            if (Status status = fill_class_path(program.class_path, files.class_path); !status) {
                submission.unusable = "does not load: " + status.error().message;
            } else if (auto cls = program.class_path.load(entry->class_name); !cls) {
                submission.unusable = fmt::format("does not load: no class {} ({})",
                                                  classfile::internal_to_java_name(entry->class_name), cls.error().message);
            } else {
                program.stack = std::make_unique<engine::EngineStack>(program.class_path);
                program.program = std::make_unique<verify::DiffProgram>(
                    verify::DiffProgram{*program.stack, **cls, split_class_path(files.class_path)});
                submission.program = program.program.get();
            }
        }
        if (!submission.unusable.empty())
            fmt::print(stderr, "symcrete grade: {}: {}\n", submission.name, submission.unusable);
        submissions.push_back(std::move(submission));
    }

    fmt::print(stderr, "symcrete grade: building the {} suite for {} (budget {} s of work per program)\n",
               options.mode, options.entry, options.settings.budget);
    auto grade = verify::build_grade_suite(reference, submissions, *mode, grade_options);
    if (!grade) return fail("symcrete grade", grade.error());
    if (options.settings.validate) {
        fmt::print(stderr, "symcrete grade: running {} test{} on the reference and {} submission{}\n",
                   grade->tests.size(), grade->tests.size() == 1 ? "" : "s", submissions.size(),
                   submissions.size() == 1 ? "" : "s");
        if (Status status = verify::run_grade_suite(*grade, reference, submissions, grade_options); !status)
            return fail("symcrete grade", status.error());
    } else if (Status status = verify::write_unrun_grade_suite(*grade, submissions, options.settings.out_dir);
               !status) {
        return fail("symcrete grade", status.error());
    }
    const std::string report =
        options.format == "json" ? verify::format_grade_json(*grade) : verify::format_grade_text(*grade);
    if (!print_or_write_report("symcrete grade", report, options.report)) return kExitUsage;
    if (!options.html.empty() && !jvm::write_file(options.html, verify::format_grade_html(*grade))) {
        fmt::print(stderr, "symcrete grade: --html: cannot write {}\n", options.html);
        return kExitUsage;
    }
    return verify::every_submission_passes(*grade) ? kExitOk : kExitBugsFound;
}

}  // namespace symcrete::app
