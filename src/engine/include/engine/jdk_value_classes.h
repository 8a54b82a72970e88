// The JDK's value classes the engine and the test writer treat by name:
// the boxes of the primitive types; BigInteger and BigDecimal; and the
// java.time values (LocalDate, LocalTime, LocalDateTime, Instant,
// Duration). Inputs of the last two groups are made from symbolic parts and
// written in a test as one expression (jdk_value_expression).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace symcrete::engine {

// "java/lang/Integer" for 'I', and so on for ZBCSIJFD; null for others.
const char* box_class(char type);
// The primitive type a box class holds ('I' for java/lang/Integer), or 0.
char unboxed_type(std::string_view class_name);
inline bool is_box_class(std::string_view class_name) { return unboxed_type(class_name) != 0; }
// java/math/BigInteger or java/math/BigDecimal.
inline bool is_big_number_class(std::string_view class_name) {
    return class_name == "java/math/BigInteger" || class_name == "java/math/BigDecimal";
}

// java.time's LocalDate, LocalTime, LocalDateTime, Instant and Duration.
// Each is made from integral parts, in this order:
//   LocalDate      year, month, day
//   LocalTime      hour, minute, second, nano
//   LocalDateTime  year, month, day, hour, minute, second, nano
//   Instant        epoch second, nano
//   Duration       seconds, nano
bool is_time_class(std::string_view class_name);
std::size_t time_part_count(std::string_view class_name);

// A BigInteger, BigDecimal or java.time value: made from parts and written
// as one expression.
inline bool is_jdk_value_class(std::string_view class_name) {
    return is_big_number_class(class_name) || is_time_class(class_name);
}

// A java.time value's parts as the arguments of its factory:
// "2024, 2, 29" for LocalDate.of; a long part takes an L where it needs one.
std::string time_arguments(std::string_view class_name, const std::vector<std::int64_t>& parts);

// The Java expression that makes the value whose text (a BigInteger's or
// BigDecimal's decimal text, a java.time value's factory arguments) is
// `text`: new BigDecimal("12.50"), LocalDate.of(2024, 2, 29),
// Instant.ofEpochSecond(1700000000L, 5). `type` is the class as the test
// names it.
std::string jdk_value_expression(std::string_view class_name, std::string_view type, std::string_view text);

}  // namespace symcrete::engine
