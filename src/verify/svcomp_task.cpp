// Reading an SV-COMP task definition with yaml-cpp (svcomp_task.h). Input and
// property files are resolved against the task file's folder, and an input
// ending in '/' names a folder. A .prp's LTL formula is matched with all
// whitespace removed, so its spacing does not matter; a property Symcrete does
// not check is kept with no Property, so callers can tell which they skip.
#include "verify/svcomp_task.h"

#include <fstream>
#include <sstream>
#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

namespace symcrete::verify {

namespace fs = std::filesystem;

const char* to_string(Property property) {
    switch (property) {
        case Property::ValidAssert: return "valid-assert";
        case Property::NoRuntimeException: return "no-runtime-exception";
    }
    return "?";
}

std::optional<Property> parse_property(const std::string& text) {
    std::string compact;
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') compact += c;
    if (compact.find("init(Main.main())") == std::string::npos) return std::nullopt;
    if (compact.find("LTL(Gassert)") != std::string::npos) return Property::ValidAssert;
    if (compact.find("LTL(G!uncaught(java.lang.RuntimeException))") != std::string::npos)
        return Property::NoRuntimeException;
    return std::nullopt;
}

namespace {

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return "";
    return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

Result<SvcompTask> read_svcomp_task(const fs::path& file) {
    std::ifstream in(file);
    if (!in) return Error{fmt::format("{}: cannot read the task file", file.string())};
    YAML::Node root;
    try {
        root = YAML::Load(in);
    } catch (const YAML::Exception& error) {
        return Error{fmt::format("{}: line {}: not YAML: {}", file.string(), error.mark.line + 1, error.msg)};
    }
    SvcompTask task;
    task.file = file;
    const fs::path base = file.parent_path();
    try {
        const YAML::Node inputs = root["input_files"];
        if (!inputs) return Error{fmt::format("{}: no input_files", file.string())};
        auto add_input = [&](const std::string& name) -> Status {
            fs::path path = (base / name).lexically_normal();
            if (!path.has_filename()) path = path.parent_path();  // "../common/" names the folder
            std::error_code ec;
            if (!fs::exists(path, ec))
                return Error{fmt::format("{}: input file {} does not exist", file.string(), path.string())};
            task.input_files.push_back(path);
            return Ok{};
        };
        if (inputs.IsSequence()) {
            for (const YAML::Node& input : inputs)
                if (auto status = add_input(input.as<std::string>()); !status) return status.error();
        } else if (auto status = add_input(inputs.as<std::string>()); !status) {
            return status.error();
        }
        const YAML::Node properties = root["properties"];
        if (!properties || !properties.IsSequence() || properties.size() == 0)
            return Error{fmt::format("{}: no properties", file.string())};
        for (const YAML::Node& entry : properties) {
            if (!entry["property_file"])
                return Error{fmt::format("{}: a property without property_file", file.string())};
            TaskProperty property;
            property.file = (base / entry["property_file"].as<std::string>()).lexically_normal();
            std::ifstream prp(property.file);
            if (!prp) return Error{fmt::format("{}: cannot read property file {}", file.string(), property.file.string())};
            std::stringstream text;
            text << prp.rdbuf();
            property.formula = trimmed(text.str());
            property.property = parse_property(property.formula);
            if (const YAML::Node expected = entry["expected_verdict"]) property.expected = expected.as<bool>();
            task.properties.push_back(std::move(property));
        }
    } catch (const YAML::Exception& error) {
        return Error{fmt::format("{}: line {}: {}", file.string(), error.mark.line + 1, error.msg)};
    }
    return task;
}

}  // namespace symcrete::verify
