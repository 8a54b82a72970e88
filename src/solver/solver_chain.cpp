// Builds the chain bottom-up: each layer wraps the ones below it.
#include "solver/solver_chain.h"

#include <utility>

#include "concolic_walk.h"
#include "cvc5_solver.h"
#include "independence.h"
#include "interval_layer.h"
#include "query_cache.h"
#include "range_solver.h"
#include "z3_integer.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_solver_chain(const ChainOptions& options) {
    std::unique_ptr<Solver> chain = options.bit_vectors ? make_z3_solver(options.opaque_calls, options.core_first) : nullptr;
    if (options.cvc5) chain = make_cvc5_layer(std::move(chain));
    if (options.walk) chain = make_concolic_walk(std::move(chain));
    if (options.integers) chain = make_z3_integer_layer(std::move(chain), options.abstract_nonlinear);
    if (options.intervals) chain = make_interval_layer(std::move(chain));
    if (options.ranges) chain = make_range_layer(std::move(chain));
    if (options.cache) chain = make_query_cache(std::move(chain));
    if (options.independence) chain = make_independence_layer(std::move(chain));
    return chain != nullptr ? std::move(chain) : make_z3_solver(options.opaque_calls, options.core_first);
}

std::optional<ChainOptions> parse_chain_layers(std::string_view list, std::string* error) {
    ChainOptions options{false, false, false, false, false, false, false, true};
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        const std::string_view name = list.substr(0, comma);
        if (name == "independence")
            options.independence = true;
        else if (name == "cache")
            options.cache = true;
        else if (name == "ranges")
            options.ranges = true;
        else if (name == "intervals")
            options.intervals = true;
        else if (name == "integers")
            options.integers = true;
        else if (name == "walk")
            options.walk = true;
        else if (name == "cvc5")
            options.cvc5 = true;
        else if (name != "z3") {
            if (error != nullptr)
                *error = "unknown solver layer '" + std::string(name) + "' (expected independence, cache, ranges, intervals, integers, walk, cvc5 or z3)";
            return std::nullopt;
        }
        list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
    }
    return options;
}

std::string describe(const ChainOptions& options) {
    std::string out;
    if (options.independence) out += "independence,";
    if (options.cache) out += "cache,";
    if (options.ranges) out += "ranges,";
    if (options.intervals) out += "intervals,";
    if (options.integers) out += "integers,";
    if (options.walk) out += "walk,";
    if (options.cvc5) out += "cvc5,";
    return out + "z3";
}

}  // namespace symcrete::solver
