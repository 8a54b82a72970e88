#include "inputs.h"

#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <mutex>

#include "python/lower.h"
#include "runtime.h"
#include "symbolic.h"
#include "unicode.h"

namespace symcrete::python {

namespace {

// The callables an input may be: lambdas a test can write as they are. The
// recorder keeps its arguments in `calls`, which the test then checks.
struct CatalogEntry {
    const char* source;
    bool records;
};
constexpr CatalogEntry kCatalog[] = {
    {"lambda x: calls.append(x)", true},
    {"lambda a, b: a < b", false},
    {"lambda a, b: a > b", false},
    {"lambda x: x", false},
    {"lambda a, b: a <= b", false},
};
constexpr int kCatalogSize = static_cast<int>(std::size(kCatalog));

// The catalog as a module of the subset: calls = [], f0 = ..., f1 = ...
std::shared_ptr<const Module> catalog_module() {
    static std::mutex mutex;
    static std::shared_ptr<const Module> module;
    const std::lock_guard lock(mutex);
    if (module) return module;
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / fmt::format("symcrete-catalog-{}.py", ::getpid());
    {
        std::ofstream out(file);
        out << "calls = []\n";
        for (int i = 0; i < kCatalogSize; ++i) out << "f" << i << " = " << kCatalog[i].source << "\n";
    }
    Result<Module> loaded = load_module(file);
    std::error_code ec;
    std::filesystem::remove(file, ec);
    if (!loaded) stop_unsupported("the catalog of callables: " + loaded.error().message);
    module = std::make_shared<const Module>(std::move(*loaded));
    return module;
}

std::vector<InputType> builtin_types(bool lists) {
    std::vector<InputType> types = {{InputKind::Int}, {InputKind::Str}, {InputKind::Bool}, {InputKind::None}};
    if (lists) types.push_back({InputKind::List});
    types.push_back({InputKind::Float});
    return types;
}

// Does the function call its parameter `name` (f(x)), or say it is Callable?
bool is_called(const std::vector<Stmt>& block, const std::string& name);

bool expr_calls(const Expr& e, const std::string& name) {
    if (e.kind == Expr::Kind::Call && !e.children.empty() && e.children[0].kind == Expr::Kind::Name &&
        e.children[0].name == name)
        return true;
    for (const Expr& child : e.children)
        if (expr_calls(child, name)) return true;
    return false;
}

bool is_called(const std::vector<Stmt>& block, const std::string& name) {
    for (const Stmt& s : block) {
        if (s.value && expr_calls(*s.value, name)) return true;
        for (const Expr& t : s.targets)
            if (expr_calls(t, name)) return true;
        for (const auto* inner : {&s.body, &s.orelse, &s.finalbody})
            if (is_called(*inner, name)) return true;
        for (const Handler& h : s.handlers)
            if (is_called(h.body, name)) return true;
    }
    return false;
}

}  // namespace

InputSpace::InputSpace(const FunctionCode& function, std::vector<InputClass> classes, InputLimits limits, int self_class,
                       std::string self_name)
    : classes_(std::move(classes)), limits_(limits), self_class_(self_class), self_name_(std::move(self_name)) {
    for (const Parameter& p : function.parameters) {
        names_.push_back(p.name);
        std::vector<InputType> types;
        if (self_class >= 0 && names_.size() == 1) {
            top_types_.push_back({{InputKind::Object, self_class}});
            continue;
        }
        const std::string& a = p.annotation;
        // An annotation restricts the types: int, str, list[...], a class, Optional[X], X | None.
        std::string text = a;
        if (text.rfind("Optional[", 0) == 0 && text.back() == ']') text = text.substr(9, text.size() - 10) + " | None";
        std::size_t at = 0;
        while (!text.empty() && at <= text.size()) {
            const std::size_t bar = text.find('|', at);
            std::string part = text.substr(at, bar == std::string::npos ? std::string::npos : bar - at);
            while (!part.empty() && part.front() == ' ') part.erase(part.begin());
            while (!part.empty() && part.back() == ' ') part.pop_back();
            if (part == "int") types.push_back({InputKind::Int});
            else if (part == "str") types.push_back({InputKind::Str});
            else if (part == "bool") types.push_back({InputKind::Bool});
            else if (part == "float") types.push_back({InputKind::Float});
            else if (part == "None" || part == "NoneType") types.push_back({InputKind::None});
            else if (part.rfind("list", 0) == 0 || part.rfind("List", 0) == 0) types.push_back({InputKind::List});
            else if (part.rfind("Callable", 0) == 0 || part.rfind("callable", 0) == 0) types.push_back({InputKind::Function});
            else
                for (std::size_t c = 0; c < classes_.size(); ++c)
                    if (classes_[c].cls->name == part || classes_[c].expression == part)
                        types.push_back({InputKind::Object, static_cast<int>(c)});
            if (bar == std::string::npos) break;
            at = bar + 1;
        }
        if (types.empty()) {
            types = builtin_types(true);
            if (is_called(function.body, p.name)) types.insert(types.begin(), {InputKind::Function});
            for (std::size_t c = 0; c < classes_.size(); ++c) types.push_back({InputKind::Object, static_cast<int>(c)});
        }
        top_types_.push_back(std::move(types));
    }
}

struct InputSpace::Builder {
    const InputSpace& space;
    Runtime& runtime;
    const Model& model;
    bool traced;
    BuiltInputs& out;
    int next_node = 0;
    std::shared_ptr<Scope> catalog;  // made on first use

    // An Int payload; where the model is silent, a default that differs
    // from node to node (0, 1, 2, ... in the order they are made), so that
    // an input never holds the same number everywhere by accident (a value
    // written over an equal one hides the write).
    mpz_class integer(const std::string& name, int fallback = 0) const {
        const auto found = model.find(name);
        if (found == model.end() || found->second.kind != solver::SmtValue::Kind::Int) return fallback;
        return mpz_class(found->second.integer);
    }

    InputType type_of(const std::string& name, const std::vector<InputType>& allowed) const {
        const auto found = model.find(name + "_t");
        if (found != model.end() && found->second.kind == solver::SmtValue::Kind::Int) {
            const int tag = std::stoi(found->second.integer);
            for (const InputType& t : allowed)
                if (t.tag() == tag) return t;
        }
        return allowed.front();
    }

    // The node's tag, and the payload its type in this run uses: a query
    // mentions only those (a String payload that is declared and constrained
    // engages Z3's string solver even where nothing reads it, which made
    // every query of a list of ints take 150 ms).
    void declare(const std::string& name, const std::vector<InputType>& allowed, InputKind kind) {
        out.declarations += fmt::format("(declare-const {}_t Int)\n", name);
        std::string tags = "(or";
        for (const InputType& t : allowed) tags += fmt::format(" (= {}_t {})", name, t.tag());
        out.domain.push_back(tags + ")");
        // A node that may be a callable keeps its catalog index in range
        // whatever its type now, so a query that makes it one picks a lambda
        // there is (an index out of range would repeat the first).
        bool callable = false;
        for (const InputType& t : allowed) callable = callable || t.kind == InputKind::Function;
        if (callable) {
            out.declarations += fmt::format("(declare-const {}_i Int)\n", name);
            out.domain.push_back(fmt::format("(=> (= {0}_t {1}) (and (<= 0 {0}_i) (< {0}_i {2})))", name,
                                             static_cast<int>(InputKind::Function), kCatalogSize));
        }
        switch (kind) {
            case InputKind::Int:
            case InputKind::Float:
                if (!callable) out.declarations += fmt::format("(declare-const {}_i Int)\n", name);
                break;
            case InputKind::Function: break;
            case InputKind::Str:
                out.declarations += fmt::format("(declare-const {}_s String)\n", name);
                // Readable text: printable ASCII.
                out.domain.push_back(fmt::format("(str.in.re {}_s (re.* (re.range \" \" \"~\")))", name));
                break;
            case InputKind::Bool: out.declarations += fmt::format("(declare-const {}_b Bool)\n", name); break;
            case InputKind::List:
                out.declarations += fmt::format("(declare-const {}_n Int)\n", name);
                out.domain.push_back(fmt::format("(and (<= 0 {0}_n) (<= {0}_n {1}))", name, space.limits_.max_list));
                break;
            case InputKind::None:
            case InputKind::Object: break;
        }
    }

    // The types a node below `depth` may take (a list's item, a constructor's argument).
    std::vector<InputType> inner_types(const std::string& annotation, int depth) const {
        const bool deep = depth >= space.limits_.max_depth;
        std::vector<InputType> types;
        if (!annotation.empty()) {
            for (std::size_t c = 0; c < space.classes_.size(); ++c)
                if (annotation.find(space.classes_[c].cls->name) != std::string::npos && !deep)
                    types.push_back({InputKind::Object, static_cast<int>(c)});
            if (annotation.find("int") != std::string::npos) types.push_back({InputKind::Int});
            if (annotation.find("str") != std::string::npos) types.push_back({InputKind::Str});
            if (annotation.find("None") != std::string::npos || annotation.find("Optional") != std::string::npos)
                types.push_back({InputKind::None});
            if (!types.empty()) return types;
        }
        types = builtin_types(!deep && depth < 3);
        if (!deep)
            for (std::size_t c = 0; c < space.classes_.size(); ++c) types.push_back({InputKind::Object, static_cast<int>(c)});
        return types;
    }

    Value resolve(const std::string& expression) const {
        const std::size_t dot = expression.find('.');
        const auto& names = runtime.globals()->names;
        const auto found = names.find(expression.substr(0, dot));
        if (found == names.end()) stop_unsupported("the input class " + expression);
        if (dot == std::string::npos) return found->second;
        const auto* module = found->second.object_as<ModuleObject>();
        const auto inner = module ? module->globals->names.find(expression.substr(dot + 1)) : names.end();
        if (!module || inner == module->globals->names.end()) stop_unsupported("the input class " + expression);
        return inner->second;
    }

    // Methods called on a method's object before the explored one, each a
    // node p0_m<j> whose tag picks a method (or none: the tag past the last);
    // the choice is a decision of the run, so the search tries the others.
    void prior_calls(const InputClass& cls) {
        const int none = static_cast<int>(cls.methods.size());
        for (std::size_t j = 0; j < space.limits_.max_prior_calls && none > 0; ++j) {
            const std::string name = fmt::format("p0_m{}", j);
            out.declarations += fmt::format("(declare-const {}_t Int)\n", name);
            out.domain.push_back(fmt::format("(and (<= 0 {0}_t) (<= {0}_t {1}))", name, none));
            mpz_class chosen = integer(name + "_t", none);
            if (chosen < 0 || chosen > none) chosen = none;
            const int k = static_cast<int>(chosen.get_si());
            if (traced && runtime.tracer) runtime.tracer->decide_literal(fmt::format("(= {}_t {})", name, k), 0);
            if (k == none) break;  // no more calls
            const auto& [method, parameters] = cls.methods[static_cast<std::size_t>(k)];
            std::vector<Value> args;
            std::string call = space.self_name_ + "." + method + "(";
            for (std::size_t a = 0; a < parameters.size(); ++a) {
                std::string arg_source;
                args.push_back(node(fmt::format("{}_c{}", name, a), inner_types(parameters[a].annotation, 1), 1, arg_source));
                call += (a ? ", " : "") + arg_source;
            }
            out.prepare.push_back(call + ")");
            runtime.call(runtime.get_attribute(out.arguments.front(), method), std::move(args));
        }
    }

    Value node(const std::string& name, const std::vector<InputType>& allowed, int depth, std::string& source) {
        const int id = next_node++;
        const InputType type = type_of(name, allowed);
        declare(name, allowed, type.kind);
        out.type_literals[id] = type.kind == InputKind::Function
                                    ? fmt::format("(and (= {0}_t {1}) (= {0}_i {2}))", name, type.tag(),
                                                  integer(name + "_i").get_str())
                                    : fmt::format("(= {}_t {})", name, type.tag());
        // Known before the node is made: its constructor may already use it.
        if (traced && runtime.tracer) runtime.tracer->set_type_literal(id, out.type_literals[id]);
        Value value;
        Term::Sort sort = Term::Sort::Opaque;
        std::string term_name;
        switch (type.kind) {
            case InputKind::Int:
                value = Value(integer(name + "_i", id));
                sort = Term::Sort::Int;
                term_name = name + "_i";
                source = value.as_int().get_str();
                break;
            case InputKind::Str: {
                const auto found = model.find(name + "_s");
                value = Value(found != model.end() ? found->second.text : std::u32string());
                sort = Term::Sort::String;
                term_name = name + "_s";
                source = encode_utf8(runtime.repr(value));
                break;
            }
            case InputKind::Bool: {
                const auto found = model.find(name + "_b");
                value = Value::boolean(found != model.end() && found->second.flag);
                sort = Term::Sort::Bool;
                term_name = name + "_b";
                source = value.as_bool() ? "True" : "False";
                break;
            }
            case InputKind::None: source = "None"; break;
            case InputKind::Float:
                // Floats are chosen, not solved: the integer theory is not IEEE arithmetic.
                value = Value(integer(name + "_i", id).get_d() + 0.5);
                source = encode_utf8(runtime.repr(value));
                break;
            case InputKind::List: {
                auto list = std::make_shared<ListObject>();
                const mpz_class n = integer(name + "_n");
                const std::size_t length = n < 0 ? 0 : std::min<std::size_t>(n.get_ui(), space.limits_.max_list);
                const std::vector<InputType> item_types = inner_types("", depth + 1);
                source = "[";
                for (std::size_t e = 0; e < length; ++e) {
                    std::string item_source;
                    list->items.push_back(node(fmt::format("{}_c{}", name, e), item_types, depth + 1, item_source));
                    source += (e ? ", " : "") + item_source;
                }
                source += "]";
                if (traced) {
                    list->length_shadow = PathTracer::input(Term::Sort::Int, name + "_n", -1);
                    list->shadow_size = length;
                }
                value = Value(ObjectRef(std::move(list)));
                break;
            }
            case InputKind::Function: {
                if (!catalog) catalog = runtime.run_in_new_scope(*catalog_module());
                mpz_class index = integer(name + "_i");
                if (index < 0 || index >= kCatalogSize) index = 0;
                const int k = static_cast<int>(index.get_si());
                value = catalog->names.at(fmt::format("f{}", k));
                source = kCatalog[k].source;
                if (kCatalog[k].records && out.calls.is_none()) {
                    out.calls = catalog->names.at("calls");
                    out.setup.push_back("calls = []");
                }
                break;
            }
            case InputKind::Object: {
                const InputClass& cls = space.classes_[static_cast<std::size_t>(type.class_index)];
                std::vector<Value> args;
                source = cls.expression + "(";
                for (std::size_t a = 0; a < cls.parameters.size(); ++a) {
                    std::string arg_source;
                    args.push_back(node(fmt::format("{}_c{}", name, a), inner_types(cls.parameters[a].annotation, depth + 1),
                                        depth + 1, arg_source));
                    source += (a ? ", " : "") + arg_source;
                }
                source += ")";
                // This run's class of that name (each run imports the module afresh).
                value = runtime.call(resolve(cls.expression), std::move(args));
                break;
            }
        }
        if (traced) value.set_shadow(PathTracer::input(sort, term_name, id));
        return value;
    }
};

BuiltInputs InputSpace::build(Runtime& runtime, const Model& model, bool traced) const {
    BuiltInputs out;
    Builder builder{*this, runtime, model, traced, out, 0, nullptr};
    for (std::size_t p = 0; p < names_.size(); ++p) {
        std::string source;
        out.arguments.push_back(builder.node(fmt::format("p{}", p), top_types_[p], 0, source));
        out.sources.push_back(std::move(source));
    }
    if (self_class_ >= 0 && !out.arguments.empty()) builder.prior_calls(classes_[static_cast<std::size_t>(self_class_)]);
    return out;
}

std::vector<InputClass> input_classes(const Runtime& runtime) {
    std::vector<InputClass> classes;
    auto add = [&](const std::string& expression, const Value& value) {
        const auto* cls = value.object_as<ClassObject>();
        if (!cls || !cls->is_user || cls->is_exception()) return;
        for (const InputClass& known : classes)
            if (known.cls.get() == cls) return;
        InputClass input;
        input.expression = expression;
        input.cls = std::static_pointer_cast<ClassObject>(value.as_object());
        if (const Value* init = cls->lookup("__init__"))
            if (const auto* function = init->object_as<FunctionObject>())
                for (std::size_t i = 1; i < function->code->parameters.size(); ++i)
                    input.parameters.push_back(function->code->parameters[i]);
        for (const auto& [method_name, method] : cls->attributes) {
            const auto* function = method.object_as<FunctionObject>();
            if (!function || method_name.rfind('_', 0) == 0 || function->code->parameters.empty()) continue;
            std::vector<Parameter> parameters(function->code->parameters.begin() + 1, function->code->parameters.end());
            input.methods.emplace_back(method_name, std::move(parameters));
        }
        std::sort(input.methods.begin(), input.methods.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        classes.push_back(std::move(input));
    };
    std::vector<std::pair<std::string, Value>> globals(runtime.globals()->names.begin(), runtime.globals()->names.end());
    std::sort(globals.begin(), globals.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [name, value] : globals) add(name, value);
    for (const auto& [name, value] : globals)
        if (const auto* module = value.object_as<ModuleObject>()) {
            std::vector<std::pair<std::string, Value>> inner(module->globals->names.begin(), module->globals->names.end());
            std::sort(inner.begin(), inner.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            for (const auto& [inner_name, inner_value] : inner) add(name + "." + inner_name, inner_value);
        }
    return classes;
}

}  // namespace symcrete::python
