// From CPython's syntax tree to the subset Symcrete runs (program.h). Every
// construct outside the subset is named with its line, all of them at once
// ("f.py:7: a `with` statement"), so a user learns in one run what to
// change; nothing outside the subset is dropped silently.
#pragma once

#include <filesystem>
#include <string>

#include "python/program.h"
#include "python/syntax_tree.h"
#include "support/result.h"

namespace symcrete::python {

// The module of a tree parse_python_file made; `file` names it in messages.
// An Error of kind Unsupported lists each construct outside the subset.
Result<Module> lower_module(const SyntaxNode& tree, const std::string& file);

// Parses (with CPython) and lowers the file.
Result<Module> load_module(const std::filesystem::path& file);

// The same, kept for the process: a module imported by the file under test
// is parsed once, however many runs import it (keyed by its path and its
// modification time).
Result<std::shared_ptr<const Module>> load_module_cached(const std::filesystem::path& file);

}  // namespace symcrete::python
