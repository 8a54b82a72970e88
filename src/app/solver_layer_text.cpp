#include "solver_layer_text.h"

#include <chrono>
#include <iterator>

#include <fmt/format.h>

namespace symcrete::app {

std::string solver_layer_text(const std::vector<solver::LayerStats>& layers) {
    std::string out;
    auto line = std::back_inserter(out);
    for (const solver::LayerStats& layer : layers) {
        fmt::format_to(line,
                       "stats: solver layer {}: {} queries, {} answered here, {} work units, {:.3f} s ({:.3f} s of "
                       "CPU) with the layers below{}{}\n",
                       layer.layer, layer.stats.queries, layer.answered, layer.stats.work,
                       std::chrono::duration<double>(layer.stats.time).count(),
                       std::chrono::duration<double>(layer.stats.cpu_time).count(), layer.detail.empty() ? "" : "; ",
                       layer.detail);
    }
    return out;
}

}  // namespace symcrete::app
