// Interval reasoning for floating-point queries, and for integral ones with
// a product or quotient of two inputs (a bound of (long) a * b). Every node of the query
// gets an enclosure of the values it can take (an interval, and whether a
// float may be NaN), computed from its operands with Java's round-to-nearest
// arithmetic (which is monotone, so an interval's ends map to the result's
// ends) and narrowed by the comparisons the query asserts of it. A conjunct
// that no value in the enclosures can make true answers Unsat; anything else
// goes on to the next layer. Z3 bit-blasts a double product or quotient into
// a SAT problem it often cannot finish; bounds such as "x and y in
// [-100, 100), so x * y <= 10000" follow here at once.
#pragma once

#include <memory>

#include "solver/solver.h"

namespace symcrete::solver {

std::unique_ptr<Solver> make_interval_layer(std::unique_ptr<Solver> next);

}  // namespace symcrete::solver
