// `gen --shard i/n` (shards.h).
#include "shards.h"

#include <charconv>
#include <type_traits>
#include <utility>

namespace symcrete::app {

std::optional<Shard> parse_shard(const std::string& text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    Shard shard;
    const char* begin = text.data();
    const char* end = begin + text.size();
    auto [index_end, index_error] = std::from_chars(begin, begin + slash, shard.index);
    auto [count_end, count_error] = std::from_chars(begin + slash + 1, end, shard.count);
    if (index_error != std::errc() || index_end != begin + slash || count_error != std::errc() || count_end != end ||
        shard.index == 0 || shard.index > shard.count)
        return std::nullopt;
    return shard;
}

void keep_shard(ClassSelection& selection, Shard shard) {
    auto keep = [&](auto& items) {
        std::remove_reference_t<decltype(items)> kept;
        for (std::size_t k = shard.index - 1; k < items.size(); k += shard.count) kept.push_back(std::move(items[k]));
        items = std::move(kept);
    };
    keep(selection.classes);
    keep(selection.left_out);
}

}  // namespace symcrete::app
