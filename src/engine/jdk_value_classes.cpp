// The JDK value classes of jdk_value_classes.h: one table that the engine and
// the test writer both use when they treat a JDK value class by name.
#include "engine/jdk_value_classes.h"

#include <limits>

#include <fmt/format.h>

#include "support/java_type.h"

namespace symcrete::engine {

const char* box_class(char type) { return java_type::box_class(type); }

char unboxed_type(std::string_view class_name) {
    for (char t : std::string_view("ZBCSIJFD"))
        if (class_name == box_class(t)) return t;
    return 0;
}

namespace {

struct TimeClass {
    std::string_view name;
    std::string_view factory;  // the static method a test calls with the parts
    std::size_t parts;
    unsigned long_parts;       // bit i: part i is a long (an L where it is past int)
};

constexpr TimeClass kTimeClasses[] = {
    {"java/time/LocalDate", "of", 3, 0},
    {"java/time/LocalTime", "of", 4, 0},
    {"java/time/LocalDateTime", "of", 7, 0},
    {"java/time/Instant", "ofEpochSecond", 2, 1},
    {"java/time/Duration", "ofSeconds", 2, 1},
};

const TimeClass* time_class(std::string_view name) {
    for (const TimeClass& cls : kTimeClasses)
        if (cls.name == name) return &cls;
    return nullptr;
}

}  // namespace

bool is_time_class(std::string_view class_name) { return time_class(class_name) != nullptr; }

std::size_t time_part_count(std::string_view class_name) {
    const TimeClass* cls = time_class(class_name);
    return cls != nullptr ? cls->parts : 0;
}

std::string time_arguments(std::string_view class_name, const std::vector<std::int64_t>& parts) {
    const TimeClass* cls = time_class(class_name);
    std::string text;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i != 0) text += ", ";
        const bool past_int = parts[i] < std::numeric_limits<std::int32_t>::min() ||
                              parts[i] > std::numeric_limits<std::int32_t>::max();
        text += std::to_string(parts[i]);
        if (cls != nullptr && (cls->long_parts >> i & 1U) != 0 && past_int) text += 'L';
    }
    return text;
}

std::string jdk_value_expression(std::string_view class_name, std::string_view type, std::string_view text) {
    if (const TimeClass* cls = time_class(class_name)) return fmt::format("{}.{}({})", type, cls->factory, text);
    // A decimal text has no quote or backslash to escape.
    return fmt::format("new {}(\"{}\")", type, text);
}

}  // namespace symcrete::engine
