// Objects the program creates. Forked states share objects until one of them
// writes: the heap holds shared pointers and copies an object on its first
// write in a state that does not own it alone (copy-on-write).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/runtime_class.h"

namespace symcrete::engine {

struct Object {
    enum class Kind : std::uint8_t {
        Instance,       // fields in `slots`
        Array,          // elements in `slots`
        String,         // immutable UTF-16 text in `chars`
        StringBuilder,  // StringBuilder / StringBuffer: the buffer in `chars`
        ClassMirror,    // a java.lang.Class: `mirror` is the class it stands for
        Lambda,         // a lambda or method reference: captured values in `slots`
    };
    Kind kind = Kind::Instance;
    const RuntimeClass* cls = nullptr;
    std::vector<Value> slots;
    std::u16string chars;
    const RuntimeClass* mirror = nullptr;
    std::shared_ptr<const void> binding;  // Lambda: what calling it runs (invokedynamic.cpp)
    // Hidden state some JDK classes keep in the VM: a NullPointerException's
    // helpful message, computed where it was thrown.
    std::u16string note;
    bool has_note = false;
    // The PrintStreams behind System.out and System.err: 1 and 2.
    std::int32_t stream = 0;

    std::int32_t length() const { return static_cast<std::int32_t>(slots.size()); }
};

class Heap {
public:
    // Address 0 is null; objects are numbered from 1 in allocation order, so
    // addresses are deterministic.
    std::uint32_t allocate(Object object);
    const Object& get(std::uint32_t address) const { return *objects_[address - 1]; }
    Object& mutate(std::uint32_t address);  // copies the object if another state shares it
    std::size_t size() const { return objects_.size(); }

private:
    std::vector<std::shared_ptr<Object>> objects_;
};

}  // namespace symcrete::engine
