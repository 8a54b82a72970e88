// The call sites of java.lang.runtime.SwitchBootstraps (typeSwitch and
// enumSwitch), which javac emits for a `switch` with patterns, `case null`
// or qualified enum constants (Java 21; Java 17 and up as a preview
// feature). A call site is (target, restart) -> the index of the first label
// from `restart` on that the target matches, -1 for null, the label count
// for none. Linked once per call site from its bootstrap arguments
// (invokedynamic.cpp); switch_bootstraps.cpp runs it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace symcrete::engine {

struct RuntimeClass;

struct SwitchLabel {
    enum class Kind {
        Type,          // a Class: the target is an instance of `type`
        Text,          // a String: equal to `text`
        Integer,       // an Integer: a Number's intValue() or a Character's charValue() equals `integer`
        EnumConstant,  // an EnumDesc (or enumSwitch's String): the constant `text` of the enum `type`
    };
    Kind kind = Kind::Type;
    const RuntimeClass* type = nullptr;
    std::u16string text;
    std::int32_t integer = 0;
};

struct SwitchLink {
    std::vector<SwitchLabel> labels;
};

}  // namespace symcrete::engine
