// CPython's syntax tree of a file (syntax_tree.h): a python3 subprocess runs
// a short script of ours that parses the file with `ast.parse` and writes
// the tree as JSON to a file (not to stdout, which warnings and the like
// share), and the JSON becomes SyntaxNodes here.
#include "python/syntax_tree.h"

#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>
#include <unistd.h>

#include "jvm/subprocess.h"

namespace symcrete::python {

namespace {

// Run by python3 -c with the source file and the JSON file as arguments.
// Every node: {"type", "span": [line, column, end line, end column] where
// CPython gives one, "fields": [[name, value], ...]}; a plain value:
// {"type": "None" | "bool" | "int" | "float" | "str" | "unsupported",
// "text"}; a list: {"type": "list", "items"}. ints as decimal text (no
// digit limit), floats as float.hex() (exact). A file CPython does not
// accept: {"error": "syntax", "message", "line", "column"}.
constexpr const char* kDumpScript = R"PY(
import ast, json, sys, warnings
warnings.simplefilter("ignore")
if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

def value(v):
    if isinstance(v, ast.AST):
        node = {"type": type(v).__name__}
        span = [getattr(v, a, 0) or 0 for a in ("lineno", "col_offset", "end_lineno", "end_col_offset")]
        if any(span):
            node["span"] = span
        node["fields"] = [[name, value(field)] for name, field in ast.iter_fields(v)]
        return node
    if isinstance(v, list):
        return {"type": "list", "items": [value(x) for x in v]}
    if v is None:
        return {"type": "None"}
    if isinstance(v, bool):
        return {"type": "bool", "text": "True" if v else "False"}
    if isinstance(v, int):
        return {"type": "int", "text": str(v)}
    if isinstance(v, float):
        return {"type": "float", "text": v.hex()}
    if isinstance(v, str):
        try:
            v.encode("utf-8")
        except UnicodeEncodeError:
            return {"type": "unsupported", "text": "str with a lone surrogate"}
        return {"type": "str", "text": v}
    return {"type": "unsupported", "text": type(v).__name__}

source_path, out_path = sys.argv[1], sys.argv[2]
try:
    with open(source_path, "rb") as f:
        source = f.read()
    result = {"tree": value(ast.parse(source, filename=source_path))}
except SyntaxError as e:
    result = {"error": "syntax", "message": str(e.msg), "line": e.lineno or 0, "column": e.offset or 0}
except RecursionError:
    result = {"error": "other", "message": "nested too deeply for CPython's parser"}
except (OSError, ValueError) as e:
    result = {"error": "other", "message": str(e)}
with open(out_path, "w", encoding="utf-8") as f:
    json.dump(result, f, ensure_ascii=False)
)PY";

constexpr std::chrono::seconds kParseTimeLimit{60};

Result<SyntaxNode> node_from(const nlohmann::json& j, const std::string& origin) {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        return Error{fmt::format("{}: the syntax tree has a node without a type", origin)};
    SyntaxNode node;
    node.type = j["type"].get<std::string>();
    if (const auto text = j.find("text"); text != j.end() && text->is_string()) node.text = text->get<std::string>();
    if (const auto span = j.find("span"); span != j.end()) {
        if (!span->is_array() || span->size() != 4)
            return Error{fmt::format("{}: a {} node's position is not four numbers", origin, node.type)};
        node.span = SourceSpan{(*span)[0].get<int>(), (*span)[1].get<int>(), (*span)[2].get<int>(), (*span)[3].get<int>()};
    }
    if (const auto fields = j.find("fields"); fields != j.end()) {
        for (const nlohmann::json& field : *fields) {
            if (!field.is_array() || field.size() != 2 || !field[0].is_string())
                return Error{fmt::format("{}: a {} node has a field that is not [name, value]", origin, node.type)};
            Result<SyntaxNode> value = node_from(field[1], origin);
            if (!value) return value.error();
            node.fields.push_back(SyntaxField{field[0].get<std::string>(), std::move(*value)});
        }
    }
    if (const auto items = j.find("items"); items != j.end()) {
        for (const nlohmann::json& item : *items) {
            Result<SyntaxNode> value = node_from(item, origin);
            if (!value) return value.error();
            node.items.push_back(std::move(*value));
        }
    }
    return node;
}

}  // namespace

const SyntaxNode* SyntaxNode::field(std::string_view name) const {
    for (const SyntaxField& f : fields)
        if (f.name == name) return &f.value;
    return nullptr;
}

Result<SyntaxNode> syntax_tree_from_json(std::string_view json, const std::string& origin) {
    nlohmann::json j;
    try {
        j = nlohmann::json::parse(json);
    } catch (const nlohmann::json::exception& e) {
        return Error{fmt::format("{}: the parser's output is not JSON ({})", origin, e.what())};
    }
    if (const auto error = j.find("error"); error != j.end()) {
        const std::string message = j.value("message", std::string("unknown error"));
        if (*error == "syntax")
            return Error{fmt::format("{}:{}:{}: syntax error: {}", origin, j.value("line", 0), j.value("column", 0), message)};
        return Error{fmt::format("{}: {}", origin, message)};
    }
    const auto tree = j.find("tree");
    if (tree == j.end()) return Error{fmt::format("{}: the parser printed no tree", origin)};
    try {
        return node_from(*tree, origin);
    } catch (const nlohmann::json::exception& e) {
        return Error{fmt::format("{}: the syntax tree is malformed ({})", origin, e.what())};
    }
}

Result<SyntaxNode> parse_python_file(const std::filesystem::path& file) {
    const std::string origin = file.string();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) return Error{fmt::format("{}: no such file", origin)};
    const std::optional<std::filesystem::path> python = jvm::find_executable("python3");
    if (!python) return Error{fmt::format("{}: python3 is not on PATH, and its parser reads Python here", origin)};
    static std::atomic<unsigned> serial{0};
    const std::filesystem::path out = std::filesystem::temp_directory_path() /
                                      fmt::format("symcrete-ast-{}-{}.json", ::getpid(), serial++);
    Result<jvm::ProcessResult> run = jvm::run_process(
        {python->string(), "-I", "-c", kDumpScript, std::filesystem::absolute(file).string(), out.string()},
        std::filesystem::current_path(), kParseTimeLimit);
    std::ifstream in(out, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    in.close();
    std::filesystem::remove(out, ec);
    if (!run) return Error{fmt::format("{}: cannot run python3: {}", origin, run.error().message)};
    if (run->timed_out) return Error{fmt::format("{}: CPython's parser took longer than {} s", origin, kParseTimeLimit.count())};
    if (run->exit_code != 0 || text.str().empty())
        return Error{fmt::format("{}: python3 could not parse it (exit {}): {}", origin, run->exit_code, run->output)};
    return syntax_tree_from_json(text.str(), origin);
}

}  // namespace symcrete::python
