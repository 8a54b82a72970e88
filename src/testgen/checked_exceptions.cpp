// The check behind checked_exceptions.h: an exception in a method's Exceptions
// attribute counts as unchecked only when the class path shows it is a
// RuntimeException or an Error. A hierarchy that cannot be loaded leaves it
// checked, so the test declares `throws Exception` rather than risk not
// compiling.
#include "checked_exceptions.h"

namespace symcrete::testgen {

bool declares_checked_exception(classfile::ClassPath& class_path, const classfile::Method& method) {
    for (const std::string& exception : method.exceptions) {
        bool unchecked = false;
        for (const char* root : {"java/lang/RuntimeException", "java/lang/Error"}) {
            auto is = class_path.is_subtype(exception, root);
            unchecked = unchecked || (is && *is);
        }
        if (!unchecked) return true;
    }
    return false;
}

}  // namespace symcrete::testgen
