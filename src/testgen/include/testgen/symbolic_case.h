// PET's view of a test case (seed 002, `gen --symbolic`): what a person can
// read before any concrete value is chosen. The inputs as a constraint, the
// output as an expression over them, whether the path throws, and the input
// and output heaps as small graphs whose field values are expressions too.
// All text is Java: the constraint reads as the test's path-condition
// comment does, values as `this.head.value + 1`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace symcrete::testgen {

// A heap drawn as boxes (objects) with rows (fields), and arrows from
// reference rows (and from the roots: this, the parameters, the result).
struct HeapGraph {
    struct Row {
        std::string name;   // "value", "[2]", or a root's name
        std::string value;  // the value's text: "this.size + 1", "null", "?" (never looked at), "" for an arrow
        std::optional<std::size_t> target = {};  // a reference: the node it points to
        friend bool operator==(const Row&, const Row&) = default;
    };
    struct Node {
        std::string label;  // the class's simple name, a String's literal: `String "ab"`
        std::vector<Row> rows;
        friend bool operator==(const Node&, const Node&) = default;
    };
    std::vector<Row> roots;
    std::vector<Node> nodes;
    bool truncated = false;  // more objects than a drawing shows
    friend bool operator==(const HeapGraph&, const HeapGraph&) = default;
};

struct SymbolicCase {
    std::string constraint;  // the path condition over the inputs ("true" when none)
    // What the method returns, as an expression of the inputs ("void" for a
    // void method); an object result is the graph's root "result".
    std::string output;
    bool exception = false;
    std::string exception_class = {};  // Java name, when `exception`
    HeapGraph input_heap;
    HeapGraph output_heap;
    friend bool operator==(const SymbolicCase&, const SymbolicCase&) = default;
};

// A TestCase's symbolic view, when asked for (GenerateOptions::symbolic).
// A description of the path, not part of what the test does: tests are
// equal whatever their views, as whatever their costs.
struct SymbolicView {
    std::optional<SymbolicCase> shown;
    friend bool operator==(const SymbolicView&, const SymbolicView&) { return true; }
};

}  // namespace symcrete::testgen
