// What forking an execution state costs as its heap grows: the interpreter
// forks with `State fork = state;` (interpreter.cpp, Interpreter::choose), so
// this times exactly that copy, and then what the fork pays on its first
// write to an existing object, on its first allocation and when it is
// destroyed. The other members are filled to sizes seen in exploration (a few
// hundred covered edges, a model of a few hundred inputs ...), so the heap's
// share can be read against everything else a fork copies.
//
// Usage: fork_cost [--reps R] [--objects N]...   one line per heap size:
//            objects, then median nanoseconds per fork, first write, first
//            allocation, destruction and per read (Heap::get) of a random
//            object (tab-separated)
//        fork_cost [--reps R] --members N        median nanoseconds to copy
//            each State member alone, heap of N objects (member, ns)
// bench/fork_cost.sh runs it and prints tables.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "engine/state.h"
#include "expr/expr.h"

namespace {

using namespace symcrete;
using engine::Object;
using engine::State;
using expr::Value;
using Clock = std::chrono::steady_clock;

// Sizes of the members other than the heap. Covered edges and the model are
// the sizes the task names ("a few hundred", "some hundred"); the rest are of
// the order a state reaches once the JDK classes it needs are initialised.
constexpr int kFrames = 8;
constexpr int kRegisters = 160;
constexpr std::uint32_t kClasses = 600;       // class ids known to the Program
constexpr std::uint32_t kClassesWithStatics = 200;
constexpr int kLiterals = 150;
constexpr int kInterned = 10;
constexpr int kOutBytes = 2000;
constexpr int kConjuncts = 40;
constexpr int kBranchSites = 40;
constexpr int kModelEntries = 200;
constexpr int kCoveredEdges = 300;

engine::RuntimeClass& instance_class() {
    static engine::RuntimeClass cls = [] {
        engine::RuntimeClass c;
        c.name = "bench/Node";
        return c;
    }();
    return cls;
}

// A small instance: four fields, as a typical node or record.
Object small_object(std::int32_t seed) {
    Object object;
    object.kind = Object::Kind::Instance;
    object.cls = &instance_class();
    object.slots = {Value::i32(seed), Value::i32(seed + 1), Value::ref(0), Value::i64(seed)};
    return object;
}

// Deterministic, spread over the heap (so writes land in every part of it).
std::uint32_t pick(std::uint64_t& rng, std::size_t objects) {
    rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::uint32_t>((rng >> 33) % objects) + 1;
}

State make_state(expr::ExprContext& ctx, std::size_t objects) {
    static const int literal_keys[kLiterals] = {};
    State state;
    state.frames.resize(kFrames);
    state.registers.assign(kRegisters, Value::i32(7));
    for (std::size_t i = 0; i < objects; ++i) state.heap.allocate(small_object(static_cast<std::int32_t>(i)));
    state.statics.resize(kClasses);
    for (std::uint32_t id = 0; id < kClassesWithStatics; ++id)
        state.statics[id * (kClasses / kClassesWithStatics)] =
            std::make_shared<std::vector<Value>>(4, Value::i32(static_cast<std::int32_t>(id)));
    for (std::uint32_t id = 0; id < kClasses; ++id) state.set_init_status(id, engine::InitStatus::Done);
    state.mirrors.assign(kClasses + 16, 0);
    for (int i = 0; i < kLiterals; ++i) state.literals.emplace(&literal_keys[i], static_cast<std::uint32_t>(i + 1));
    for (int i = 0; i < kInterned; ++i)
        state.interned.emplace(u"interned string " + std::u16string(1, static_cast<char16_t>(u'a' + i)),
                               static_cast<std::uint32_t>(i + 1));
    state.out.assign(kOutBytes, 'x');
    for (int i = 0; i < kConjuncts; ++i) state.add_constraint(ctx.var(expr::Sort::Bool, "c" + std::to_string(i)));
    for (int i = 0; i < kBranchSites; ++i) state.branch_forks[engine::BranchKey{nullptr, static_cast<ir::BlockId>(i)}] = 1;
    expr::Assignment model;
    for (int i = 0; i < kModelEntries; ++i) model.set_id(static_cast<std::uint64_t>(i), static_cast<std::uint64_t>(i) * 31);
    state.model = std::move(model);
    // Edges name their method by name and descriptor, as Interpreter::jump does.
    for (int i = 0; i < kCoveredEdges; ++i)
        state.covered.insert(engine::Edge{"method" + std::to_string(i % 30) + "(ILjava/lang/String;)Z",
                                          static_cast<ir::BlockId>(i), static_cast<ir::BlockId>(i + 1)});
    state.forced_choices = {0, 1};
    return state;
}

double ns_since(Clock::time_point start, std::size_t operations) {
    return std::chrono::duration<double, std::nano>(Clock::now() - start).count() / static_cast<double>(operations);
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// Forks per batch: enough that a batch takes about a millisecond (so the
// clock's own cost does not count), at most 1,000.
std::size_t batch_size(const State& state) {
    std::size_t batch = 1;
    while (batch < 1000) {
        std::vector<State> forks;
        forks.reserve(batch);
        auto start = Clock::now();
        for (std::size_t i = 0; i < batch; ++i) forks.push_back(state);
        if (ns_since(start, 1) >= 1e6) break;
        batch *= 2;
    }
    return std::min<std::size_t>(batch, 1000);
}

void measure_forks(expr::ExprContext& ctx, std::size_t objects, int reps) {
    State state = make_state(ctx, objects);
    const std::size_t batch = batch_size(state);
    std::vector<double> read, fork, write, allocate, destroy;
    std::uint64_t rng = 1;
    std::int64_t sum = 0;  // printed, so the reads are not optimised away
    for (int rep = 0; rep < reps; ++rep) {
        // What the representation costs everything else: reading objects.
        if (objects > 0) {
            constexpr std::size_t kReads = 4096;
            auto start = Clock::now();
            for (std::size_t i = 0; i < kReads; ++i) sum += state.heap.get(pick(rng, objects)).slots[0].as_i32();
            read.push_back(ns_since(start, kReads));
        }

        std::vector<State> forks;
        forks.reserve(batch);
        auto start = Clock::now();
        for (std::size_t i = 0; i < batch; ++i) forks.push_back(state);
        fork.push_back(ns_since(start, batch));

        if (objects > 0) {
            start = Clock::now();
            for (State& f : forks) f.heap.mutate(pick(rng, objects)).slots[0] = Value::i32(rep);
            write.push_back(ns_since(start, batch));
        }

        start = Clock::now();
        for (State& f : forks) f.heap.allocate(small_object(rep));
        allocate.push_back(ns_since(start, batch));

        start = Clock::now();
        forks.clear();
        destroy.push_back(ns_since(start, batch));
    }
    // The parent must not have seen any fork's writes.
    for (std::size_t a = 1; a <= objects; ++a)
        if (state.heap.get(static_cast<std::uint32_t>(a)).slots[0].as_i32() != static_cast<std::int32_t>(a - 1)) {
            std::fprintf(stderr, "fork_cost: a fork's write reached its parent (object %zu)\n", a);
            std::exit(1);
        }
    if (state.heap.size() != objects) {
        std::fprintf(stderr, "fork_cost: a fork's allocation reached its parent\n");
        std::exit(1);
    }
    // An empty heap has nothing to read or write.
    char first_write[32] = "-", get[32] = "-";
    if (objects > 0) {
        std::snprintf(first_write, sizeof first_write, "%.1f", median(write));
        std::snprintf(get, sizeof get, "%.1f", median(read));
    }
    std::printf("%zu\t%.1f\t%s\t%.1f\t%.1f\t%s\n", objects, median(fork), first_write, median(allocate),
                median(destroy), get);
    if (sum == 42) std::fprintf(stderr, " ");
}

// Copies one member `batch` times per repetition; prints the median per copy.
template <typename Member>
void time_member(const char* name, const Member& member, int reps) {
    std::size_t batch = 1;
    for (; batch < 1000; batch *= 2) {
        std::vector<Member> copies;
        copies.reserve(batch);
        auto start = Clock::now();
        for (std::size_t i = 0; i < batch; ++i) copies.push_back(member);
        if (ns_since(start, 1) >= 1e6) break;
    }
    std::vector<double> per_copy;
    for (int rep = 0; rep < reps; ++rep) {
        std::vector<Member> copies;
        copies.reserve(batch);
        auto start = Clock::now();
        for (std::size_t i = 0; i < batch; ++i) copies.push_back(member);
        per_copy.push_back(ns_since(start, batch));
    }
    std::printf("%s\t%.1f\n", name, median(per_copy));
}

void measure_members(expr::ExprContext& ctx, std::size_t objects, int reps) {
    State state = make_state(ctx, objects);
    time_member("whole State", state, reps);
    time_member("frames", state.frames, reps);
    time_member("registers", state.registers, reps);
    time_member("heap", state.heap, reps);
    time_member("statics", state.statics, reps);
    time_member("init", state.init, reps);
    time_member("mirrors", state.mirrors, reps);
    time_member("literals", state.literals, reps);
    time_member("interned", state.interned, reps);
    time_member("out", state.out, reps);
    time_member("path_condition", state.path_condition, reps);
    time_member("conjunct_set", state.conjunct_set, reps);
    time_member("branch_forks", state.branch_forks, reps);
    time_member("model", state.model, reps);
    time_member("covered", state.covered, reps);
    time_member("forced_choices", state.forced_choices, reps);
}

}  // namespace

int main(int argc, char** argv) {
    int reps = 31;
    std::vector<std::size_t> sizes;
    long members = -1;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "--reps" && i + 1 < argc) {
            reps = std::atoi(argv[++i]);
        } else if (arg == "--objects" && i + 1 < argc) {
            sizes.push_back(static_cast<std::size_t>(std::atol(argv[++i])));
        } else if (arg == "--members" && i + 1 < argc) {
            members = std::atol(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: fork_cost [--reps R] [--objects N]... | [--reps R] --members N\n");
            return 2;
        }
    }
    if (reps < 1) reps = 1;
    expr::ExprContext ctx;
    if (members >= 0) {
        measure_members(ctx, static_cast<std::size_t>(members), reps);
        return 0;
    }
    if (sizes.empty()) sizes = {0, 100, 1000, 10000, 100000};
    for (std::size_t objects : sizes) measure_forks(ctx, objects, reps);
    return 0;
}
