// The reports of `symcrete grade` (grading.h): the matrix of submissions by
// tests as text (a line per test, a column per submission), JSON, and a
// static HTML page (inline CSS, every name and message escaped), each with
// every submission's totals and the reason for any it could not grade.
#pragma once

#include <string>

#include "verify/grading.h"

namespace symcrete::verify {

std::string format_grade_text(const GradeResult& grade);
std::string format_grade_json(const GradeResult& grade);
std::string format_grade_html(const GradeResult& grade);

// A submission's verdict in words: "passes every test", "fails 3 of 14
// tests", "not graded: does not compile: ...".
std::string grade_verdict(const GradeColumn& column);

// Did every submission pass every test of its suite?
bool every_submission_passes(const GradeResult& grade);

}  // namespace symcrete::verify
