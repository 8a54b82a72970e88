// Objects the program creates. Forked states share objects until one of them
// writes: the heap holds shared pointers and copies an object on its first
// write in a state that does not own it alone (copy-on-write). The table of
// those pointers is itself persistent (a trie shared between forks), so a
// fork costs the same whatever the heap's size.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "engine/runtime_class.h"

namespace symcrete::engine {

// What a Lambda object or a VarHandle runs, defined where it is made and
// read (invokedynamic.cpp, var_handles.cpp); every other object has none.
struct LambdaLink;
struct VarHandleTarget;
struct AnswerTable;
using ObjectBinding = std::variant<std::monostate, std::shared_ptr<const LambdaLink>, std::shared_ptr<const VarHandleTarget>,
                                   std::shared_ptr<const AnswerTable>>;

// A functional-interface input (function_inputs.cpp): a Lambda object whose
// method returns the answers in its slots in call order (slot 0 counts the
// calls so far), as the test's lambda reads them from a list. In a path the
// answers are inputs made as the calls come (InputGraph::objects[input]);
// in a replay they are all there from the start (`input` is -1).
struct AnswerTable {
    const MethodInfo* method = nullptr;  // the interface's abstract method
    std::string answer_descriptor;       // what each answer is: a primitive's, String's, or another class's
    std::string origin;                  // the input's name, for its answers' ("p0.test(1)")
    std::int32_t input = -1;
};

struct Object {
    enum class Kind : std::uint8_t {
        Instance,       // fields in `slots`
        Array,          // elements in `slots`
        String,         // immutable UTF-16 text in `chars`
        StringBuilder,  // StringBuilder / StringBuffer: the buffer in `chars`
        ClassMirror,    // a java.lang.Class: `mirror` is the class it stands for
        Lambda,         // a lambda or method reference: captured values in `slots`
        // A String whose text is symbolic (an input): `symbolic_text`. Only
        // the intrinsics that model it symbolically see one; everything else
        // gets it pinned to its model value first (Interpreter::pin_string),
        // and code that only checks for Kind::String treats it as some other
        // object, which ends in toString() and so in a pin, never in a wrong text.
        SymbolicString,
    };
    Kind kind = Kind::Instance;
    const RuntimeClass* cls = nullptr;
    std::vector<Value> slots;
    std::u16string chars;
    const RuntimeClass* mirror = nullptr;
    ObjectBinding binding;  // Lambda: what calling it runs; a VarHandle: the variable
    // Hidden state some JDK classes keep in the VM: a NullPointerException's
    // helpful message, computed where it was thrown.
    std::u16string note;
    bool has_note = false;
    // StringBuilder / StringBuffer: the capacity in chars, as the JDK grows
    // it (builder_reserve); -1 once symbolic text made it unknown.
    std::int32_t capacity = 16;
    // The PrintStreams behind System.out and System.err: 1 and 2.
    std::int32_t stream = 0;
    // An array of primitives whose length or contents are symbolic (an input
    // array): the length, and the elements as an SMT array (expr.h's Array
    // sorts); `slots` is unused. The interpreter reads and writes such an
    // array element-wise; everything else first flattens it into slots
    // (Interpreter::flatten), which pins the length.
    struct SymbolicContents {
        Value length;
        const expr::Expr* elements = nullptr;
    };
    std::optional<SymbolicContents> symbolic;
    // SymbolicString: the text is chars[0, length), each an Int holding a
    // char (0..65535); chars.size() bounds the length.
    struct SymbolicText {
        Value length;
        std::vector<Value> chars;
    };
    std::shared_ptr<const SymbolicText> symbolic_text;

    // The concrete length of an array (precondition: not symbolic).
    std::int32_t length() const { return static_cast<std::int32_t>(slots.size()); }
};

// What an object costs: bytes of Java's heap (about HotSpot's 64-bit layout
// with compressed pointers: 12-byte headers, 16 for arrays, 8-byte
// alignment, compact strings) and bytes of the engine's own memory (a slot
// is a 24-byte Value, so a byte[] costs the engine 24 times what it costs
// Java). Deterministic: computed from the object, not asked of the allocator.
struct Footprint {
    std::uint64_t java = 0;
    std::uint64_t engine = 0;
};
Footprint footprint(const Object& object);
// An array of `length` elements of the descriptor type ('B', 'I', 'L', '[' ...).
Footprint array_footprint(char element_type, std::uint64_t length);
// HotSpot's longest array (arrayOopDesc::max_array_length on 64-bit, for
// every element type: Integer.MAX_VALUE minus the two-word header); longer
// ones throw OutOfMemoryError("Requested array size exceeds VM limit").
inline constexpr std::int64_t kMaxArrayLength = 0x7fffffff - 2;

// The machine's physical memory, or the cgroup's memory limit if lower: what
// the default limits below (and gen's default -j) are shares of.
std::uint64_t physical_memory();
// java's default maximum heap: a quarter of the physical memory (or of the
// cgroup's memory limit, if lower), as HotSpot's ergonomics choose it.
std::uint64_t default_max_heap_bytes();
// Half the physical memory: the most one state's objects may take of the
// engine's own memory.
std::uint64_t default_max_engine_bytes();

// An allocation that would pass a limit of its Heap. The interpreter turns a
// full Java heap into java.lang.OutOfMemoryError("Java heap space"); the
// engine's own limit ends the path, as nothing Java would do explains it.
struct HeapExhausted {
    bool engine = false;  // the engine's limit (else Java's heap)
    Footprint wanted;     // the allocation or growth that did not fit
    Footprint used;       // what the state had allocated before it
};

class Heap {
public:
    Heap() = default;
    // A copy shares the whole trie (and so the leaf last_leaf_ points to).
    Heap(const Heap&) = default;
    Heap& operator=(const Heap&) = default;
    // A moved-from heap is empty (its size and cached leaf included).
    Heap(Heap&& other) noexcept;
    Heap& operator=(Heap&& other) noexcept;

    // Address 0 is null; objects are numbered from 1 in allocation order, so
    // addresses are deterministic. Throws HeapExhausted past a limit.
    std::uint32_t allocate(Object object);
    const Object& get(std::uint32_t address) const;
    Object& mutate(std::uint32_t address);  // copies the object if another state shares it
    std::size_t size() const { return size_; }

    // Limits on everything this state allocates. Nothing is ever freed (the
    // engine has no garbage collector), so every allocation of the path
    // counts, garbage included. No limits until set.
    void set_limits(std::uint64_t java_bytes, std::uint64_t engine_bytes);
    // Throws HeapExhausted unless an allocation of this size fits; charges
    // nothing (checked before the engine builds a large object).
    void check(Footprint size) const;
    // Charges memory an existing object gains in place (a StringBuilder's
    // text); throws HeapExhausted, charging nothing, past a limit.
    void grow(Footprint size);
    Footprint used() const { return used_; }
    Footprint limits() const { return limit_; }
    // Bytes of Java's heap still free under the limit (all of them while
    // unlimited or before limits are set).
    std::uint64_t java_room() const;

    // While one lives the limits are not enforced: the engine constructs the
    // OutOfMemoryError itself (HotSpot preallocates it).
    class Unlimited {
    public:
        explicit Unlimited(Heap& heap) : heap_(heap) { ++heap_.unlimited_; }
        ~Unlimited() { --heap_.unlimited_; }
        Unlimited(const Unlimited&) = delete;
        Unlimited& operator=(const Unlimited&) = delete;

    private:
        Heap& heap_;
    };

private:
    // The objects by address - 1, in a persistent radix trie: leaves hold
    // kFanout object pointers, interior nodes kFanout children, and a copy of
    // the Heap shares the root. A flat table of pointers made every fork
    // copy one pointer per object (an atomic increment each: half a
    // millisecond at 100k objects); sharing the root makes it one pointer.
    // A state's first write or allocation under a shared node copies the
    // nodes on the path to it: depth x kFanout pointers, the depth being
    // log_kFanout of the size (4 levels for a million objects). Nodes are
    // copied only while shared, so a state that owns its path writes in
    // place. 32 keeps both that copy and the walk of a read short.
    static constexpr unsigned kBits = 5;
    static constexpr std::size_t kFanout = std::size_t{1} << kBits;
    static constexpr std::size_t kMask = kFanout - 1;
    struct Node {};  // a Leaf or a Branch: the level says which
    struct Leaf : Node {
        std::array<std::shared_ptr<Object>, kFanout> objects;
    };
    struct Branch : Node {
        std::array<std::shared_ptr<Node>, kFanout> children;
    };
    // The leaf slot of `index`, copying shared nodes on the way (and making
    // missing ones: allocate() walks to a slot past the end).
    std::shared_ptr<Object>& own_slot(std::size_t index);

    std::shared_ptr<Node> root_;  // null while empty
    std::size_t size_ = 0;
    unsigned shift_ = 0;          // the root's level times kBits (0: the root is a leaf)
    // The leaf of the last object read or written, and its number (index /
    // kFanout): a program that works on one object, or on objects made
    // together, reads without walking the trie, so a read costs what it did
    // with a flat table (without it, bench/programs ran 2-11% slower).
    // Always the leaf this heap's trie holds at that number (own_slot
    // updates it when it copies one), so never stale and kept alive by the
    // trie. get() writes it, so one Heap must not be read from two threads
    // at once (the engine runs a state on one thread).
    static constexpr std::size_t kNoLeaf = ~std::size_t{0};
    mutable const Leaf* last_leaf_ = nullptr;
    mutable std::size_t last_leaf_number_ = kNoLeaf;
    Footprint used_;
    Footprint limit_{~std::uint64_t{0}, ~std::uint64_t{0}};
    std::uint32_t unlimited_ = 0;
};

// Inline: the interpreter reads objects on most instructions.
inline const Object& Heap::get(std::uint32_t address) const {
    const std::size_t index = address - 1;
    if (index >> kBits != last_leaf_number_) {
        const Node* node = root_.get();
        for (unsigned shift = shift_; shift > 0; shift -= kBits)
            node = static_cast<const Branch*>(node)->children[(index >> shift) & kMask].get();
        last_leaf_ = static_cast<const Leaf*>(node);
        last_leaf_number_ = index >> kBits;
    }
    return *last_leaf_->objects[index & kMask];
}

}  // namespace symcrete::engine
