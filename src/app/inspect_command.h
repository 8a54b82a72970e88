// `symcrete inspect`: show classes, members and lifted IR.
#pragma once

#include <string>
#include <vector>

namespace symcrete::app {

struct InspectOptions {
    std::vector<std::string> class_path;  // --cp entries (each may be ':'-separated)
    bool jdk = false;                     // --jdk: inspect the JDK's own classes
    std::string class_name;               // --class, Java or internal form
    std::string method;                   // --ir: a method name, or name + descriptor
    bool lift_all = false;                // --lift-all
    std::string package;                  // --package: only classes in it (and its subpackages)
    bool progress = true;                 // progress on stderr when it is a terminal
};

// Returns the process exit status: 0 on success, 1 when something failed
// (messages already printed to stderr).
int run_inspect(const InspectOptions& options);

}  // namespace symcrete::app
