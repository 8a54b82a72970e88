// A path's conjuncts as layers shared by its forks (engine/conjunct_set.h).
#include "engine/conjunct_set.h"

namespace symcrete::engine {

bool ConjunctSet::contains(const expr::Expr* conjunct) const {
    for (const Layer* layer = top_.get(); layer != nullptr; layer = layer->below.get())
        if (layer->own.count(conjunct) != 0) return true;
    return false;
}

bool ConjunctSet::insert(const expr::Expr* conjunct) {
    if (contains(conjunct)) return false;
    if (!top_ || top_.use_count() > 1) {
        // Shared with a fork (or nothing yet): a layer of this state's own.
        auto layer = std::make_shared<Layer>();
        if (top_ && top_->depth >= kMaxLayers) {
            layer->own.reserve(top_->size + 1);
            for (const Layer* l = top_.get(); l != nullptr; l = l->below.get())
                layer->own.insert(l->own.begin(), l->own.end());
        } else if (top_) {
            layer->below = top_;
            layer->depth = top_->depth + 1;
        }
        layer->size = top_ ? top_->size : 0;
        top_ = std::move(layer);
    }
    top_->own.insert(conjunct);
    ++top_->size;
    return true;
}

}  // namespace symcrete::engine
