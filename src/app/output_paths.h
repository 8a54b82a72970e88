// Output paths, checked before any exploration: `gen --out`/`--report` and
// `check --out`/`--report` fail at once, naming the option, the path and
// the reason, instead of after a whole budget of work. A folder is tried by
// making (and removing) a directory where the first one would go: access(2)
// says yes to root where mkdir fails (/proc, a read-only mount).
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "support/result.h"

namespace symcrete::app {

// `dir` (the value of `option`) is a directory, or can be made, and files
// can be written into it. The error reads "<option> <dir>: <why>".
Status check_output_dir(std::string_view option, const std::filesystem::path& dir);

// `file` (the value of `option`) can be written: its folder exists and takes
// new files, and it is not a directory itself.
Status check_output_file(std::string_view option, const std::filesystem::path& file);

// The nearest folder of `path` that exists (`path` itself if it does), the
// one whose write permission decides whether `path` can be made.
std::filesystem::path nearest_existing(const std::filesystem::path& path);

// Whether a directory can be made in `dir`, tried for real (a temporary
// one, removed at once). The error reads "<option> <shown>: cannot write
// into <dir>: <why>".
Status try_making_a_directory(std::string_view option, const std::filesystem::path& shown,
                              const std::filesystem::path& dir);

// A command's report: printed on stdout when `file` is empty, else written
// there (replacing it) with "<who>: wrote <file>" on stderr. False, after
// saying "<who>: cannot write <file>", when it could not be written.
bool print_or_write_report(std::string_view who, const std::string& report, const std::string& file);

}  // namespace symcrete::app
