// A Python source file's syntax tree as CPython's own parser makes it (the
// `ast` module, run in a python3 subprocess: issue 32 wants no parser of our
// own). Each node keeps CPython's class name ("FunctionDef", "BinOp",
// "Constant") and fields as CPython names them, so the Python
// documentation of `ast` is this tree's reference; the front end's later
// stages read it and say which constructs they do not support, naming the
// line. Literals keep their exact value: an int's decimal digits (Python's
// ints are unbounded), a float's hexadecimal text (float.hex, exact), a
// string as UTF-8.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace symcrete::python {

// Where a node is in its file, as CPython counts: lines from 1, columns
// from 0 in UTF-8 bytes; 0 where CPython gives no position (a module, an
// operator, a context).
struct SourceSpan {
    int line = 0;
    int column = 0;
    int end_line = 0;
    int end_column = 0;
};

struct SyntaxField;

struct SyntaxNode {
    // The kind of node: CPython's ast class name for a node, or for a
    // field's plain value one of "None", "bool", "int", "float", "str",
    // "list" (of nodes or values) and "unsupported" (bytes, complex and the
    // like: `text` names the Python type).
    std::string type;
    SourceSpan span;
    // A value's text: an int's decimal digits (with a leading '-' if
    // negative), a float's float.hex(), a str as UTF-8, "True" or "False".
    std::string text;
    // A node's fields in CPython's order (ast.iter_fields).
    std::vector<SyntaxField> fields;
    // A list's items.
    std::vector<SyntaxNode> items;

    // The field called `name`, or nullptr.
    const SyntaxNode* field(std::string_view name) const;
    bool is(std::string_view kind) const { return type == kind; }
};

// A field of a node: CPython's name for it and its value.
struct SyntaxField {
    std::string name;
    SyntaxNode value;
};

// The file's syntax tree (its "Module" node), from the python3 on PATH. An
// Error names the file and, for a syntax error, the line, column and
// CPython's message; also when python3 cannot be run or prints no tree.
Result<SyntaxNode> parse_python_file(const std::filesystem::path& file);

// The same, from a tree as JSON in the form the parser's helper script
// prints (for tests, and for trees already at hand); `origin` names the
// source in messages.
Result<SyntaxNode> syntax_tree_from_json(std::string_view json, const std::string& origin);

}  // namespace symcrete::python
