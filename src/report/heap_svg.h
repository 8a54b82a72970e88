// A heap graph of a symbolic test case (the report's "input_heap" and
// "output_heap", docs/report-schema.md) drawn as an SVG picture: the roots
// on the left, each object a box titled by its class with a row per field,
// and an arrow from each reference to the box it points to. Private to
// src/report.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace symcrete::report::detail {

// The <svg> element (inline in HTML: no XML prolog), every text escaped.
// An empty graph (no roots) is a short note instead.
std::string heap_svg(const nlohmann::ordered_json& heap);

}  // namespace symcrete::report::detail
