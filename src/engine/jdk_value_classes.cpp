// The primitive box classes by descriptor char, and back (jdk_value_classes.h):
// one table that the engine and the test writer both use when they treat a JDK
// value class by name.
#include "engine/jdk_value_classes.h"

namespace symcrete::engine {

const char* box_class(char type) {
    switch (type) {
        case 'Z': return "java/lang/Boolean";
        case 'B': return "java/lang/Byte";
        case 'C': return "java/lang/Character";
        case 'S': return "java/lang/Short";
        case 'I': return "java/lang/Integer";
        case 'J': return "java/lang/Long";
        case 'F': return "java/lang/Float";
        case 'D': return "java/lang/Double";
        default: return nullptr;
    }
}

char unboxed_type(std::string_view class_name) {
    for (char t : std::string_view("ZBCSIJFD"))
        if (class_name == box_class(t)) return t;
    return 0;
}

}  // namespace symcrete::engine
