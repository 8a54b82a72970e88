// A path's heap as PET draws a symbolic test case (seed 002, `gen
// --symbolic`): the objects reachable from the method's reference inputs
// (and its result), each with its fields' values as the path left them:
// concrete, symbolic expressions over the inputs, references to other
// objects of the snapshot, null, or not looked at (a lazy input reference the
// path never read, which any object may fill).
//
// Two snapshots per path: before the call (the input objects as lazy
// initialisation made them, or the receiver as its construction and setup
// calls left it) and after it (the same roots, and the result, in the heap
// the path ended with).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/heap.h"
#include "engine/inputs.h"
#include "expr/value.h"

namespace symcrete::engine {

using expr::Value;

struct HeapSnapshot {
    // A field or an element of an object, or a root. `value` is a primitive
    // (concrete or symbolic), Value::ref of a snapshot node's address, null,
    // or a lazy reference (is_lazy_reference) the path never resolved.
    struct Slot {
        std::string name;        // a field's name, "[3]" for an element, a parameter's name for a root
        std::string descriptor;  // the declared type: "I", "Ljava/lang/String;", ...
        Value value;
    };
    struct Node {
        std::uint32_t address = 0;  // in the path's heap: unique within the snapshot
        std::string class_name;     // internal name, or an array descriptor ("[I")
        std::vector<Slot> slots;    // instance fields by slot order; array elements in order
        std::optional<std::u16string> text;  // a String's (concrete) text
        // An array whose contents are symbolic (an input array of
        // primitives): its length and its elements (an Array-sorted
        // expression) instead of slots.
        std::optional<Value> length;
        const expr::Expr* elements = nullptr;
        std::size_t elements_left_out = 0;  // a long array: the elements beyond kMaxElements
    };
    std::vector<Slot> roots;  // the receiver ("this"), reference parameters, "result"
    std::vector<Node> nodes;  // breadth first from the roots
    // Objects beyond kMaxNodes were left out; references to them read as
    // references to nodes that are not there.
    bool truncated = false;

    static constexpr std::size_t kMaxNodes = 24;
    static constexpr std::size_t kMaxElements = 16;

    const Node* find(std::uint32_t address) const;
};

// The objects reachable from `roots` in `heap`, breadth first. A lazy
// reference is followed through `inputs` when the path resolved it (to the
// input object it became, or null) and kept as it is when not. JDK-internal
// objects (a String's bytes, a collection's table) are shown by their class
// only, so the drawing stays the program's own.
HeapSnapshot snapshot_heap(const Heap& heap, std::vector<HeapSnapshot::Slot> roots, const InputGraph* inputs);

// The input objects as lazy initialisation made them (InputGraph::objects
// with the fields they had when the path first read them), reachable from
// `roots` (the method's arguments, lazy references among them).
HeapSnapshot snapshot_inputs(const InputGraph& inputs, std::vector<HeapSnapshot::Slot> roots);

}  // namespace symcrete::engine
