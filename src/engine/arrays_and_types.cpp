// Arrays, fields and types as the instructions need them: symbolic-length
// arrays, multi-dimensional `new`, bounds and length checks, element loads
// and stores (narrowed as bastore/castore/sastore do), field and class
// resolution cached per instruction, ClassCastException's HotSpot message,
// and String's private fields as JDK 17 lays them out.
#include "interpreter.h"

#include "engine/branch_policy.h"

#include <fmt/format.h>

#include <algorithm>

#include "ir_semantics.h"
#include "symbolic_text.h"

namespace symcrete::engine::detail {

namespace {

using expr::Kind;
using ir::Op;

// HotSpot's "X is in unnamed module of loader 'app'" part of a
// ClassCastException message: classes from the runtime image are in their
// module of the bootstrap loader, the rest in the application loader's
// unnamed module.
std::string module_of(const RuntimeClass* cls) {
    while (cls->is_array()) cls = cls->component;
    if (cls->is_primitive()) return "module java.base of loader 'bootstrap'";
    if (cls->file == nullptr) return "unnamed module of loader 'app'";
    // Classes from the runtime image have locations like ".../lib/modules!/java.base/java/lang/String.class".
    const std::string& source = cls->file->source;
    auto at = source.find("!/");
    if (at != std::string::npos) {
        auto start = at + 2;
        auto end = source.find('/', start);
        return fmt::format("module {} of loader 'bootstrap'", source.substr(start, end - start));
    }
    return "unnamed module of loader 'app'";
}

}  // namespace

// As new_array, for a length >= 0 that stays symbolic: the JVM's limit and
// Java's heap are decisions on it (the lengths that do not fit throw
// OutOfMemoryError), and the elements are zeros until written.
std::uint32_t Interpreter::new_symbolic_array(State& state, const RuntimeClass* cls, Value length) {
    if (decide(state, expr::binary(ctx_, Kind::Lt, Value::i32(kMaxArrayLength), length)))
        throw JavaThrow{vm_out_of_memory(state, "Requested array size exceeds VM limit")};
    // The longest array that fits: align8(16 + n * bytes) <= room.
    const std::uint64_t room = state.heap.java_room() & ~std::uint64_t{7};
    const std::uint64_t bytes = array_footprint(cls->element_type, 1).java - array_footprint(cls->element_type, 0).java;
    const std::uint64_t fits = room < 16 ? 0 : (room - 16) / std::max<std::uint64_t>(bytes, 1);
    if (fits < static_cast<std::uint64_t>(kMaxArrayLength) &&
        decide(state, expr::binary(ctx_, Kind::Lt, Value::i32(static_cast<std::int32_t>(fits)), length))) {
        throw HeapExhausted{false, array_footprint(cls->element_type, fits + 1), state.heap.used()};
    }
    Object array;
    array.kind = Object::Kind::Array;
    array.cls = cls;
    const expr::Sort element = expr::sort_of(cls->element_kind);
    array.symbolic = Object::SymbolicContents{length, ctx_.filled_array(expr::array_sort_of(element), 0)};
    return state.heap.allocate(std::move(array));
}

// The field a GetField/PutField/GetStatic/PutStatic names, resolved on first use.
const FieldCache& Interpreter::field_at(const Code& code, std::uint32_t index) {
    FieldCache& cache = code.fields[index];
    if (!cache.resolved) {
        const ir::Member& member = code.fn->members[index];
        auto slot = program_.resolve_field(klass(member.owner), member.name, member.descriptor);
        if (!slot) unsupported(slot.error().message);
        cache.slot = *slot;
        cache.resolved = true;
    }
    return cache;
}

const RuntimeClass* Interpreter::type_at(const Code& code, std::uint32_t index) {
    const RuntimeClass*& cached = code.types[index];
    if (cached == nullptr) cached = klass(code.fn->type_names[index]);
    return cached;
}

std::uint32_t Interpreter::new_multi_array(State& state, const RuntimeClass* cls,
                                           const std::vector<std::int32_t>& dims, std::size_t level) {
    std::uint32_t address = new_array(state, cls, dims[level]);
    if (level + 1 < dims.size()) {
        for (std::int32_t i = 0; i < dims[level]; ++i) {
            std::uint32_t inner = new_multi_array(state, cls->component, dims, level + 1);
            state.heap.mutate(address).slots[static_cast<std::size_t>(i)] = Value::ref(inner);
        }
    }
    return address;
}

// Ends a load whose value needed work that may have run Java code (and so
// grown, and moved, the frame and register stacks): writes the top frame's
// register afresh and moves past the instruction.
void Interpreter::finish_load(State& state, ir::Reg dst, Value value) {
    Frame& frame = state.frames.back();
    state.registers[frame.base + dst] = value;
    ++frame.index;
}

void Interpreter::check_length(State& state, Value length) {
    if (decide(state, expr::binary(ctx_, Kind::Lt, length, Value::i32(0))))
        throw_new(state, "java/lang/NegativeArraySizeException",
                  utf16(std::to_string(concrete_int(state, length))));
}

Value Interpreter::array_length(const Object& array) {
    return array.symbolic ? array.symbolic->length : Value::i32(array.length());
}

void Interpreter::check_index(State& state, Value index, Value length) {
    Value below = expr::binary(ctx_, Kind::Lt, index, Value::i32(0));
    Value above = expr::binary(ctx_, Kind::Le, length, index);
    if (decide(state, expr::binary(ctx_, Kind::BoolOr, below, above)))
        throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                  utf16(fmt::format("Index {} out of bounds for length {}", concrete_int(state, index),
                                    concrete_int(state, length))));
}

namespace {
// A maximal range of adjacent slots holding the same value.
struct SlotRun {
    std::int32_t first;
    std::int32_t last;
    Value value;
};

std::vector<SlotRun> slot_runs(const Object& array) {
    std::vector<SlotRun> runs;
    for (std::size_t i = 0; i < array.slots.size(); ++i) {
        const auto at = static_cast<std::int32_t>(i);
        if (!runs.empty() && runs.back().value == array.slots[i])
            runs.back().last = at;
        else
            runs.push_back(SlotRun{at, at, array.slots[i]});
    }
    return runs;
}

// The condition that `index` names a slot of the run.
const expr::Expr* in_run(expr::ExprContext& ctx, const expr::Expr* index, const SlotRun& run) {
    if (run.first == run.last) return ctx.binary(Kind::Eq, index, ctx.i32(run.first));
    return ctx.binary(Kind::BoolAnd, ctx.binary(Kind::Le, ctx.i32(run.first), index),
                      ctx.binary(Kind::Le, index, ctx.i32(run.last)));
}

// Beyond this many alternatives a symbolic index is pinned to one value
// (and the path says so): each alternative is a solver query.
constexpr std::size_t kMaxIndexAlternatives = 64;
// Inside the JDK, a symbolic index into an array of references splits the
// path only when it holds this many distinct references or fewer
// (load_element).
constexpr std::size_t kFewJdkIndexAlternatives = 3;
// ... or this many, when the index is an input moved by a constant.
constexpr std::size_t kOffsetIndexAlternatives = 16;

// An input, or one plus or minus a constant (`list.get(id - 1)` reaching
// ArrayList's elementData[index]): each alternative of a split on it is an
// easy query, unlike a hash's bits (a HashMap's bucket index).
bool input_offset(const expr::Expr* e) {
    while (e->kind() == Kind::Add || e->kind() == Kind::Sub || e->kind() == Kind::Convert) {
        if (e->kind() == Kind::Convert) {
            e = e->operand(0);
            continue;
        }
        if (e->operand(1)->is_const()) {
            e = e->operand(0);
        } else if (e->kind() == Kind::Add && e->operand(0)->is_const()) {
            e = e->operand(1);
        } else {
            return false;
        }
    }
    return e->is_var();
}
}  // namespace

// Whether a symbolic index into an array of references splits the path
// here: in the program's own code, and inside the JDK under
// EngineOptions::exact_values (a HashMap's bucket index would split each
// put and get 16 ways).
bool Interpreter::splits_index(const State& state) const {
    if (state.frames.empty()) return false;
    return options_.exact_values || !is_jdk_class(state.frames.back().code->method->owner);
}

// A worst-case search beyond its exhaustive sizes follows one path, and a
// symbolic index into an array of numbers makes each later read an
// if-then-else over the writes before it (a hash table's buckets, a
// union-find's parent links): a guided path of 32 insertions then asks the
// solver questions it cannot answer in its share; into an array of
// references (a list picked by a key's bits) it splits the path, once per
// key. So there the index takes
// the model's value, as it is: a solver's model keeps an input where the
// path left it, and the inputs a policy's path leaves alone (the keys of one
// bucket, nodes of one chain) then land together, which is what makes such
// structures slow. The pin is a precision loss of the guided search, whose
// worst is a lower bound anyway; exhaustive sizes keep the index exact.
std::optional<std::size_t> Interpreter::guided_index(State& state, std::uint32_t array, Value index) {
    if (!options_.branch_policy || !symbolic_ || run_.host_depth != 0 || state.frames.empty() ||
        !covers(*state.frames.back().code))
        return std::nullopt;
    charge(state, kWorkPerDecision);
    settle_model(state);
    const PinSite site = pin_site(state);
    if (std::find(state.pin_sites.begin(), state.pin_sites.end(), site) == state.pin_sites.end())
        state.pin_sites.push_back(site);
    Value chosen = expr::evaluate(index.expr(), state.model);
    bool fresh_chosen = false;
    const BranchPolicy& policy = *options_.branch_policy;
    if (policy.any_fresh_pins()) {
        std::set<std::int32_t>& taken = state.guided_indices[array];
        if (policy.pins_fresh(site) && taken.contains(chosen.as_i32()))
            if (const std::optional<Value> fresh = fresh_index(state, array, index, taken)) {
                chosen = *fresh;
                fresh_chosen = true;
            }
        taken.insert(chosen.as_i32());
    }
    lose_precision(state, PrecisionLossKind::Guided,
                   fresh_chosen ? "a branch policy pinned an array index to one the path had not used"
                                : "a branch policy pinned an array index to its model's value");
    state.add_constraint(ctx_.binary(Kind::Eq, index.expr(), chosen.to_expr(ctx_)));
    return static_cast<std::size_t>(chosen.as_i32());
}

// An index for a fresh pin: the lowest one not in `taken` (slots handed out
// in order make a chain of successors) when the path allows it, else any
// not in `taken`; nothing when every index is taken. The model follows.
std::optional<Value> Interpreter::fresh_index(State& state, std::uint32_t array, Value index,
                                              const std::set<std::int32_t>& taken) {
    std::int32_t lowest = 0;
    while (taken.contains(lowest)) ++lowest;
    const expr::Expr* any = ctx_.boolean(true);
    for (const std::int32_t i : taken)
        any = ctx_.binary(Kind::BoolAnd, any, ctx_.unary(Kind::Not, ctx_.binary(Kind::Eq, index.expr(), ctx_.i32(i))));
    std::vector<const expr::Expr*> wishes;
    if (static_cast<std::size_t>(lowest) < state.heap.get(array).slots.size())
        wishes.push_back(ctx_.binary(Kind::Eq, index.expr(), ctx_.i32(lowest)));
    wishes.push_back(any);
    for (const expr::Expr* wish : wishes) {
        expr::Assignment model;
        if (solve(state, solver::Query{state.constraints(), wish}, &model) != solver::SatResult::Sat) continue;
        state.model.mutate().merge(model);
        return expr::evaluate(index.expr(), state.model);
    }
    return std::nullopt;
}

void Interpreter::note_guided_read(State& state, std::uint32_t array, std::size_t index) {
    if (!options_.branch_policy || !options_.branch_policy->any_fresh_pins() || state.frames.empty() ||
        !covers(*state.frames.back().code))
        return;
    state.guided_indices[array].insert(static_cast<std::int32_t>(index));
}

// A pin's site: its instruction, and the call instruction its frame was
// called from.
PinSite Interpreter::pin_site(const State& state) const {
    const Frame& frame = state.frames.back();
    PinSite site{edge_of(*frame.code, 0, 0).method, frame.block, frame.index, {}, 0, 0};
    if (state.frames.size() >= 2) {
        const Frame& caller = state.frames[state.frames.size() - 2];
        if (covers(*caller.code)) {
            site.caller = edge_of(*caller.code, 0, 0).method;
            site.caller_block = caller.block;
            site.caller_index = caller.index;
        }
    }
    return site;
}

// An array of an enum's constants (DayOfWeek.of(n) reads ENUMS[n - 1]): its
// index splits the path inside the JDK too, so each constant is a branch of
// the program that switches on it, and there are few.
bool Interpreter::holds_enum_constants(const State& state, const Object& array) {
    if (array.slots.empty() || array.slots.size() > kMaxIndexAlternatives) return false;
    return std::all_of(array.slots.begin(), array.slots.end(), [&](const Value& element) {
        if (element.kind() != ValueKind::Ref || element.as_ref() == 0 || is_lazy_reference(element)) return false;
        const RuntimeClass* cls = state.heap.get(element.as_ref()).cls;
        return is_enum(cls) || (cls != nullptr && is_enum(cls->super));
    });
}

// A symbolic index (already in bounds) reads an if-then-else over the runs
// of equal elements, so a large array of zeros costs one term. References
// cannot be symbolic, so for them the path splits by the distinct element
// values where splits_index allows (elsewhere, and on a guided path, the index is pinned): each
// alternative constrains the index to the slots holding that reference and
// keeps it symbolic (an enum's values()[k] stays exact in k).
Value Interpreter::load_element(State& state, std::uint32_t address, Value index, std::optional<std::size_t>* slot) {
    const Object& array = state.heap.get(address);
    if (index.is_concrete()) {
        const auto i = static_cast<std::size_t>(index.as_i32());
        if (slot) *slot = i;
        note_guided_read(state, address, i);
        return array.slots[i];
    }
    const bool references = array.cls->element_kind == ValueKind::Ref;
    auto pinned = [&] {
        const auto i = static_cast<std::size_t>(concrete_int(state, index));
        if (slot) *slot = i;
        return array.slots[i];
    };
    if (const std::optional<std::size_t> i = guided_index(state, address, index)) {
        if (slot) *slot = *i;
        return state.heap.get(address).slots[*i];
    }
    const std::vector<SlotRun> runs = slot_runs(array);
    const expr::Expr* e = index.expr();
    if (!references) {
        if (runs.size() > kMaxIndexAlternatives) return pinned();
        Value result = runs.back().value;
        for (std::size_t r = runs.size() - 1; r-- > 0;)
            result = expr::ite(ctx_, Value::symbolic(in_run(ctx_, e, runs[r])), runs[r].value, result);
        return result;
    }
    // One alternative per distinct reference, in order of first appearance.
    std::vector<Value> values;
    std::vector<const expr::Expr*> options;
    std::vector<std::int32_t> single;  // the one slot of an alternative, or -1
    for (const SlotRun& run : runs) {
        const auto known = std::find(values.begin(), values.end(), run.value);
        const std::size_t k = static_cast<std::size_t>(known - values.begin());
        if (known == values.end()) {
            values.push_back(run.value);
            options.push_back(in_run(ctx_, e, run));
            single.push_back(run.first == run.last ? run.first : -1);
        } else {
            options[k] = ctx_.binary(Kind::BoolOr, options[k], in_run(ctx_, e, run));
            single[k] = -1;
        }
    }
    if (values.size() > kMaxIndexAlternatives) return pinned();
    // Inside the JDK an index splits only among a few distinct references
    // whose own values are all known: a HashMap's few entries of keys put
    // with known values (a lookup by a symbolic key finds each id issued
    // before, or none), not each slot of a long array, nor entries whose
    // keys the path still chooses (their hashes make hard queries: a shop's
    // Inventory lost a third of its branches to them); or a list's few
    // elements by an index that is an input moved by a constant.
    auto known_entries = [&] {
        return std::all_of(values.begin(), values.end(), [&](const Value& v) {
            if (v.as_ref() == 0) return true;
            const Object& entry = state.heap.get(v.as_ref());
            return std::all_of(entry.slots.begin(), entry.slots.end(), [](const Value& slot) {
                return slot.kind() == ValueKind::Ref || slot.is_concrete();
            });
        });
    };
    // A lookup by symbolic text tries the map's keys as texts: each bucket
    // holding entries is taken where the text equals one of their keys, the
    // solver's easiest question, where "the text's hash falls in this
    // bucket" and then "equals this entry's hash" make it invert
    // String.hashCode (through strip() or toUpperCase(), it gave up). So
    // such a split is cheap however many entries the map holds. An empty
    // bucket keeps its index condition (no key's text lands there). Texts
    // of another key's bucket that are not keys (hash collisions) are not
    // explored, and the path says so.
    const auto keys = key_options(state, e, values);
    const bool split_here = keys || splits_index(state) || holds_enum_constants(state, array) ||
                            (values.size() <= kFewJdkIndexAlternatives && known_entries()) ||
                            (values.size() <= kOffsetIndexAlternatives && input_offset(e));
    if (!split_here) return pinned();
    if (keys) {
        for (std::size_t k = 0; k < values.size(); ++k)
            if ((*keys)[k] != nullptr) options[k] = (*keys)[k];
        limit_inputs(state, "a lookup by a String tried the map's keys, not other texts of the same bucket");
    }
    const std::size_t which = values.size() == 1 ? 0 : choose(state, options);
    if (slot && single[which] >= 0) *slot = static_cast<std::size_t>(single[which]);
    return values[which];
}

std::optional<std::vector<const expr::Expr*>> Interpreter::key_options(const State& state, const expr::Expr* index,
                                                                       const std::vector<Value>& entries) {
    if (text_hashes_.empty()) return std::nullopt;
    // The hash somewhere in the index (HashMap: (n - 1) & (h ^ h >>> 16)).
    const Object::SymbolicText* text = nullptr;
    std::vector<const expr::Expr*> work{index};
    for (std::size_t visited = 0; !work.empty() && text == nullptr && visited < 64; ++visited) {
        const expr::Expr* node = work.back();
        work.pop_back();
        if (auto hashed = text_hashes_.find(node); hashed != text_hashes_.end()) text = &hashed->second;
        for (unsigned i = 0; i < node->arity(); ++i) work.push_back(node->operand(i));
    }
    if (text == nullptr) return std::nullopt;
    std::vector<const expr::Expr*> options(entries.size(), nullptr);
    bool any = false;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        if (entries[k].as_ref() == 0) continue;
        // The chain's keys: `key` and `next` as HashMap.Node declares them.
        const expr::Expr* option = nullptr;
        std::size_t chained = 0;
        for (Value entry = entries[k]; entry.as_ref() != 0; ++chained) {
            // A chain made by the JDK's own put is short and ends; one that
            // does not (a structure an input's aliases closed) is no table.
            if (is_lazy_reference(entry) || chained == kMaxIndexAlternatives) return std::nullopt;
            const Object& node = state.heap.get(entry.as_ref());
            auto key_slot = program_.resolve_field(node.cls, "key", "Ljava/lang/Object;");
            auto next_slot = program_.resolve_field(node.cls, "next", "Ljava/util/HashMap$Node;");
            if (!key_slot || !next_slot || key_slot->is_static || next_slot->is_static) return std::nullopt;
            const Value key = node.slots[key_slot->index];
            if (key.as_ref() == 0 || is_lazy_reference(key) || state.heap.get(key.as_ref()).kind != Object::Kind::String)
                return std::nullopt;
            const expr::Expr* same =
                TextAlgebra(ctx_).equals(*text, TextAlgebra::lift(state.heap.get(key.as_ref()).chars)).to_expr(ctx_);
            option = option == nullptr ? same : ctx_.binary(Kind::BoolOr, option, same);
            entry = node.slots[next_slot->index];
        }
        options[k] = option;
        any = true;
    }
    if (!any) return std::nullopt;
    return options;
}

void Interpreter::store_element(State& state, std::uint32_t address, Value index, Value value) {
    const RuntimeClass* cls = state.heap.get(address).cls;
    // bastore/castore/sastore truncate (JVMS); boolean arrays keep the low bit.
    value = narrow_to(ctx_, cls->element_type, value);
    if (state.heap.get(address).symbolic) {
        Object& array = state.heap.mutate(address);
        array.symbolic->elements = ctx_.store(array.symbolic->elements, index.to_expr(ctx_), value.to_expr(ctx_));
        return;
    }
    if (index.is_concrete()) {
        state.heap.mutate(address).slots[static_cast<std::size_t>(index.as_i32())] = value;
        return;
    }
    if (const std::optional<std::size_t> i = guided_index(state, address, index)) {
        state.heap.mutate(address).slots[*i] = value;
        return;
    }
    if (cls->element_kind == ValueKind::Ref) {
        // A reference goes to one slot: the path splits by slot (the index
        // is in bounds already), each alternative keeping the index symbolic.
        const std::size_t length = state.heap.get(address).slots.size();
        std::size_t i;
        const bool offset_split = length <= kOffsetIndexAlternatives && input_offset(index.expr());
        if (length > kMaxIndexAlternatives || !(splits_index(state) || offset_split)) {
            i = static_cast<std::size_t>(concrete_int(state, index));
        } else {
            std::vector<const expr::Expr*> options;
            for (std::size_t k = 0; k < length; ++k)
                options.push_back(ctx_.binary(Kind::Eq, index.expr(), ctx_.i32(static_cast<std::int32_t>(k))));
            i = choose(state, options);
        }
        state.heap.mutate(address).slots[i] = value;
        return;
    }
    Object& array = state.heap.mutate(address);
    for (std::size_t i = 0; i < array.slots.size(); ++i) {
        Value hit = expr::binary(ctx_, Kind::Eq, index, Value::i32(static_cast<std::int32_t>(i)));
        array.slots[i] = expr::ite(ctx_, hit, value, array.slots[i]);
    }
}

void Interpreter::throw_class_cast(State& state, const RuntimeClass* from, const RuntimeClass* to) {
    std::string f = from->java_name();
    std::string t = to->java_name();
    std::string fm = module_of(from);
    std::string tm = module_of(to);
    std::string where = fm == tm ? fmt::format("{} and {} are in {}", f, t, fm)
                                 : fmt::format("{} is in {}; {} is in {}", f, fm, t, tm);
    throw_new(state, "java/lang/ClassCastException",
              utf16(fmt::format("class {} cannot be cast to class {} ({})", f, t, where)));
}

// JDK code that reads a String's private fields gets what JDK 17 would hold
// there, derived from the engine's UTF-16 text: `value` as LATIN1 bytes
// (coder 0) when every char fits, else as UTF16 bytes in little-endian
// order (coder 1), and the `hash` cache. Strings are immutable, so a copy of
// the bytes is faithful; writing the hash cache is a no-op, writing
// anything else is not modelled.
void Interpreter::string_field(State& state, const ir::Instr& instr, std::uint32_t string) {
    const Frame& frame = state.frames.back();
    const ir::Member& member = frame.code->fn->members[instr.aux];
    const std::u16string text = state.heap.get(string).chars;
    const bool latin1 = std::all_of(text.begin(), text.end(), [](char16_t c) { return c <= 0xFF; });
    const auto hash = static_cast<std::uint32_t>(java_text::string_hash(text));
    if (instr.op == Op::PutField) {
        if (member.name == "hash" || member.name == "hashIsZero") return;
        unsupported("writing field java/lang/String." + member.name);
    }
    Value result;
    if (member.name == "coder") {
        result = Value::i32(latin1 ? 0 : 1);
    } else if (member.name == "hash") {
        result = Value::i32(static_cast<std::int32_t>(hash));
    } else if (member.name == "hashIsZero") {
        result = Value::i32(hash == 0 ? 1 : 0);
    } else if (member.name == "value") {
        std::uint32_t bytes = new_array(state, klass("[B"), static_cast<std::int32_t>(text.size() * (latin1 ? 1 : 2)));
        Object& array = state.heap.mutate(bytes);
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (latin1) {
                array.slots[i] = Value::i32(static_cast<std::int8_t>(text[i]));
            } else {
                array.slots[2 * i] = Value::i32(static_cast<std::int8_t>(text[i] & 0xFF));
                array.slots[2 * i + 1] = Value::i32(static_cast<std::int8_t>(text[i] >> 8));
            }
        }
        result = Value::ref(bytes);
    } else {
        unsupported("field java/lang/String." + member.name);
    }
    state.registers[state.frames.back().base + instr.dst] = result;
}

}  // namespace symcrete::engine::detail
