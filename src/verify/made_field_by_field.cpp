// Objects a test makes field by field: see made_field_by_field.h.
#include "verify/made_field_by_field.h"

#include <algorithm>

namespace symcrete::verify {

bool rests_on_object_made_field_by_field(const testgen::TestCase& test) {
    // A singleton's instance (a Scala object's MODULE$) is the one its
    // class made.
    const bool singleton = test.receiver && test.receiver->kind == testgen::InputValue::Kind::Object &&
                           test.receiver->object < test.objects.size() &&
                           test.objects[test.receiver->object].constant.has_value();
    if (test.receiver && !test.construction && !singleton) return true;
    return std::any_of(test.objects.begin(), test.objects.end(), [](const testgen::TestObject& object) {
        return !object.type.empty() && object.type[0] != '[' && !object.text && !object.boxed &&
               !object.value_text && !object.constant && !object.constructor &&
               object.collection == testgen::TestObject::Collection::None && object.state_read;
    });
}

}  // namespace symcrete::verify
