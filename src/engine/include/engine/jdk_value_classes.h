// The JDK's value classes the engine and the test writer treat by name:
// the boxes of the primitive types, and BigInteger and BigDecimal.
#pragma once

#include <string_view>

namespace symcrete::engine {

// "java/lang/Integer" for 'I', and so on for ZBCSIJFD; null for others.
const char* box_class(char type);
// The primitive type a box class holds ('I' for java/lang/Integer), or 0.
char unboxed_type(std::string_view class_name);
inline bool is_box_class(std::string_view class_name) { return unboxed_type(class_name) != 0; }
// java/math/BigInteger or java/math/BigDecimal.
inline bool is_big_number_class(std::string_view class_name) {
    return class_name == "java/math/BigInteger" || class_name == "java/math/BigDecimal";
}

}  // namespace symcrete::engine
