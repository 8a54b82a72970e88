// The solver the engine uses: layers that answer what they can cheaply,
// in front of Z3 (design.md, decision 7):
//   independence -> cache -> ranges -> z3 over integers -> concolic walk
//   -> cvc5 over bit-vectors -> z3 over bit-vectors
// Each layer can be switched off to measure what it is worth
// (docs/benchmarks.md); the answers are the same either way, only the cost
// and which of several models is found differ.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "solver/solver.h"

namespace symcrete::solver {

struct ChainOptions {
    bool independence = true;  // independence.h
    bool cache = true;         // query_cache.h
    bool ranges = true;        // range_solver.h
    bool intervals = true;     // interval_layer.h
    bool integers = true;      // z3_integer.h
    bool walk = true;          // concolic_walk.h
    bool cvc5 = true;          // cvc5_solver.h
    // Z3 over bit-vectors, the last layer. Without it, what the layers above
    // leave open is Unknown: a chain of cheap layers only, for queries that
    // are worth little time (mutation analysis's candidate tests).
    bool bit_vectors = true;
    // Z3 reasons about opaque calls (make_z3_solver): verdicts' chains.
    bool opaque_calls = false;
    // Z3's SMT core first for bit-vector queries (make_z3_solver's core_first).
    bool core_first = false;
    // The integer layer bounds products and quotients of two inputs by
    // linear facts (z3_integer.h): verdicts' chains, where an Unsat proof
    // is worth an extra query; tests want a model, which bit-vectors give.
    bool abstract_nonlinear = false;
};

std::unique_ptr<Solver> make_solver_chain(const ChainOptions& options = {});

// The layers named in a comma-separated list ("independence,cache"; "z3"
// alone is the bare backend): the options, or an error naming the unknown
// layer.
std::optional<ChainOptions> parse_chain_layers(std::string_view list, std::string* error);

// "independence,cache,ranges,intervals,integers,walk,cvc5,z3": the layers of `options`, top first.
std::string describe(const ChainOptions& options);

}  // namespace symcrete::solver
