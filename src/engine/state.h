// One execution state: the call stack, the heap, static fields, the path
// condition and per-branch counters. States fork at symbolic branches; the
// path condition is a persistent list so a fork shares its prefix.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/heap.h"
#include "expr/evaluator.h"
#include "ir/ir.h"

namespace symcrete::engine {

struct Frame {
    const ir::Function* function = nullptr;
    ir::BlockId block = 0;
    std::uint32_t index = 0;         // next instruction within the block
    std::vector<Value> registers;
    ir::Reg result_register = ir::kNoReg;  // caller's register for our return value
    bool is_class_initializer = false;
};

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
    Heap heap;
    std::map<std::string, std::map<std::string, Value>> statics;  // class -> field -> value
    std::set<std::string> initialized;  // classes whose initialisation has started
    std::shared_ptr<const PathConditionNode> path_condition;
    std::size_t path_condition_size = 0;
    std::map<BranchKey, unsigned> branch_forks;  // symbolic forks taken per branch
    expr::Assignment model;   // satisfies the path condition (from the last solver call)
    std::uint32_t pending_exception = 0;  // a thrown object being dispatched
    std::set<Edge> covered;
    std::uint64_t steps = 0;
    std::map<std::string, std::uint32_t> interned;       // string literal -> its String object
    std::map<std::string, std::uint32_t> class_objects;  // class name -> its Class object
    // A forked state re-runs the instruction that forked it; these are the
    // choices that instruction must make, in order.
    std::vector<std::size_t> forced_choices;

    void add_constraint(const expr::Expr* conjunct);
    std::vector<const expr::Expr*> constraints() const;  // oldest first
};

}  // namespace symcrete::engine
