// Objects the explored program creates. Forked states share objects until
// one of them writes: the heap holds shared pointers and copies an object on
// its first write in a state that does not own it alone (copy-on-write).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "expr/value.h"

namespace symcrete::engine {

using expr::Value;
using expr::ValueKind;

struct Object {
    enum class Kind : std::uint8_t { Instance, Array, String };
    Kind kind = Kind::Instance;
    std::string class_name;             // internal name; arrays: their descriptor ("[I")
    std::map<std::string, Value> fields;  // Instance: "DeclaringClass.name" -> value
    std::vector<Value> elements;         // Array
    ValueKind element_kind = ValueKind::Int;  // Array: how elements are stored
    char element_type = 'I';             // Array: descriptor char of the element type
    std::string text;                    // String: UTF-8 contents
};

class Heap {
public:
    // Address 0 is null; objects are numbered from 1 in allocation order, so
    // addresses are deterministic.
    std::uint32_t allocate(Object object);
    const Object& get(std::uint32_t address) const { return *objects_.at(address - 1); }
    Object& mutate(std::uint32_t address);  // copies the object if another state shares it
    std::size_t size() const { return objects_.size(); }

private:
    std::vector<std::shared_ptr<Object>> objects_;
};

}  // namespace symcrete::engine
