// The primitive box classes by descriptor char, and back (jdk_value_classes.h):
// one table that the engine and the test writer both use when they treat a JDK
// value class by name.
#include "engine/jdk_value_classes.h"
#include "support/java_type.h"

namespace symcrete::engine {

const char* box_class(char type) { return java_type::box_class(type); }

char unboxed_type(std::string_view class_name) {
    for (char t : std::string_view("ZBCSIJFD"))
        if (class_name == box_class(t)) return t;
    return 0;
}

}  // namespace symcrete::engine
