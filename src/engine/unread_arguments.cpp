// Arguments a path never read. A path starts by choosing its method's
// reference arguments (null, a fresh object, an alias, each subclass...):
// it takes the first alternative of each choice and forks the others, all
// before the method runs. When the method returns early on one argument,
// another (never read) still multiplies the paths by its alternatives, each
// repeating the same behaviour with an input nothing looks at: a method
// `go(String key, Product p, int n)` that returns at once when `key` is
// null would otherwise explore every kind of Product there, and again for
// every choice below it.
//
// So each choice is a point (State::ArgumentPoint) whose first alternative
// has a subtree: the path that took it and every state forked below it,
// later arguments' alternatives included. When the whole subtree has
// finished and no path in it read the argument, the point's other
// alternatives are dropped when they come up. "Read" is over-approximated,
// soundly: a path reads an argument when its method's frame entered a
// block with an instruction that uses the parameter's register (a call
// that passes it on, a null check, a field access, a return...). A fork
// whose subtree is still running when it comes up simply runs.
#include "interpreter.h"

#include <bit>

namespace symcrete::engine::detail {

namespace {

// Bit i of the result: the block reads the register of parameter i (the
// first 64 parameters; later ones count as read wherever they are).
std::vector<std::uint64_t> parameter_reads_by_block(const ir::Function& fn) {
    std::vector<std::uint64_t> reads(fn.blocks.size(), 0);
    for (const ir::Block& block : fn.blocks) {
        std::uint64_t& mask = reads[block.id];
        for (const ir::Instr& instr : block.instrs) {
            ir::for_each_use(fn, instr, [&](ir::Reg reg) {
                for (std::size_t i = 0; i < fn.params.size() && i < 64; ++i)
                    if (fn.params[i] == reg) mask |= std::uint64_t{1} << i;
            });
        }
    }
    return reads;
}

}  // namespace

void Interpreter::start_argument_choices(State& state) {
    state.run_serial = ++run_serials_;
    state.entry_blocks.clear();
    state.entry_function = nullptr;
}

void Interpreter::open_argument_point(State& state, std::uint32_t argument) {
    const State::ArgumentPoint point{state.run_serial, argument};
    state.first_alternative_of.push_back(point);
    ++argument_points_[point].live;
}

void Interpreter::mark_entry_frame(State& state) {
    Frame& frame = state.frames.back();
    frame.entry = true;
    // Pushed from the bottom of the stack, so not measured yet: its cost
    // starts here, in the block it is in (it has run nothing).
    frame.measured = true;
    frame.costed = frame.code->application;
    if (frame.costed) state.cost.instructions += frame.code->fn->blocks[frame.block].bytecodes;
    state.entry_function = frame.code->fn;
    state.entry_blocks.clear();
    state.mark_entry_block(frame.block);
}

void Interpreter::count_fork(const State& fork) {
    for (const State::ArgumentPoint& point : fork.first_alternative_of) ++argument_points_[point].live;
}

std::uint64_t Interpreter::arguments_read(const State& state) {
    if (state.entry_function == nullptr) return 0;  // the method never started
    auto [cached, fresh] = parameter_reads_.try_emplace(state.entry_function);
    if (fresh) cached->second = parameter_reads_by_block(*state.entry_function);
    const std::vector<std::uint64_t>& by_block = cached->second;
    std::uint64_t read = 0;
    for (std::size_t word = 0; word < state.entry_blocks.size(); ++word) {
        for (std::uint64_t bits = state.entry_blocks[word]; bits != 0; bits &= bits - 1) {
            const std::size_t block = word * 64 + static_cast<std::size_t>(std::countr_zero(bits));
            if (block < by_block.size()) read |= by_block[block];
        }
    }
    return read;
}

void Interpreter::close_argument_points(const State& state) {
    if (state.first_alternative_of.empty()) return;
    const std::uint64_t read = arguments_read(state);
    for (const State::ArgumentPoint& point : state.first_alternative_of) {
        ArgumentPointStatus& status = argument_points_[point];
        --status.live;
        if (point.argument >= 64 || (read >> point.argument & 1) != 0) status.read = true;
    }
}

bool Interpreter::drop_unread_alternative(const State& state) {
    if (!state.other_alternative_of) return false;
    auto point = argument_points_.find(*state.other_alternative_of);
    if (point == argument_points_.end() || point->second.live != 0 || point->second.read) return false;
    // Its subtree would be the first alternative's again: those paths read
    // nothing the dropped ones would not.
    for (const State::ArgumentPoint& above : state.first_alternative_of) --argument_points_[above].live;
    return true;
}

}  // namespace symcrete::engine::detail
