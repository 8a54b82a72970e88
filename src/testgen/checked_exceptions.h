// Which methods a test must call from a method declared `throws Exception`.
#pragma once

#include "classfile/class_file.h"
#include "classfile/class_path.h"

namespace symcrete::testgen {

// Whether the method's Exceptions attribute (its `throws` clause) names a
// checked exception: one that is neither a RuntimeException nor an Error,
// nor a subclass of either. An exception class whose hierarchy cannot be
// loaded counts as checked, which costs the test only a `throws Exception`.
bool declares_checked_exception(classfile::ClassPath& class_path, const classfile::Method& method);

}  // namespace symcrete::testgen
