// Lowering CPython's syntax tree into the subset (lower.h). One Lowerer walks
// the tree once; each construct outside the subset adds a line to `problems`
// and lowers to a Pass or a None constant so the walk goes on and names them
// all.
#include "python/lower.h"

#include <fmt/format.h>

#include <cstdlib>
#include <map>
#include <mutex>

#include "unicode.h"

namespace symcrete::python {

const char* spelling(BinaryOp op) {
    switch (op) {
        case BinaryOp::Add: return "+";
        case BinaryOp::Sub: return "-";
        case BinaryOp::Mult: return "*";
        case BinaryOp::Div: return "/";
        case BinaryOp::FloorDiv: return "//";
        case BinaryOp::Mod: return "%";
        case BinaryOp::Pow: return "** or pow()";
        case BinaryOp::LShift: return "<<";
        case BinaryOp::RShift: return ">>";
        case BinaryOp::BitOr: return "|";
        case BinaryOp::BitXor: return "^";
        case BinaryOp::BitAnd: return "&";
    }
    return "?";
}

const char* spelling(UnaryOp op) {
    switch (op) {
        case UnaryOp::Not: return "not";
        case UnaryOp::Neg: return "-";
        case UnaryOp::Pos: return "+";
        case UnaryOp::Invert: return "~";
    }
    return "?";
}

const char* spelling(CompareOp op) {
    switch (op) {
        case CompareOp::Eq: return "==";
        case CompareOp::NotEq: return "!=";
        case CompareOp::Lt: return "<";
        case CompareOp::LtE: return "<=";
        case CompareOp::Gt: return ">";
        case CompareOp::GtE: return ">=";
        case CompareOp::Is: return "is";
        case CompareOp::IsNot: return "is not";
        case CompareOp::In: return "in";
        case CompareOp::NotIn: return "not in";
    }
    return "?";
}

namespace {

const std::map<std::string, BinaryOp, std::less<>> kBinaryOps = {
    {"Add", BinaryOp::Add},       {"Sub", BinaryOp::Sub},       {"Mult", BinaryOp::Mult},
    {"Div", BinaryOp::Div},       {"FloorDiv", BinaryOp::FloorDiv}, {"Mod", BinaryOp::Mod},
    {"Pow", BinaryOp::Pow},       {"LShift", BinaryOp::LShift}, {"RShift", BinaryOp::RShift},
    {"BitOr", BinaryOp::BitOr},   {"BitXor", BinaryOp::BitXor}, {"BitAnd", BinaryOp::BitAnd},
};
const std::map<std::string, UnaryOp, std::less<>> kUnaryOps = {
    {"Not", UnaryOp::Not}, {"USub", UnaryOp::Neg}, {"UAdd", UnaryOp::Pos}, {"Invert", UnaryOp::Invert}};
const std::map<std::string, CompareOp, std::less<>> kCompareOps = {
    {"Eq", CompareOp::Eq}, {"NotEq", CompareOp::NotEq}, {"Lt", CompareOp::Lt},   {"LtE", CompareOp::LtE},
    {"Gt", CompareOp::Gt}, {"GtE", CompareOp::GtE},     {"Is", CompareOp::Is},   {"IsNot", CompareOp::IsNot},
    {"In", CompareOp::In}, {"NotIn", CompareOp::NotIn}};

// What a user reads for a construct outside the subset, by CPython's class.
const std::map<std::string, std::string, std::less<>> kConstructNames = {
    {"AsyncFunctionDef", "an `async def`"}, {"AsyncFor", "an `async for`"},   {"AsyncWith", "an `async with`"},
    {"With", "a `with` statement"},         {"Match", "a `match` statement"}, {"Nonlocal", "a `nonlocal` statement"},
    {"TryStar", "a `try` with `except*`"},  {"NamedExpr", "an assignment expression (:=)"},
    {"Set", "a set"},                       {"SetComp", "a set comprehension"},
    {"GeneratorExp", "a generator expression"}, {"Await", "an `await`"},
    {"Yield", "a `yield` (generators)"},    {"YieldFrom", "a `yield from` (generators)"},
    {"Starred", "a starred expression (*x)"},
};

class Lowerer {
public:
    explicit Lowerer(std::string file) : file_(std::move(file)) {}

    std::vector<std::string> problems;

    void unsupported(const SyntaxNode& node, const std::string& what) {
        problems.push_back(fmt::format("{}:{}: {}", file_, node.span.line, what));
    }

    void unsupported_kind(const SyntaxNode& node) {
        const auto name = kConstructNames.find(node.type);
        unsupported(node, name != kConstructNames.end() ? name->second : fmt::format("a `{}` node", node.type));
    }

    static const SyntaxNode& field(const SyntaxNode& node, std::string_view name) {
        static const SyntaxNode kNone{"None", {}, {}, {}, {}};
        const SyntaxNode* value = node.field(name);
        return value ? *value : kNone;
    }

    static const std::vector<SyntaxNode>& items(const SyntaxNode& node, std::string_view name) {
        static const std::vector<SyntaxNode> kEmpty;
        const SyntaxNode* value = node.field(name);
        return value && value->is("list") ? value->items : kEmpty;
    }

    std::vector<Stmt> block(const std::vector<SyntaxNode>& statements) {
        std::vector<Stmt> out;
        out.reserve(statements.size());
        for (const SyntaxNode& statement : statements) out.push_back(stmt(statement));
        return out;
    }

    std::vector<Expr> exprs(const std::vector<SyntaxNode>& nodes) {
        std::vector<Expr> out;
        out.reserve(nodes.size());
        for (const SyntaxNode& node : nodes) out.push_back(expr(node));
        return out;
    }

    Stmt stmt(const SyntaxNode& node) {
        Stmt s;
        s.line = node.span.line;
        const std::string& t = node.type;
        if (t == "Expr") {
            s.kind = Stmt::Kind::Expression;
            s.value = expr(field(node, "value"));
        } else if (t == "Assign") {
            s.kind = Stmt::Kind::Assign;
            for (const SyntaxNode& target : items(node, "targets")) s.targets.push_back(target_expr(target));
            s.value = expr(field(node, "value"));
        } else if (t == "AnnAssign") {
            const SyntaxNode& value = field(node, "value");
            if (value.is("None")) {
                // A declaration without a value binds nothing at run time.
                s.kind = Stmt::Kind::Pass;
            } else {
                s.kind = Stmt::Kind::Assign;
                s.targets.push_back(target_expr(field(node, "target")));
                s.value = expr(value);
            }
        } else if (t == "AugAssign") {
            s.kind = Stmt::Kind::AugAssign;
            s.targets.push_back(target_expr(field(node, "target")));
            s.op = binary_op(node, field(node, "op"));
            s.value = expr(field(node, "value"));
        } else if (t == "If" || t == "While") {
            s.kind = t == "If" ? Stmt::Kind::If : Stmt::Kind::While;
            s.value = expr(field(node, "test"));
            s.body = block(items(node, "body"));
            s.orelse = block(items(node, "orelse"));
            if (t == "While" && !s.orelse.empty()) unsupported(node, "a `while ... else`");
        } else if (t == "For") {
            s.kind = Stmt::Kind::For;
            s.targets.push_back(target_expr(field(node, "target")));
            s.value = expr(field(node, "iter"));
            s.body = block(items(node, "body"));
            if (!items(node, "orelse").empty()) unsupported(node, "a `for ... else`");
        } else if (t == "Break") {
            s.kind = Stmt::Kind::Break;
        } else if (t == "Continue") {
            s.kind = Stmt::Kind::Continue;
        } else if (t == "Pass") {
            s.kind = Stmt::Kind::Pass;
        } else if (t == "Return") {
            s.kind = Stmt::Kind::Return;
            if (!field(node, "value").is("None")) s.value = expr(field(node, "value"));
        } else if (t == "Raise") {
            s.kind = Stmt::Kind::Raise;
            if (!field(node, "exc").is("None")) s.value = expr(field(node, "exc"));
            if (!field(node, "cause").is("None")) unsupported(node, "a `raise ... from ...`");
        } else if (t == "Try") {
            s.kind = Stmt::Kind::Try;
            s.body = block(items(node, "body"));
            for (const SyntaxNode& h : items(node, "handlers")) {
                Handler handler;
                handler.line = h.span.line;
                if (!field(h, "type").is("None")) handler.type = expr(field(h, "type"));
                if (field(h, "name").is("str")) handler.name = field(h, "name").text;
                handler.body = block(items(h, "body"));
                s.handlers.push_back(std::move(handler));
            }
            s.orelse = block(items(node, "orelse"));
            s.finalbody = block(items(node, "finalbody"));
        } else if (t == "Assert") {
            s.kind = Stmt::Kind::Assert;
            s.value = expr(field(node, "test"));
            if (!field(node, "msg").is("None")) s.message = expr(field(node, "msg"));
        } else if (t == "FunctionDef") {
            s.kind = Stmt::Kind::FunctionDef;
            if (!items(node, "decorator_list").empty()) unsupported(node, "a decorator");
            s.function = function(node, field(node, "name").text, items(node, "body"));
        } else if (t == "ClassDef") {
            s.kind = Stmt::Kind::ClassDef;
            if (!items(node, "decorator_list").empty()) unsupported(node, "a decorator");
            if (!items(node, "keywords").empty()) unsupported(node, "a class keyword (metaclass=...)");
            auto code = std::make_shared<ClassCode>();
            code->name = field(node, "name").text;
            code->line = node.span.line;
            code->bases = exprs(items(node, "bases"));
            if (code->bases.size() > 1) unsupported(node, "a class with more than one base");
            code->body = block(items(node, "body"));
            s.class_code = std::move(code);
        } else if (t == "Global") {
            s.kind = Stmt::Kind::Global;
            for (const SyntaxNode& name : items(node, "names")) s.names.push_back(name.text);
        } else if (t == "Import" || t == "ImportFrom") {
            s.kind = t == "Import" ? Stmt::Kind::Import : Stmt::Kind::ImportFrom;
            if (t == "ImportFrom") {
                s.module = field(node, "module").text;
                if (field(node, "level").text != "0" && !field(node, "level").text.empty())
                    unsupported(node, "a relative import (from . import ...)");
            }
            for (const SyntaxNode& alias : items(node, "names")) {
                const std::string name = field(alias, "name").text;
                if (name == "*") unsupported(node, "an import of * (from m import *)");
                s.names.push_back(name);
                s.as_names.push_back(field(alias, "asname").is("str") ? field(alias, "asname").text : "");
            }
        } else if (t == "Delete") {
            s.kind = Stmt::Kind::Delete;
            for (const SyntaxNode& target : items(node, "targets")) s.targets.push_back(target_expr(target));
        } else {
            unsupported_kind(node);
            s.kind = Stmt::Kind::Pass;
        }
        return s;
    }

    // An assignment's target: a name, attribute, subscript, or a tuple or
    // list of targets.
    Expr target_expr(const SyntaxNode& node) {
        if (node.is("Name") || node.is("Attribute") || node.is("Subscript")) return expr(node);
        if (node.is("Tuple") || node.is("List")) {
            Expr e;
            e.kind = node.is("Tuple") ? Expr::Kind::Tuple : Expr::Kind::List;
            e.line = node.span.line;
            for (const SyntaxNode& item : items(node, "elts")) e.children.push_back(target_expr(item));
            return e;
        }
        if (node.is("Starred")) {
            unsupported(node, "a starred assignment target (*rest)");
        } else {
            unsupported(node, fmt::format("an assignment to a `{}`", node.type));
        }
        return none_at(node);
    }

    static Expr none_at(const SyntaxNode& node) {
        Expr e;
        e.kind = Expr::Kind::Constant;
        e.line = node.span.line;
        return e;
    }

    BinaryOp binary_op(const SyntaxNode& at, const SyntaxNode& op) {
        const auto found = kBinaryOps.find(op.type);
        if (found != kBinaryOps.end()) return found->second;
        unsupported(at, op.type == "MatMult" ? "the `@` operator" : fmt::format("the operator {}", op.type));
        return BinaryOp::Add;
    }

    Literal literal(const SyntaxNode& at, const SyntaxNode& value) {
        Literal l;
        if (value.is("None")) {
            l.kind = Literal::Kind::None;
        } else if (value.is("bool")) {
            l.kind = Literal::Kind::Bool;
            l.flag = value.text == "True";
        } else if (value.is("int")) {
            l.kind = Literal::Kind::Int;
            l.integer.set_str(value.text, 10);
        } else if (value.is("float")) {
            l.kind = Literal::Kind::Float;
            l.number = std::strtod(value.text.c_str(), nullptr);  // float.hex(): exact
            // CPython shares a code object's equal constants: one object per value.
            l.float_id = float_ids_.emplace(value.text, float_ids_.size() + 1).first->second;
        } else if (value.is("str")) {
            l.kind = Literal::Kind::Str;
            l.text = decode_utf8(value.text);
        } else {
            unsupported(at, fmt::format("a literal of type {}", value.text.empty() ? value.type : value.text));
        }
        return l;
    }

    Expr expr(const SyntaxNode& node) {
        Expr e;
        e.line = node.span.line;
        const std::string& t = node.type;
        if (t == "Constant") {
            e.kind = Expr::Kind::Constant;
            e.literal = literal(node, field(node, "value"));
        } else if (t == "Name") {
            e.kind = Expr::Kind::Name;
            e.name = field(node, "id").text;
        } else if (t == "BinOp") {
            e.kind = Expr::Kind::Binary;
            e.binary = binary_op(node, field(node, "op"));
            e.children.push_back(expr(field(node, "left")));
            e.children.push_back(expr(field(node, "right")));
        } else if (t == "UnaryOp") {
            e.kind = Expr::Kind::Unary;
            e.unary = kUnaryOps.at(field(node, "op").type);
            e.children.push_back(expr(field(node, "operand")));
        } else if (t == "BoolOp") {
            e.kind = field(node, "op").is("And") ? Expr::Kind::And : Expr::Kind::Or;
            e.children = exprs(items(node, "values"));
        } else if (t == "Compare") {
            e.kind = Expr::Kind::Compare;
            e.children.push_back(expr(field(node, "left")));
            for (const SyntaxNode& op : items(node, "ops")) e.compares.push_back(kCompareOps.at(op.type));
            for (Expr& right : exprs(items(node, "comparators"))) e.children.push_back(std::move(right));
        } else if (t == "Call") {
            e.kind = Expr::Kind::Call;
            e.children.push_back(expr(field(node, "func")));
            for (const SyntaxNode& arg : items(node, "args")) {
                if (arg.is("Starred")) {
                    unsupported(arg, "a starred argument (*args)");
                    e.children.push_back(none_at(arg));
                    continue;
                }
                e.children.push_back(expr(arg));
            }
            for (const SyntaxNode& keyword : items(node, "keywords")) {
                const SyntaxNode& name = field(keyword, "arg");
                if (!name.is("str")) {
                    unsupported(node, "a ** argument (**kwargs)");
                    continue;
                }
                e.keywords.push_back(name.text);
                e.children.push_back(expr(field(keyword, "value")));
            }
        } else if (t == "Attribute") {
            e.kind = Expr::Kind::Attribute;
            e.name = field(node, "attr").text;
            e.children.push_back(expr(field(node, "value")));
        } else if (t == "Subscript") {
            e.kind = Expr::Kind::Subscript;
            e.children.push_back(expr(field(node, "value")));
            e.children.push_back(expr(field(node, "slice")));
        } else if (t == "Slice") {
            e.kind = Expr::Kind::Slice;
            for (const char* bound : {"lower", "upper", "step"}) {
                const SyntaxNode& b = field(node, bound);
                if (b.is("None")) {
                    Expr absent;
                    absent.kind = Expr::Kind::Absent;
                    absent.line = e.line;
                    e.children.push_back(std::move(absent));
                } else {
                    e.children.push_back(expr(b));
                }
            }
        } else if (t == "List" || t == "Tuple") {
            e.kind = t == "List" ? Expr::Kind::List : Expr::Kind::Tuple;
            for (const SyntaxNode& item : items(node, "elts")) {
                if (item.is("Starred")) {
                    unsupported(item, "a starred item (*x) in a display");
                    e.children.push_back(none_at(item));
                    continue;
                }
                e.children.push_back(expr(item));
            }
        } else if (t == "Dict") {
            e.kind = Expr::Kind::Dict;
            const auto& keys = items(node, "keys");
            const auto& values = items(node, "values");
            for (std::size_t i = 0; i < keys.size() && i < values.size(); ++i) {
                if (keys[i].is("None")) {
                    unsupported(node, "a ** item in a dict display");
                    continue;
                }
                e.children.push_back(expr(keys[i]));
                e.children.push_back(expr(values[i]));
            }
        } else if (t == "IfExp") {
            e.kind = Expr::Kind::IfElse;
            e.children.push_back(expr(field(node, "test")));
            e.children.push_back(expr(field(node, "body")));
            e.children.push_back(expr(field(node, "orelse")));
        } else if (t == "JoinedStr") {
            e.kind = Expr::Kind::FString;
            e.children = exprs(items(node, "values"));
        } else if (t == "FormattedValue") {
            e.kind = Expr::Kind::Formatted;
            e.children.push_back(expr(field(node, "value")));
            const SyntaxNode& conversion = field(node, "conversion");
            const int c = conversion.is("int") ? std::atoi(conversion.text.c_str()) : -1;
            e.conversion = c > 0 ? static_cast<char>(c) : 0;
            if (!field(node, "format_spec").is("None")) e.children.push_back(expr(field(node, "format_spec")));
        } else if (t == "ListComp" || t == "DictComp") {
            e.kind = t == "ListComp" ? Expr::Kind::ListComp : Expr::Kind::DictComp;
            if (t == "ListComp") {
                e.children.push_back(expr(field(node, "elt")));
            } else {
                e.children.push_back(expr(field(node, "key")));
                e.children.push_back(expr(field(node, "value")));
            }
            for (const SyntaxNode& g : items(node, "generators")) {
                if (field(g, "is_async").text == "1") unsupported(g, "an `async for` comprehension");
                e.comprehensions.push_back(
                    Comprehension{target_expr(field(g, "target")), expr(field(g, "iter")), exprs(items(g, "ifs"))});
            }
        } else if (t == "Lambda") {
            e.kind = Expr::Kind::Lambda;
            SyntaxNode body;
            body.type = "Return";
            body.span = field(node, "body").span;
            body.fields.push_back(SyntaxField{"value", field(node, "body")});
            e.function = function(node, "<lambda>", {body});
        } else {
            unsupported_kind(node);
            e.kind = Expr::Kind::Constant;
        }
        return e;
    }

    std::shared_ptr<const FunctionCode> function(const SyntaxNode& node, const std::string& name,
                                                 const std::vector<SyntaxNode>& body) {
        auto code = std::make_shared<FunctionCode>();
        code->name = name;
        code->line = node.span.line;
        const SyntaxNode& args = field(node, "args");
        if (!items(args, "posonlyargs").empty()) unsupported(node, "a positional-only parameter (/)");
        if (!field(args, "vararg").is("None")) unsupported(node, "a *args parameter");
        if (!field(args, "kwarg").is("None")) unsupported(node, "a **kwargs parameter");
        if (!items(args, "kwonlyargs").empty()) unsupported(node, "a keyword-only parameter");
        const auto& positional = items(args, "args");
        const auto& defaults = items(args, "defaults");
        for (std::size_t i = 0; i < positional.size(); ++i) {
            Parameter p;
            p.name = field(positional[i], "arg").text;
            const SyntaxNode& annotation = field(positional[i], "annotation");
            if (!annotation.is("None")) p.annotation = annotation_text(annotation);
            const std::size_t first_default = positional.size() - std::min(defaults.size(), positional.size());
            if (i >= first_default) p.default_value = expr(defaults[i - first_default]);
            code->parameters.push_back(std::move(p));
        }
        code->body = block(body);
        for (const Parameter& p : code->parameters) code->locals.insert(p.name);
        for (const Stmt& s : code->body) collect_names(s, *code);
        for (const std::string& g : code->globals) code->locals.erase(g);
        return code;
    }

    // An annotation as text: a name ("int"), or a subscripted name
    // ("list[int]") written back; other forms as their node type.
    static std::string annotation_text(const SyntaxNode& node) {
        if (node.is("Name")) return field(node, "id").text;
        if (node.is("Constant") && field(node, "value").is("str")) return field(node, "value").text;
        if (node.is("Subscript"))
            return annotation_text(field(node, "value")) + "[" + annotation_text(field(node, "slice")) + "]";
        if (node.is("Tuple")) {
            std::string out;
            for (const SyntaxNode& item : items(node, "elts")) out += (out.empty() ? "" : ", ") + annotation_text(item);
            return out;
        }
        if (node.is("Attribute")) return annotation_text(field(node, "value")) + "." + field(node, "attr").text;
        if (node.is("BinOp")) return annotation_text(field(node, "left")) + " | " + annotation_text(field(node, "right"));
        return node.type;
    }

    // The names a statement binds in its function (not in functions,
    // classes or comprehensions nested in it), and the names it declares
    // global.
    static void collect_names(const Stmt& s, FunctionCode& code) {
        switch (s.kind) {
            case Stmt::Kind::Assign:
            case Stmt::Kind::AugAssign:
            case Stmt::Kind::For:
            case Stmt::Kind::Delete:
                for (const Expr& target : s.targets) collect_target(target, code.locals);
                break;
            case Stmt::Kind::FunctionDef: code.locals.insert(s.function->name); break;
            case Stmt::Kind::ClassDef: code.locals.insert(s.class_code->name); break;
            case Stmt::Kind::Global: code.globals.insert(s.names.begin(), s.names.end()); break;
            case Stmt::Kind::Import:
            case Stmt::Kind::ImportFrom:
                for (std::size_t i = 0; i < s.names.size(); ++i) {
                    const std::string& bound = s.as_names[i].empty() ? s.names[i] : s.as_names[i];
                    code.locals.insert(s.kind == Stmt::Kind::Import ? bound.substr(0, bound.find('.')) : bound);
                }
                break;
            default: break;
        }
        for (const auto* block : {&s.body, &s.orelse, &s.finalbody})
            for (const Stmt& inner : *block) collect_names(inner, code);
        for (const Handler& h : s.handlers) {
            if (!h.name.empty()) code.locals.insert(h.name);
            for (const Stmt& inner : h.body) collect_names(inner, code);
        }
    }

    static void collect_target(const Expr& target, std::set<std::string>& names) {
        if (target.kind == Expr::Kind::Name) names.insert(target.name);
        if (target.kind == Expr::Kind::Tuple || target.kind == Expr::Kind::List)
            for (const Expr& item : target.children) collect_target(item, names);
    }

private:
    std::string file_;
    std::map<std::string, std::uint64_t> float_ids_;
};

}  // namespace

Result<Module> lower_module(const SyntaxNode& tree, const std::string& file) {
    if (!tree.is("Module")) return Error{fmt::format("{}: not a module's syntax tree", file), ErrorKind::Internal};
    Lowerer lowerer(file);
    Module module;
    module.file = file;
    module.body = lowerer.block(Lowerer::items(tree, "body"));
    if (lowerer.problems.empty()) return module;
    std::string message = fmt::format("{}: {} construct{} outside the Python subset Symcrete runs:", file,
                                      lowerer.problems.size(), lowerer.problems.size() == 1 ? "" : "s");
    for (const std::string& problem : lowerer.problems) message += "\n  " + problem;
    return Error{message, ErrorKind::Unsupported};
}

Result<std::shared_ptr<const Module>> load_module_cached(const std::filesystem::path& file) {
    static std::mutex mutex;
    static std::map<std::string, std::pair<std::filesystem::file_time_type, std::shared_ptr<const Module>>> cache;
    std::error_code ec;
    const auto modified = std::filesystem::last_write_time(file, ec);
    const std::string key = std::filesystem::absolute(file).string();
    {
        const std::lock_guard lock(mutex);
        const auto found = cache.find(key);
        if (found != cache.end() && found->second.first == modified) return found->second.second;
    }
    Result<Module> loaded = load_module(file);
    if (!loaded) return loaded.error();
    auto shared = std::make_shared<const Module>(std::move(*loaded));
    const std::lock_guard lock(mutex);
    cache[key] = {modified, shared};
    return shared;
}

Result<Module> load_module(const std::filesystem::path& file) {
    Result<SyntaxNode> tree = parse_python_file(file);
    if (!tree) return tree.error();
    return lower_module(*tree, file.string());
}

}  // namespace symcrete::python
