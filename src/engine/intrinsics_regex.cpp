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
//
// `PATTERN.matcher(text).matches()`, the Matcher asked once and dropped,
// is decided by the automaton alone: nothing can see the Matcher's state
// afterwards, so the result is the condition itself, as String.matches
// gives it, where the bytecode branched on every char (a validating
// constructor's email check took 33 ms a query after a toLowerCase).
#include "intrinsic_table.h"
#include "ir/ir.h"
#include "regex_automaton.h"

namespace symcrete::engine {

namespace {

constexpr std::string_view kPattern = "java/util/regex/Pattern";
constexpr std::string_view kMatcher = "java/util/regex/Matcher";

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

// Whether instruction `made` of the running frame's block makes a Matcher
// (`Pattern.matcher`) that the next instruction asks `matches()` and
// drops: the call's result overwrites the register that held it, so the
// Matcher is in no local and no field, and nothing reads its state after.
bool asked_once_and_dropped(const State& st, std::uint32_t made_at) {
    if (st.frames.empty()) return false;
    const Frame& frame = st.frames.back();
    if (frame.code == nullptr) return false;
    const ir::Function& fn = *frame.code->fn;
    const ir::Block& block = fn.blocks[frame.block];
    if (made_at + 1 >= block.instrs.size()) return false;
    const ir::Instr& made = block.instrs[made_at];
    const ir::Instr& call = block.instrs[made_at + 1];
    if (call.op != ir::Op::Invoke || made.op != ir::Op::Invoke || made.dst == ir::kNoReg) return false;
    const ir::Call& asked = fn.calls[call.aux];
    const ir::Call& making = fn.calls[made.aux];
    const ir::Member& asked_member = fn.members[asked.member];
    const ir::Member& making_member = fn.members[making.member];
    return asked_member.name == "matches" && asked_member.descriptor == "()Z" && making_member.owner == kPattern &&
           making_member.name == "matcher" && asked.args.size() == 1 && asked.args[0] == made.dst &&
           call.dst == made.dst;
}

// Matcher.matches() by the automaton, when the Matcher was made for a
// symbolic String by a pattern without flags that the automaton covers,
// is asked once and dropped, and the text holds no surrogate; else the
// JDK's bytecode, run as an ordinary call (IntrinsicDeclined), so its
// branches fork (a Scanner's matchers, kept in fields).
Value matches(IntrinsicHost& h, State& st, const Value* a) {
    auto bytecode = []() -> Value { throw IntrinsicDeclined{}; };
    const std::uint32_t at = st.frames.empty() ? 0 : st.frames.back().index;
    if (a[0].as_ref() == 0 || at == 0 || !asked_once_and_dropped(st, at - 1)) return bytecode();
    const Value text = field_value(h, st, a[0].as_ref(), kMatcher, "text", "Ljava/lang/CharSequence;");
    const Value pattern = field_value(h, st, a[0].as_ref(), kMatcher, "parentPattern", "Ljava/util/regex/Pattern;");
    if (text.as_ref() == 0 || pattern.as_ref() == 0 || !deref(st, text).symbolic_text) return bytecode();
    if (field_value(h, st, pattern.as_ref(), kPattern, "flags", "I") != Value::i32(0)) return bytecode();
    const Value regex = field_value(h, st, pattern.as_ref(), kPattern, "pattern", "Ljava/lang/String;");
    if (regex.as_ref() == 0 || deref(st, regex).kind != Object::Kind::String) return bytecode();
    const std::optional<RegexAutomaton> automaton = compile_regex(deref(st, regex).chars, RegexMatch::Whole);
    if (!automaton) return bytecode();
    TextAlgebra algebra(h.context());
    const Object::SymbolicText chars = *deref(st, text).symbolic_text;
    if (!h.branch(st, algebra.no_surrogates(chars))) return bytecode();
    return algebra.as_int(matches_whole(h.context(), *automaton, chars));
}

}  // namespace

void add_regex_intrinsics(IntrinsicTable& plain, IntrinsicTable& symbolic) {
    const std::string matcher = "java/util/regex/Pattern.matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;";
    plain[matcher] = own_bytecode;
    plain["java/util/regex/Matcher.matches()Z"] = matches;
    symbolic[matcher] = [](IntrinsicHost& h, State& st, const Value* a) {
        // A Matcher asked once is decided by its matches() (above); the
        // split would only fork the same question ahead of it.
        const bool asked_once = !st.frames.empty() && asked_once_and_dropped(st, st.frames.back().index);
        if (a[1].as_ref() != 0 && deref(st, a[1]).symbolic_text && !asked_once)
            split_by_match(h, st, a[0], *deref(st, a[1]).symbolic_text);
        return own_bytecode(h, st, a);
    };
}

}  // namespace symcrete::engine
