// `symcrete grade`: one suite of tests from the paths of the programs a
// mode names, expected outcomes from the reference, run on the JVM on every
// submission in a folder (verify/grading.h); the matrix of submissions by
// tests as text or JSON, and as an HTML page.
#pragma once

#include <string>
#include <vector>

#include "comparison_setup.h"

namespace symcrete::app {

struct GradeCommandOptions {
    // The tools, --budget (seconds of work per program explored), the path
    // budget, --out (default symcrete-grade), validation.
    ComparisonSettings settings = ComparisonSettings::writing_to("symcrete-grade");
    std::string reference;    // --reference: classes, a jar, or Java sources
    std::string submissions;  // --submissions: a folder with one folder (or jar) per submission
    std::vector<std::string> shared;  // --cp: libraries every program uses
    std::string entry;        // Class or Class.method
    std::string mode = "ref+self";
    std::string format = "text";  // text or json
    std::string report;       // the report's file; empty: stdout
    std::string html;         // the HTML page's file; empty: none
    int test_timeout = 5;     // seconds per test on the JVM
};

int run_grade(const GradeCommandOptions& options);

}  // namespace symcrete::app
