#include "engine/heap.h"

namespace symcrete::engine {

std::uint32_t Heap::allocate(Object object) {
    objects_.push_back(std::make_shared<Object>(std::move(object)));
    return static_cast<std::uint32_t>(objects_.size());
}

Object& Heap::mutate(std::uint32_t address) {
    std::shared_ptr<Object>& slot = objects_[address - 1];
    if (slot.use_count() > 1) slot = std::make_shared<Object>(*slot);
    return *slot;
}

}  // namespace symcrete::engine
