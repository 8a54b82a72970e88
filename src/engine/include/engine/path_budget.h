// The path budget of seed 000 (Baartman's budgeted compositional symbolic
// execution), beside the work budget: a path may go as deep into calls and
// decide as many input constructors as its budget pays for.
//
// Accounting, as built (cumulative along a path, as the seed's composed
// summaries are checked against the budget):
// - The entry call is not charged, nor a receiver's construction and setup
//   calls (the path's bottom frames).
// - Every other call of one of the program's own methods adds the callee's
//   call cost to what the path has spent; calls one after the other add up.
// - Not charged (cost 0): the JDK's methods and the Scala and Kotlin
//   runtimes' (scala/, kotlin/), constructors and class
//   initialisers, compiler-made methods (synthetic, bridge), the members of
//   data classes and of Scala companions (accessors, apply, unapply,
//   equals: a pattern match, not a call, in the source), and a Scala
//   object's static forwarder calling its instance's method.
// - Deciding an input's class (lazy initialisation choosing AddC for an
//   ExprC: a case class match or an instanceof that went that way) adds
//   that class's match cost. A data class input's components are decided
//   where the program first reads them, so each node of an expression tree
//   is charged once, when the path first looks at it.
// - A path that would spend more than the budget ends there
//   (PathEnd::DepthExceeded, its detail naming the path budget): it is not
//   a test, and the exploration reports the cut.
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace symcrete::engine {

struct PathBudget {
    std::uint32_t budget = 0;
    std::uint32_t call_cost = 1;  // every charged call but those below
    // By method name ("find") or Class.method in Java's notation with the
    // simple class name ("Interp.find").
    std::map<std::string, std::uint32_t> method_costs;
    // By class: simple name ("AddC") or binary name ("interp.AddC").
    std::map<std::string, std::uint32_t> match_costs;
};

}  // namespace symcrete::engine
