// How a package run shares its budget among its classes. `--budget S` is
// the average per class: the run may spend S times the number of classes,
// and each class gets a part in proportion to how much code it offers to
// explore (its methods' bytecode, each method counting a base amount
// too), within a quarter and four times S. A service class of twenty
// methods no longer splits the same 30 s as a record of three accessors,
// which finishes in a second and leaves the rest unused.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.h"

namespace symcrete::app {

// The budget of each of `classes` (internal names), in seconds, for an
// average of `average_seconds`. A class that does not load weighs as
// little as an empty one.
std::vector<double> share_package_budget(classfile::ClassPath& class_path, const std::vector<std::string>& classes,
                                         double average_seconds);

// What a class offers to explore, the weight its share follows.
double exploration_weight(const classfile::ClassFile& cls);

}  // namespace symcrete::app
