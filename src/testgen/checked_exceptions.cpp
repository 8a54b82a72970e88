#include "testgen/checked_exceptions.h"

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
