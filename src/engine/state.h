// One execution state: the call stack, the heap, static fields, class
// initialisation status, captured output, the path condition and per-branch
// counters. States fork at symbolic branches; the path condition is a
// persistent list and the heap and statics are copy-on-write, so a fork
// shares what neither side has changed.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/heap.h"
#include "engine/inputs.h"
#include "expr/evaluator.h"
#include "ir/ir.h"

namespace symcrete::engine {

class HostSystem;  // host_system.h

struct Frame {
    enum class Kind : std::uint8_t {
        Call,       // an ordinary call: the caller continues after it returns
        ClassInit,  // a <clinit>: the instruction that triggered it runs again
        HostCall,   // called from C++ (an intrinsic): the result goes back there
        // The bottom frame of a construction-first path (Engine::begin with a
        // construction): the constructor or factory making the receiver; when
        // it returns, the method under test is called on what it made.
        Construction,
    };
    const Code* code = nullptr;
    ir::BlockId block = 0;
    std::uint32_t index = 0;         // next instruction within the block
    std::uint32_t base = 0;          // first register in State::registers
    ir::Reg result_register = ir::kNoReg;  // caller's register for our return value
    Kind kind = Kind::Call;
    std::uint32_t class_id = 0;      // ClassInit: the class being initialised
    std::uint32_t constructed = 0;   // Construction of an <init>: the new object
};

enum class InitStatus : std::uint8_t { NotStarted, InProgress, Done, Failed };

// A singly linked, shared list of conjuncts, newest first.
struct PathConditionNode {
    const expr::Expr* conjunct = nullptr;
    std::shared_ptr<const PathConditionNode> next;
};

struct BranchKey {
    const ir::Function* function;
    ir::BlockId block;
    friend auto operator<=>(const BranchKey&, const BranchKey&) = default;
};

// A covered branch edge of the class under test: (method, from block, successor).
struct Edge {
    std::string method;  // name + descriptor
    ir::BlockId from = 0;
    ir::BlockId to = 0;
    friend auto operator<=>(const Edge&, const Edge&) = default;
};

struct State {
    std::vector<Frame> frames;
    std::vector<Value> registers;  // every frame's registers, the newest frame's last
    Heap heap;
    std::vector<std::shared_ptr<std::vector<Value>>> statics;  // by class id; copy-on-write
    std::vector<InitStatus> init;                              // by class id
    std::vector<std::uint32_t> mirrors;                        // java.lang.Class objects by class id
    std::unordered_map<const void*, std::uint32_t> literals;   // ldc String constant -> its object
    std::map<std::u16string, std::uint32_t> interned;          // String.intern()
    std::string out, err;  // what System.out and System.err printed (captured: `system` is null)
    // The streams behind System.out and System.err ([0] and [1]): bytes
    // write(int) left in their BufferedOutputStream (128 bytes, flushed by
    // '\n', by any print and by flush(); lost at exit, as on HotSpot), and
    // whether the program closed them or a write failed (checkError()).
    struct Console {
        std::string buffered;
        bool closed = false;
        bool error = false;
    };
    Console console[2];
    // A run of a program: the process's real descriptors, environment and
    // working directory (host_system.h). Null in exploration and replays.
    HostSystem* system = nullptr;
    std::uint32_t thread = 0;  // the one java.lang.Thread, made on first use

    std::shared_ptr<const PathConditionNode> path_condition;
    std::size_t path_condition_size = 0;
    // The conjuncts already in path_condition (hash-consed, so pointers
    // compare structurally), so a loop that tests the same condition on every
    // iteration adds it once. Copy-on-write: a fork copies it when it adds.
    std::shared_ptr<std::unordered_set<const expr::Expr*>> conjunct_set;
    std::map<BranchKey, unsigned> branch_forks;  // symbolic forks taken per branch
    expr::Assignment model;   // satisfies the path condition (from the last solver call)
    std::uint32_t pending_exception = 0;  // a thrown object being dispatched
    std::set<Edge> covered;
    std::uint64_t steps = 0;
    // A forked state re-runs the instruction that forked it; these are the
    // choices that instruction must make, in order.
    std::vector<std::size_t> forced_choices;
    std::uint32_t vm_out_of_memory_errors = 0;  // OutOfMemoryErrors the JVM threw (Interpreter::vm_out_of_memory)
    // A Math method HotSpot computes with its own stubs (sin, cos, tan, exp,
    // log, log10, pow) returned a value that may differ from HotSpot's in the
    // last place (java_math.h), or StrictMath ran without the JDK's fdlibm.
    bool inexact_math = false;
    // The inputs the path has looked at (inputs.h); shared with forks until
    // one of them changes it.
    std::shared_ptr<InputGraph> inputs;

    void add_constraint(const expr::Expr* conjunct);
    std::vector<const expr::Expr*> constraints() const;  // oldest first

    InitStatus init_status(std::uint32_t class_id) const {
        return class_id < init.size() ? init[class_id] : InitStatus::NotStarted;
    }
    void set_init_status(std::uint32_t class_id, InitStatus status);
    const Value& static_value(std::uint32_t class_id, std::uint32_t slot) const { return (*statics[class_id])[slot]; }
    Value& static_slot(std::uint32_t class_id, std::uint32_t slot);  // copies the class's statics if shared
};

}  // namespace symcrete::engine
