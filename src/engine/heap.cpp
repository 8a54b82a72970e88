// The Heap's persistent trie and memory accounting (heap.h). Every write goes
// through own_slot, which copies each shared node on the way to the slot (and
// mutate copies a shared object too), so a fork never sees its sibling's
// writes; a full trie grows by one level at the root. Footprints follow
// HotSpot's 64-bit layout with compressed pointers, and physical memory is
// capped by a cgroup memory limit (v2, then v1) as HotSpot caps it, so default
// limits fit the container the engine runs in.
#include "engine/heap.h"
#include "support/java_type.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <utility>

namespace symcrete::engine {

namespace {

constexpr std::uint64_t align8(std::uint64_t bytes) { return (bytes + 7) & ~std::uint64_t{7}; }

// The engine's cost of any object: the Object, make_shared's control block
// and the Heap's pointer to it.
constexpr std::uint64_t kEngineObject = sizeof(Object) + 16 + sizeof(std::shared_ptr<Object>);

std::uint64_t element_bytes(char type) { return java_type::byte_size(type); }

// A String's or builder's byte[]: one byte per char unless some char needs two (compact strings).
std::uint64_t text_bytes(const std::u16string& text, std::uint64_t length) {
    bool latin1 = std::all_of(text.begin(), text.end(), [](char16_t c) { return c <= 0xff; });
    return align8(16 + length * (latin1 ? 1 : 2));
}

std::uint64_t read_physical_memory() {
    long pages = sysconf(_SC_PHYS_PAGES);
    long page_size = sysconf(_SC_PAGE_SIZE);
    std::uint64_t bytes = pages > 0 && page_size > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size)
                                                     : std::uint64_t{4} << 30;
    // A container's limit (cgroup v2, then v1), as HotSpot honours it.
    for (const char* limit_file : {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
        std::ifstream in(limit_file);
        std::uint64_t limit = 0;
        if (in >> limit && limit > 0) bytes = std::min(bytes, limit);
    }
    return bytes;
}

}  // namespace

std::uint64_t physical_memory() {
    static const std::uint64_t bytes = read_physical_memory();
    return bytes;
}

Footprint array_footprint(char element_type, std::uint64_t length) {
    return {align8(16 + length * element_bytes(element_type)), kEngineObject + length * sizeof(Value)};
}

Footprint footprint(const Object& object) {
    Footprint size;
    auto fields = [&] {
        std::uint64_t bytes = 12;  // header
        for (const Value& slot : object.slots)
            bytes += slot.kind() == ValueKind::Long || slot.kind() == ValueKind::Double ? 8 : 4;
        return std::max<std::uint64_t>(16, align8(bytes));
    };
    switch (object.kind) {
        case Object::Kind::Array: size.java = array_footprint(object.cls->element_type, object.slots.size()).java; break;
        case Object::Kind::String: size.java = 24 + text_bytes(object.chars, object.chars.size()); break;
        case Object::Kind::SymbolicString:
            size.java = 24 + 16 + (object.symbolic_text ? object.symbolic_text->chars.size() * 2 : 0);
            break;
        case Object::Kind::StringBuilder:
            size.java = 24 + text_bytes(object.chars, std::max<std::uint64_t>(16, object.chars.size()));
            break;
        case Object::Kind::Instance:
        case Object::Kind::ClassMirror:
        case Object::Kind::Lambda: size.java = fields(); break;
    }
    size.engine = kEngineObject + object.slots.capacity() * sizeof(Value) +
                  (object.chars.capacity() + object.note.capacity()) * sizeof(char16_t);
    return size;
}

std::uint64_t default_max_heap_bytes() { return physical_memory() / 4; }

std::uint64_t default_max_engine_bytes() { return physical_memory() / 2; }

void Heap::set_limits(std::uint64_t java_bytes, std::uint64_t engine_bytes) { limit_ = {java_bytes, engine_bytes}; }

void Heap::check(Footprint size) const {
    if (unlimited_ > 0) return;
    // Compared as limit - used so that huge requests cannot overflow.
    // Java's heap first: past it HotSpot would throw, whatever the engine's cost.
    if (size.java > limit_.java || used_.java > limit_.java - size.java) throw HeapExhausted{false, size, used_};
    if (size.engine > limit_.engine || used_.engine > limit_.engine - size.engine) throw HeapExhausted{true, size, used_};
}

std::uint64_t Heap::java_room() const {
    if (unlimited_ > 0) return ~std::uint64_t{0};
    return used_.java > limit_.java ? 0 : limit_.java - used_.java;
}

void Heap::grow(Footprint size) {
    check(size);
    used_.java += size.java;
    used_.engine += size.engine;
}

namespace {

// `node` as a T this heap alone owns: a shared node is replaced by a copy
// (its children or objects become shared one level down, and are copied
// in turn only if written); a missing one by a new empty node.
template <typename T, typename Node>
T& owned(std::shared_ptr<Node>& node) {
    if (!node) {
        node = std::make_shared<T>();
    } else if (node.use_count() > 1) {
        node = std::make_shared<T>(static_cast<const T&>(*node));
    }
    return static_cast<T&>(*node);
}

}  // namespace

Heap::Heap(Heap&& other) noexcept
    : root_(std::move(other.root_)),
      size_(std::exchange(other.size_, 0)),
      shift_(std::exchange(other.shift_, 0)),
      last_leaf_(std::exchange(other.last_leaf_, nullptr)),
      last_leaf_number_(std::exchange(other.last_leaf_number_, kNoLeaf)),
      used_(other.used_),
      limit_(other.limit_),
      unlimited_(other.unlimited_) {}

Heap& Heap::operator=(Heap&& other) noexcept {
    if (this != &other) {
        root_ = std::move(other.root_);
        size_ = std::exchange(other.size_, 0);
        shift_ = std::exchange(other.shift_, 0);
        last_leaf_ = std::exchange(other.last_leaf_, nullptr);
        last_leaf_number_ = std::exchange(other.last_leaf_number_, kNoLeaf);
        used_ = other.used_;
        limit_ = other.limit_;
        unlimited_ = other.unlimited_;
    }
    return *this;
}

std::shared_ptr<Object>& Heap::own_slot(std::size_t index) {
    std::shared_ptr<Node>* node = &root_;
    for (unsigned shift = shift_; shift > 0; shift -= kBits)
        node = &owned<Branch>(*node).children[(index >> shift) & kMask];
    Leaf& leaf = owned<Leaf>(*node);
    // The leaf may be a new copy: the cache must not keep the one it replaced.
    last_leaf_ = &leaf;
    last_leaf_number_ = index >> kBits;
    return leaf.objects[index & kMask];
}

std::uint32_t Heap::allocate(Object object) {
    grow(footprint(object));
    // A full trie gains a level: the old root becomes the new root's first child.
    if (root_ && size_ == kFanout << shift_) {
        auto branch = std::make_shared<Branch>();
        branch->children[0] = std::move(root_);
        root_ = std::move(branch);
        shift_ += kBits;
    }
    own_slot(size_) = std::make_shared<Object>(std::move(object));
    return static_cast<std::uint32_t>(++size_);
}

Object& Heap::mutate(std::uint32_t address) {
    std::shared_ptr<Object>& slot = own_slot(address - 1);
    if (slot.use_count() > 1) slot = std::make_shared<Object>(*slot);
    return *slot;
}

}  // namespace symcrete::engine
