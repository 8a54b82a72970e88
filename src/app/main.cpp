// The `symcrete` command line: the only place that knows every library.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "app/inspect_command.h"

int main(int argc, char** argv) {
    CLI::App app{"Symcrete: symbolic execution for the JVM that writes JUnit 5 tests.\n"
                 "It reads compiled classes (.class folders, .jar files) and the JDK they run on."};
    app.set_version_flag("--version", "symcrete 0.1.0");
    app.require_subcommand(1);

    symcrete::app::InspectOptions inspect;
    CLI::App* inspect_cmd = app.add_subcommand(
        "inspect", "Show classes, their members and the IR their methods lift to.");
    inspect_cmd->footer(
        "Examples:\n"
        "  symcrete inspect --cp build/examples               list every class\n"
        "  symcrete inspect --cp app.jar --class com.acme.Calc  one class's members\n"
        "  symcrete inspect --cp app.jar --class com.acme.Calc --ir divide\n"
        "  symcrete inspect --jdk --lift-all                    lift every JDK method\n"
        "The JDK is found via JAVA_HOME or the java on PATH.");
    inspect_cmd->add_option("--cp,--class-path", inspect.class_path,
                            "Directories and .jar files, ':'-separated or repeated");
    inspect_cmd->add_flag("--jdk", inspect.jdk, "Inspect the JDK's runtime image (lib/modules)");
    inspect_cmd->add_option("--class", inspect.class_name, "Class to show, e.g. com.acme.Calc");
    inspect_cmd->add_option("--ir", inspect.method, "Print the IR of this method (name or name(descriptor))");
    inspect_cmd->add_flag("--lift-all", inspect.lift_all,
                          "Lift every method; ends with 'lifted <N> classes, <M> methods, <F> failures'");
    inspect_cmd->add_flag("!--no-progress", inspect.progress, "Do not show progress on stderr");

    CLI11_PARSE(app, argc, argv);
    if (inspect_cmd->parsed()) return symcrete::app::run_inspect(inspect);
    return 0;
}
