// `gen --shard i/n`: which of a run's classes one shard explores.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "class_selection.h"

namespace symcrete::app {

// --shard i/n: 1 <= index <= count.
struct Shard {
    std::size_t index = 1;
    std::size_t count = 1;
};
std::optional<Shard> parse_shard(const std::string& text);

// Keeps every n-th class, starting at the i-th (and the same of the classes
// left out), so n shards split a run's classes evenly and each class lands
// in exactly one.
void keep_shard(ClassSelection& selection, Shard shard);

}  // namespace symcrete::app
