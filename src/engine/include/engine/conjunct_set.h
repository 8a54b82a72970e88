// The conjuncts of a path condition as a set, shared by the forks of a path
// (State::conjunct_set), so that a loop testing the same condition on every
// iteration adds it once.
//
// A fork used to copy the whole set when it first added a conjunct: on
// paths of hundreds of conjuncts that split every few of them
// (BinarySearchTree.insert) the copies were about 7% of the time. Here a
// fork that adds puts a layer of its own above the shared ones; the layers
// below are never changed, as other states read them. A lookup walks the
// layers, so past kMaxLayers they are merged into one: a copy every that
// many forks instead of every fork.
#pragma once

#include <cstddef>
#include <memory>
#include <unordered_set>

#include "expr/expr.h"

namespace symcrete::engine {

class ConjunctSet {
public:
    static constexpr std::size_t kMaxLayers = 16;

    bool contains(const expr::Expr* conjunct) const;
    // Adds `conjunct`: false, and nothing changes, when it is already in.
    bool insert(const expr::Expr* conjunct);
    std::size_t size() const { return top_ ? top_->size : 0; }
    std::size_t layers() const { return top_ ? top_->depth : 0; }

private:
    struct Layer {
        std::unordered_set<const expr::Expr*> own;
        std::shared_ptr<const Layer> below;
        std::size_t depth = 1;  // this layer and those below
        std::size_t size = 0;   // conjuncts in this layer and those below
    };
    // Only the state holding the sole reference changes its top layer.
    std::shared_ptr<Layer> top_;
};

}  // namespace symcrete::engine
