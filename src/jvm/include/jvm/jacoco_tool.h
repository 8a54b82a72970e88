// The Java helper the Validator runs for coverage, kept as source so nothing
// binary is committed; it is compiled at run time against Debian's JaCoCo and
// ASM jars (jvm_helpers.h builds it with the other helpers).
#pragma once

#include <string_view>

namespace symcrete::jvm {

inline constexpr std::string_view kJacocoToolClass = "SymcreteJacocoTool";

// The source of SymcreteJacocoTool.java. Commands:
//   extract-agent <out.jar>
//       writes JaCoCo's self-contained agent (jacocoagent.jar) from the wrapper jar.
//   prepare <internal class name> <out dir> <class path entry>...
//       prints "unchanged", or "patched" after writing <out dir>/<name>.class, a
//       copy of a sealed class without PermittedSubclasses; exit 3 if not found.
//   analyze <exec file> <internal class name> <class path entry>...
//       prints tab-separated lines:
//         class  <executed 0|1>  <no-match 0|1>
//         counter  <branch|line|instruction|method>  <covered>  <total>
//         method  <branches covered> <total>  <lines covered> <total>
//                 <instructions covered> <total>  <first line>  <name>  <descriptor>
std::string_view jacoco_tool_source();

}  // namespace symcrete::jvm
