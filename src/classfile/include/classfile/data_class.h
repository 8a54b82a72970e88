// Classes whose objects are nothing but their constructor's arguments:
// Java records, Scala case classes and Kotlin data classes. An input of
// one is made by that constructor, as a person writes it (`new NumC(3)`),
// so it is a value the program can meet and a test reads naturally; and
// its equals compares those components, so a result of one is asserted as
// a whole.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "classfile/class_file.h"

namespace symcrete::classfile {

// The components of a data class in constructor order: a record's, or the
// instance fields of a Scala case class (a concrete class implementing
// scala.Product) or of a Kotlin data class (one with component1()),
// when a public constructor takes exactly those fields, in declaration
// order, and the superclass is Object or holds no instance field (an
// abstract base class of an ADT). nullopt for any other class.
std::optional<std::vector<RecordComponent>> data_components(const ClassFile& cls,
                                                            const ClassFile* superclass = nullptr);

// "(<component descriptors>)V": the constructor that makes the data class.
std::string data_constructor_descriptor(const std::vector<RecordComponent>& components);

}  // namespace symcrete::classfile
