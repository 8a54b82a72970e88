#include "python/pytest_writer.h"

#include <fmt/format.h>

#include <sstream>

#include "python/value.h"
#include "runtime.h"
#include "unicode.h"

namespace symcrete::python {

std::string python_string_literal(const std::string& utf8) {
    static const Module empty;
    std::ostringstream sink;
    Runtime runtime(empty, sink, RunLimits{});
    return encode_utf8(runtime.repr(Value(decode_utf8(utf8))));
}

std::string write_pytest_file(const PytestFile& file) {
    std::string out;
    std::istringstream header(file.header);
    for (std::string line; std::getline(header, line);) out += line.empty() ? "#\n" : "# " + line + "\n";
    out += "import os\nimport sys\nfrom importlib import import_module\n\nimport pytest\n\n";
    out += fmt::format("sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), {}))\n",
                       python_string_literal(file.module_dir.empty() ? "." : file.module_dir));
    out += write_pytest_tests(file);
    return out;
}

std::string write_pytest_tests(const PytestFile& file) {
    std::string out;
    const std::size_t dot = file.function.find('.');
    const bool method = dot != std::string::npos;
    if (!method) out += fmt::format("{0} = import_module({1}).{0}\n", file.function, python_string_literal(file.module));
    for (const auto& [name, expression] : file.classes)
        out += fmt::format("{} = import_module({}).{}\n", name, python_string_literal(file.module), expression);
    for (const PytestCase& c : file.cases) {
        out += "\n\n";
        if (!c.comment.empty()) out += "# " + c.comment + "\n";
        out += fmt::format("def {}({}):\n", c.name, c.printed ? "capsys" : "");
        for (const std::string& line : c.setup) out += "    " + line + "\n";
        std::string call_args;
        for (std::size_t i = 0; i < c.arguments.size(); ++i) {
            const auto& [name, value] = c.arguments[i];
            out += fmt::format("    {} = {}\n", name, value);
            if (method && i == 0) continue;  // the object the method is called on
            call_args += (call_args.empty() ? "" : ", ") + name;
        }
        for (const std::string& line : c.prepare) out += "    " + line + "\n";
        const std::string call = method && !c.arguments.empty()
                                     ? fmt::format("{}.{}({})", c.arguments.front().first, file.function.substr(dot + 1), call_args)
                                     : fmt::format("{}({})", file.function, call_args);
        if (c.raises) {
            out += fmt::format("    with pytest.raises({}):\n        {}\n", *c.raises, call);
        } else if (c.expected) {
            out += fmt::format("    actual = {}\n    expected = {}\n    assert actual == expected\n", call, *c.expected);
        } else if (!c.assertions.empty()) {
            out += fmt::format("    actual = {}\n", call);
            for (const std::string& a : c.assertions) out += "    assert " + a + "\n";
        } else {
            out += fmt::format("    {}\n", call);
        }
        if (c.printed) out += fmt::format("    assert capsys.readouterr().out == {}\n", python_string_literal(*c.printed));
        for (const std::string& a : c.after) out += "    assert " + a + "\n";
    }
    return out;
}

}  // namespace symcrete::python
