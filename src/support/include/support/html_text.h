// Text inside an HTML page: the five characters HTML gives a meaning
// (& < > " ') written as entities, so a class name or a JVM message shows
// as it is, in an element or an attribute value.
#pragma once

#include <string>
#include <string_view>

namespace symcrete {

std::string html_escape(std::string_view text);

}  // namespace symcrete
