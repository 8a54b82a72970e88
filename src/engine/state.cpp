// The out-of-line parts of State (state.h): adding a conjunct to the shared
// path condition (true and duplicates are skipped through a copy-on-write set),
// reading it back oldest first, and copy-on-write access to static fields,
// copying a class's values only while another state shares them.
// PathConditionNode's destructor unlinks the list iteratively, so freeing a
// long path condition cannot overflow the stack.
#include "engine/state.h"

#include "ir/analysis.h"

#include "engine/target_guide.h"

#include <algorithm>

namespace symcrete::engine {

PathConditionNode::~PathConditionNode() {
    std::shared_ptr<const PathConditionNode> rest = std::move(next);
    // While nothing else shares the rest, take its tail before it goes, so
    // it is destroyed with an empty list behind it.
    while (rest != nullptr && rest.use_count() == 1) rest = std::move(rest->next);
}

// Whether the path is building the receiver or an input (a construction,
// its setup calls, a record input's constructor).
bool State::building_inputs() const {
    return std::any_of(frames.begin(), frames.end(), [](const Frame& frame) {
        return frame.kind == Frame::Kind::Construction || frame.kind == Frame::Kind::SetupCall ||
               frame.kind == Frame::Kind::InputConstruction;
    });
}

void State::add_constraint(const expr::Expr* conjunct) {
    if (conjunct->is_const() && conjunct->bits() == 1) return;  // true adds nothing
    if (!conjunct_set.insert(conjunct)) return;  // already required
    // The method's own: the application's code decided it, not the JDK's,
    // and not while building inputs.
    const bool of_method =
        !frames.empty() && !is_jdk_class(frames.back().code->method->owner) && !building_inputs();
    path_condition = std::make_shared<const PathConditionNode>(PathConditionNode{conjunct, path_condition, of_method});
    ++path_condition_size;
}

std::vector<bool> State::constraints_of_method() const {
    std::vector<bool> result(path_condition_size);
    std::size_t i = path_condition_size;
    for (const PathConditionNode* node = path_condition.get(); node != nullptr; node = node->next.get())
        result[--i] = node->of_method;
    return result;
}

std::vector<const expr::Expr*> State::constraints() const {
    const std::size_t n = path_condition_size;
    const bool covered = conjunct_array != nullptr && conjunct_array->nodes.size() >= n &&
                         (n == 0 || conjunct_array->nodes[n - 1] == path_condition.get());
    if (!covered) {
        // The nodes newer than the longest prefix the array shares with
        // this path, newest first.
        std::vector<const PathConditionNode*> newer;
        std::size_t common = n;
        for (const PathConditionNode* node = path_condition.get(); node != nullptr; node = node->next.get(), --common) {
            if (conjunct_array != nullptr && common - 1 < conjunct_array->nodes.size() &&
                conjunct_array->nodes[common - 1] == node)
                break;
            newer.push_back(node);
        }
        if (conjunct_array == nullptr || conjunct_array->nodes.size() != common) {
            // Another path's conjuncts follow the common prefix: a copy of the prefix of our own.
            auto own = std::make_shared<ConjunctArray>();
            if (conjunct_array != nullptr) {
                own->conjuncts.assign(conjunct_array->conjuncts.begin(), conjunct_array->conjuncts.begin() + static_cast<std::ptrdiff_t>(common));
                own->nodes.assign(conjunct_array->nodes.begin(), conjunct_array->nodes.begin() + static_cast<std::ptrdiff_t>(common));
            }
            conjunct_array = std::move(own);
        }
        for (auto it = newer.rbegin(); it != newer.rend(); ++it) {
            conjunct_array->conjuncts.push_back((*it)->conjunct);
            conjunct_array->nodes.push_back(*it);
        }
        conjunct_array->newest = path_condition;
    }
    return std::vector<const expr::Expr*>(conjunct_array->conjuncts.begin(),
                                          conjunct_array->conjuncts.begin() + static_cast<std::ptrdiff_t>(n));
}

void State::count_block_visit(const Frame& frame, ir::BlockId block) {
    if (!block_visits)
        block_visits = std::make_shared<std::map<std::pair<const ir::Function*, ir::BlockId>, std::uint32_t>>();
    else if (block_visits.use_count() > 1)  // a fork's: copied on its first count
        block_visits = std::make_shared<std::map<std::pair<const ir::Function*, ir::BlockId>, std::uint32_t>>(*block_visits);
    const auto key = std::make_pair(frame.code->fn, block);
    if (++(*block_visits)[key] > block_bound && !over_block_bound) over_block_bound = key;
}

void State::count_loop_iteration(Frame& frame, ir::BlockId block) {
    const ir::Analyses& analyses = frame.code->fn->analyses();
    const int innermost = analyses.innermost_loop(block);
    // Leave the loops the block is not in: every loop on the stack that is
    // not `innermost` or one enclosing it.
    auto encloses = [&](int loop) {
        for (int at = innermost; at != -1; at = analyses.loops()[static_cast<std::size_t>(at)].parent)
            if (at == loop) return true;
        return false;
    };
    while (!frame.loops.empty() && !encloses(frame.loops.back().loop)) frame.loops.pop_back();
    if (innermost == -1 || analyses.loops()[static_cast<std::size_t>(innermost)].header != block) return;
    // The header: entered from outside (a new run of the loop) or by a back
    // edge (the loop's blocks are dominated by its header, so an edge into
    // it from inside is one).
    if (frame.loops.empty() || frame.loops.back().loop != innermost) {
        frame.loops.push_back(Frame::LoopIterations{innermost, 0});
        return;
    }
    if (++frame.loops.back().back_edges > loop_bound && !over_loop_bound) over_loop_bound = std::make_pair(frame.code->fn, block);
}

void State::set_init_status(std::uint32_t class_id, InitStatus status) {
    if (class_id >= init.size()) init.resize(class_id + 1, InitStatus::NotStarted);
    init[class_id] = status;
    // Only initialisations under way have a thread running them.
    if (status != InitStatus::InProgress && !threads.initializing.empty()) threads.initializing.erase(class_id);
}

Value& State::static_slot(std::uint32_t class_id, std::uint32_t slot) {
    // The table first: while another state shares it, each class's values
    // are shared too, whatever their own use count says.
    std::shared_ptr<std::vector<Value>>& values = statics.mutate()[class_id];
    if (values.use_count() > 1) values = std::make_shared<std::vector<Value>>(*values);
    return (*values)[slot];
}

void State::note_target_block(const Frame& frame, ir::BlockId block) {
    const std::size_t depth = static_cast<std::size_t>(&frame - frames.data()) + 1;
    confirm_target_in(depth);  // the target's block left by a normal edge
    if (reached_target || !target->is_target(frame.code->fn, block)) return;
    target_pending = static_cast<std::uint32_t>(depth);
    auto chain = std::make_shared<std::vector<std::string>>();
    for (const Frame& f : frames) {
        const ir::Function& fn = *f.code->fn;
        std::uint32_t line = 0;
        const ir::BlockId at = &f == &frame ? block : f.block;
        if (&f == &frame) {
            line = target->target_line(&fn, block);
        } else if (at < fn.blocks.size() && !fn.blocks[at].instrs.empty()) {
            const auto& instrs = fn.blocks[at].instrs;
            line = instrs[std::min<std::size_t>(f.index, instrs.size() - 1)].line;
        }
        std::string name = fn.class_name;
        std::replace(name.begin(), name.end(), '/', '.');
        chain->push_back(line != 0 ? name + "." + fn.name + " line " + std::to_string(line) : name + "." + fn.name);
    }
    target_chain = std::move(chain);
}

}  // namespace symcrete::engine
