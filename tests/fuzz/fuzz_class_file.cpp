// Feeds arbitrary bytes to the class-file parser and lifts every method of
// whatever parses, so both layers must reject bad input with an Error.
#include <cstddef>
#include <cstdint>
#include <span>

#include "classfile/class_file.h"
#include "ir/analysis.h"
#include "ir/lifter.h"
#include "ir/printer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto cls = symcrete::classfile::parse_class_file(std::span(data, size), "fuzz-input.class");
    if (!cls) return 0;
    for (const auto& method : cls->methods) {
        if (!method.code) continue;
        auto function = symcrete::ir::lift(*cls, method);
        if (function) {
            (void)function->analyses().loops();
            (void)symcrete::ir::print(*function);
        }
    }
    return 0;
}
