// Pattern.matcher over symbolic text. The JDK's matcher runs as bytecode
// over the text's symbolic chars, where each backtracking step is a branch:
// exact, but a regex like "W.*\\d-\\d\\d" makes thousands of paths before
// the first that matches. So when the automaton covers the regex
// (regex_automaton.h), the path first splits on whether some part of the
// text matches and, where one does, whether the whole text does, going on
// with a text that matches where it can (IntrinsicHost::branch_preferring);
// the bytecode then runs as before on each side, whose first path follows
// a text of that kind. Nothing is lost: the sides cover every text, and
// the split only orders the search (a text with surrogates falls on some
// side too).
#include "intrinsic_table.h"
#include "regex_automaton.h"

namespace symcrete::engine {

namespace {

constexpr std::string_view kPattern = "java/util/regex/Pattern";

Value own_bytecode(IntrinsicHost& h, State& st, const Value* a) {
    const MethodInfo* method =
        h.klass(kPattern)->find_method("matcher", "(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;");
    if (method == nullptr) h.unsupported("java/util/regex/Pattern.matcher(Ljava/lang/CharSequence;)");
    return h.call_bytecode(st, *method, {a[0], a[1]});
}

// Splits the path by the kinds of text the regex of `pattern` tells apart.
void split_by_match(IntrinsicHost& h, State& st, Value pattern, const Object::SymbolicText& text) {
    if (field_value(h, st, pattern.as_ref(), kPattern, "flags", "I") != Value::i32(0)) return;
    const Value regex = field_value(h, st, pattern.as_ref(), kPattern, "pattern", "Ljava/lang/String;");
    if (regex.as_ref() == 0 || deref(st, regex).kind != Object::Kind::String) return;
    const std::u16string& source = deref(st, regex).chars;
    if (const auto part = compile_regex(source, RegexMatch::Anywhere)) {
        if (!h.branch_preferring(st, matches_whole(h.context(), *part, text))) return;
    }
    if (const auto whole = compile_regex(source, RegexMatch::Whole)) h.branch_preferring(st, matches_whole(h.context(), *whole, text));
}

}  // namespace

void add_regex_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic) {
    const std::string matcher = "java/util/regex/Pattern.matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;";
    plain[matcher] = own_bytecode;
    symbolic[matcher] = [](IntrinsicHost& h, State& st, const Value* a) {
        if (a[1].as_ref() != 0 && deref(st, a[1]).symbolic_text) split_by_match(h, st, a[0], *deref(st, a[1]).symbolic_text);
        return own_bytecode(h, st, a);
    };
}

}  // namespace symcrete::engine
