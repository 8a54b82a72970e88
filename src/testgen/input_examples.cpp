// gather_input_examples (input_examples.h): a short exploration of each
// record's canonical constructor (another class's first constructor and
// adder; for an interface, its implementations') before the class's own
// methods, so that their first paths already find valid records to take (an
// ISBN whose checksum holds, a book holding one) instead of solving for one
// each.
#include "input_examples.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <optional>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "classfile/descriptor.h"
#include "class_methods.h"
#include "engine/engine.h"
#include "testgen/readable_model.h"

namespace symcrete::testgen::generation_detail {
namespace {

// At most this many classes are explored, each in at most kSteps resumes.
constexpr std::size_t kMaxClasses = 10;
constexpr std::uint64_t kSteps = 4;

// How examples of a class are built: a record by its canonical constructor
// and then its first accessor (a path past the constructor is an accepted
// object); another class by its first public constructor and then its first
// adder (class_methods.h), as a user fills a catalogue before handing it over.
struct Recipe {
    const engine::RuntimeClass* cls = nullptr;
    const classfile::Method* constructor = nullptr;
    const classfile::Method* then = nullptr;
    bool then_is_call = false;  // `then` is part of the example (an adder), not just a way to end the path
};

// The recipe for the class a field type names, if examples of it can be made.
std::optional<Recipe> recipe_for(engine::Program& program, const classfile::FieldType& type) {
    if (type.element != classfile::BaseType::Object || type.dimensions != 0) return std::nullopt;
    auto cls = program.klass(type.class_name);
    if (!cls || (*cls)->file == nullptr || engine::is_jdk_class(*cls)) return std::nullopt;
    const classfile::ClassFile& file = *(*cls)->file;
    Recipe recipe{*cls};
    if (file.record) {
        if (file.record->empty()) return std::nullopt;
        std::string descriptor = "(";
        for (const classfile::RecordComponent& component : *file.record) descriptor += component.descriptor;
        descriptor += ")V";
        recipe.constructor = file.find_method("<init>", descriptor);
        recipe.then = file.find_method(file.record->front().name, "()" + file.record->front().descriptor);
        if (recipe.constructor == nullptr || !(recipe.constructor->access_flags & classfile::access::Public))
            return std::nullopt;
    } else {
        for (const classfile::Method* made : constructions(file))
            if (made->name == "<init>" && recipe.constructor == nullptr) recipe.constructor = made;
        if (recipe.constructor == nullptr) return std::nullopt;
        const std::vector<const classfile::Method*> found = adders(program, file);
        if (!found.empty()) {
            recipe.then = found.front();
            recipe.then_is_call = true;
        } else {
            // No adder: a getter ends the path; the example is the constructed object.
            for (const classfile::Method& method : file.methods)
                if (recipe.then == nullptr && (method.access_flags & classfile::access::Public) && !method.is_static() &&
                    method.code && method.descriptor.starts_with("()") && !method.descriptor.ends_with(")V") &&
                    method.name != "<init>" && method.name != "hashCode" && method.name != "toString")
                    recipe.then = &method;
        }
    }
    if (recipe.then == nullptr) return std::nullopt;
    return recipe;
}

// The path with a model whose numbers differ from the known examples' where
// the path allows: every accepted book published in 1450, the first year
// the constructor takes, cannot tell the newest from the oldest.
engine::PathResult apart_from_known(GenerationContext& generation, const engine::RuntimeClass* cls,
                                    engine::PathResult path) {
    if (!path.construction) return path;
    expr::ExprContext& context = generation.context;
    const std::vector<engine::InputExample>& known = generation.examples->of(cls);
    std::vector<const expr::Expr*> wishes;  // granted in turn where the path allows (below)
    // Numbers that read well (from 3 to 1000, as readable() wishes a
    // method's own), each unlike the known examples' in its place.
    const std::vector<engine::Value>& arguments = path.construction->arguments;
    for (std::size_t k = 0; k < arguments.size(); ++k) {
        const engine::Value& argument = arguments[k];
        const bool is_int = argument.kind() == engine::ValueKind::Int;
        if (!argument.is_symbolic() || (!is_int && argument.kind() != engine::ValueKind::Long)) continue;
        const auto constant = [&](std::int64_t value) {
            return is_int ? context.i32(static_cast<std::int32_t>(value)) : context.i64(value);
        };
        wishes.push_back(context.binary(expr::Kind::BoolAnd, context.binary(expr::Kind::Le, constant(3), argument.expr()),
                                        context.binary(expr::Kind::Le, argument.expr(), constant(1000))));
        for (const engine::InputExample& example : known) {
            if (k >= example.arguments.size() || example.arguments[k].kind != engine::InputExample::Argument::Kind::Value)
                continue;
            const engine::Value& value = example.arguments[k].value;
            wishes.push_back(context.ne(argument.expr(), constant(is_int ? value.as_i32() : value.as_i64())));
        }
    }
    // Texts too: every String it takes differs from every text of the known
    // examples and from its other Strings (two items' codes and names read
    // as four words), where the path allows.
    std::vector<engine::InputObject> texts;  // the known examples', as concrete inputs
    for (const engine::InputExample& example : known)
        for (const engine::InputExample::Argument& argument : example.arguments)
            if (argument.kind == engine::InputExample::Argument::Kind::Text) {
                engine::InputObject text;
                text.length = engine::Value::i32(static_cast<std::int32_t>(argument.text.size()));
                for (char16_t c : argument.text) text.slots.push_back(engine::Value::i32(c));
                texts.push_back(std::move(text));
            }
    std::vector<const engine::InputObject*> own;
    for (const engine::Value& argument : arguments) {
        if (!engine::is_lazy_reference(argument) || !path.inputs) continue;
        const std::int32_t target = path.inputs->references.at(engine::lazy_reference_id(argument)).target;
        if (target < 0) continue;
        const engine::InputObject& text = path.inputs->objects.at(static_cast<std::size_t>(target));
        if (text.cls == nullptr || text.cls->shape != engine::ObjectShape::String || !text.length.is_symbolic()) continue;
        // Letters and digits first, as a test's words read (a difference
        // alone would take any char).
        const expr::Expr* word = nullptr;
        for (std::size_t i = 0; i < text.slots.size(); ++i) {
            if (!text.slots[i].is_symbolic()) continue;
            const expr::Expr* c = text.slots[i].expr();
            const auto within = [&](char low, char high) {
                return context.binary(expr::Kind::BoolAnd, context.binary(expr::Kind::Le, context.i32(low), c),
                                      context.binary(expr::Kind::Le, c, context.i32(high)));
            };
            const expr::Expr* beyond = context.binary(expr::Kind::Le, text.length.expr(), context.i32(static_cast<std::int32_t>(i)));
            const expr::Expr* letter = context.binary(
                expr::Kind::BoolOr, within('a', 'z'), context.binary(expr::Kind::BoolOr, within('A', 'Z'), within('0', '9')));
            const expr::Expr* fact = context.binary(expr::Kind::BoolOr, beyond, letter);
            word = word == nullptr ? fact : context.binary(expr::Kind::BoolAnd, word, fact);
        }
        if (word != nullptr) wishes.push_back(word);
        for (const engine::InputObject& other : texts) wishes.push_back(engine::texts_differ(context, text, other));
        for (const engine::InputObject* other : own) wishes.push_back(engine::texts_differ(context, text, *other));
        own.push_back(&text);
    }
    // Granted one at a time, each kept when the path allows it with those
    // granted before (a path that pinned a code to "AA" still gets a name
    // of its own).
    std::vector<const expr::Expr*> granted = path.path_condition;
    for (const expr::Expr* wish : wishes) {
        expr::Assignment model;
        if (generation.solver.check(solver::Query{granted, wish}, &model) != solver::SatResult::Sat) continue;
        granted.push_back(wish);
        path.model.merge(model);  // a model of this query's part; the rest keep their values
    }
    return path;
}

}  // namespace

std::uint64_t gather_input_examples(GenerationContext& generation, std::uint64_t work) {
    engine::Program& program = generation.program;
    // The classes, each after the classes its examples take (their
    // examples go into its own).
    std::vector<Recipe> recipes;
    std::set<const engine::RuntimeClass*> seen;
    std::function<void(const classfile::FieldType&)> visit = [&](const classfile::FieldType& type) {
        // An application's interface or abstract class: examples of the
        // implementations lazy initialisation chooses among, so that those
        // too are made by their constructors, not field by field.
        if (type.element == classfile::BaseType::Object && type.dimensions == 0) {
            auto declared = program.klass(type.class_name);
            if (declared && (*declared)->file != nullptr && !engine::is_jdk_class(*declared) &&
                ((*declared)->is_interface() || (*declared)->file->is_abstract())) {
                // The first ones only, as lazy initialisation tries them: an
                // interface of many would take the places of the others.
                const std::vector<const engine::RuntimeClass*> implementations = program.implementations(*declared);
                const std::size_t tried =
                    std::min(implementations.size(), generation.options.engine.inputs.max_implementations);
                for (std::size_t i = 0; i < tried; ++i) {
                    classfile::FieldType named;
                    named.element = classfile::BaseType::Object;
                    named.class_name = implementations[i]->name;
                    visit(named);
                }
                return;
            }
        }
        std::optional<Recipe> recipe = recipe_for(program, type);
        if (!recipe || !seen.insert(recipe->cls).second) return;
        for (const classfile::Method* method : {recipe->constructor, recipe->then_is_call ? recipe->then : nullptr})
            if (method != nullptr)
                if (auto parsed = classfile::parse_method_descriptor(method->descriptor))
                    for (const classfile::FieldType& parameter : parsed->parameters) visit(parameter);
        recipes.push_back(*recipe);
    };
    for (const classfile::Method& method : generation.cls.methods) {
        if (!(method.access_flags & classfile::access::Public) || (method.access_flags & classfile::access::Synthetic))
            continue;
        if (auto type = classfile::parse_method_descriptor(method.descriptor))
            for (const classfile::FieldType& parameter : type->parameters) visit(parameter);
    }
    if (recipes.size() > kMaxClasses) recipes.resize(kMaxClasses);
    // A tenth of the time left to the run's safety net too: work undercounts
    // some solver queries (java.time arithmetic on bit-vectors), and a
    // gathering that ran to the class's deadline left its methods no paths.
    engine::EngineOptions options = generation.options.engine;
    options.examples = generation.examples;
    options.target.reset();  // examples are any accepted objects, not paths to `reach`'s target
    options.search = engine::SearchStrategy::DepthFirst;
    if (const auto left = engine::time_to_deadline(generation.options.engine)) {
        const auto now = std::chrono::steady_clock::now();
        const auto cut = now + std::max(*left, std::chrono::nanoseconds(0)) / 10;
        options.wall_clock_deadline = options.wall_clock_deadline ? std::min(*options.wall_clock_deadline, cut) : cut;
    }
    std::uint64_t spent = 0;
    for (std::size_t i = 0; i < recipes.size(); ++i) {
        const Recipe& recipe = recipes[i];
        const classfile::ClassFile& file = *recipe.cls->file;
        const engine::MethodInfo* then = recipe.then_is_call ? recipe.cls->find_method(recipe.then->name, recipe.then->descriptor) : nullptr;
        if (engine::past_deadline(options)) break;
        engine::Engine engine(program, generation.context, generation.solver, options);
        if (!engine.begin(file, *recipe.then, recipe.constructor)) continue;
        // Harvested once the exploration is over: its own paths never see
        // the class's examples change under them (a fork's forced choices
        // index the alternatives its parent had).
        const std::uint64_t share = (work - spent) / (recipes.size() - i);
        std::vector<engine::PathResult> accepted;
        for (std::uint64_t step = 0; step < kSteps && !engine.finished(); ++step) {
            for (engine::PathResult& path : engine.resume(share / kSteps))
                if (!path.setup_failed && path.end == engine::PathEnd::Returned) accepted.push_back(std::move(path));
            if (accepted.size() >= 2 * engine::InputExamples::kPerClass) break;
        }
        // Under a model that reads well (lowercase words, small numbers), as
        // a test shows the object, and apart from the examples before it;
        // the object as constructed first, then after the adder.
        // Those whose parts all differ from the known examples' first (two
        // books of one ISBN cannot both be in a catalogue), then the rest.
        // Each made apart from the examples known by then.
        std::vector<engine::PathResult> readable_paths;
        for (const engine::PathResult& path : accepted)
            readable_paths.push_back(readable(path, generation.context, generation.solver));
        // A record taking null for a component only when no other was accepted.
        for (const int pass : {0, 1, 2}) {
            const bool distinct_parts = pass == 0;
            const bool null_components = pass == 2;
            if (null_components && !generation.examples->of(recipe.cls).empty()) break;
            for (const engine::PathResult& path : readable_paths) {
                const engine::PathResult shown = apart_from_known(generation, recipe.cls, path);
                generation.examples->harvest_receiver(shown, nullptr, distinct_parts, null_components);
                if (then != nullptr) generation.examples->harvest_receiver(shown, then, distinct_parts, null_components);
            }
        }
        spent += engine.stats().work;
    }
    return spent;
}

}  // namespace symcrete::testgen::generation_detail
