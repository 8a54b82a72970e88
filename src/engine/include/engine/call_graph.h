// Which methods of the application may call which: the call graph over the
// class path's own classes (not the JDK's), virtual and interface calls
// resolved by class hierarchy (every application class that may be the
// receiver and the method it would select). What `symcrete reach` needs to
// choose entry methods and to tell whether a state can still lead to a
// target (target_guide.h).
//
// The JDK's code calls back into the application only through a method the
// application overrides (toString, compareTo, run, ...) or a method handle
// (a lambda's body, a method reference); such methods are `called_from_jdk`,
// and a call that leaves the application may lead to any of them. A class
// initialiser is called where its class is first used (new, a static
// field or method): each such instruction is a call site of it. Reflection
// (Method.invoke, Class.forName) is not followed.
#pragma once

#include <map>
#include <set>
#include <vector>

#include "engine/program.h"
#include "engine/runtime_class.h"
#include "support/result.h"

namespace symcrete::engine {

class CallGraph {
public:
    // One call instruction of a method.
    struct Site {
        ir::BlockId block = 0;
        std::uint32_t index = 0;                 // within the block
        std::vector<const MethodInfo*> callees;  // the application's methods it may run
        bool leaves_application = false;         // it may run the JDK's code (which may call back)
    };

    // Lifts every method of the class path's application classes. A class
    // or method that does not load or lift is left out and named in
    // `skipped()` (its calls are unknown, so nothing relying on the graph
    // may claim a method unreachable while it is there).
    static CallGraph build(Program& program);

    const std::vector<const MethodInfo*>& methods() const { return methods_; }
    const std::vector<Site>& sites(const MethodInfo* method) const;
    const std::vector<const MethodInfo*>& callers(const MethodInfo* method) const;
    const Code* code(const MethodInfo* method) const;
    // Overrides a method of the JDK or is named by a method handle: the
    // JDK's code may run it.
    bool called_from_jdk(const MethodInfo* method) const { return from_jdk_.count(method) != 0; }
    const std::vector<std::string>& skipped() const { return skipped_; }

    // The methods that may lead to one of `targets`: they themselves, and
    // every method calling one of those, transitively (with the JDK's code
    // in between when a method on the way is called_from_jdk).
    std::set<const MethodInfo*> leading_to(const std::set<const MethodInfo*>& targets) const;

private:
    std::vector<const MethodInfo*> methods_;
    std::map<const MethodInfo*, const Code*> codes_;
    std::map<const MethodInfo*, std::vector<Site>> sites_;
    std::map<const MethodInfo*, std::vector<const MethodInfo*>> callers_;
    std::set<const MethodInfo*> from_jdk_;
    std::set<const MethodInfo*> leaving_;  // methods with a call that leaves the application
    std::vector<std::string> skipped_;
};

}  // namespace symcrete::engine
