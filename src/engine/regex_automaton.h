// Java regular expressions as automata over symbolic text, for
// String.matches on an input String: whether the whole text matches is a
// condition over its length and chars, so every branch behind a regex
// check is explored instead of the text being pinned to one value.
//
// Covered: literals and escapes (\t \n \xhh \uhhhh \0oct, \Q...\E, any
// escaped non-letter), `.`, character classes with ranges and negation,
// \d \D \w \W \s \S, the ASCII \p{...} classes (Lower, Upper, Alpha, Digit,
// Alnum, Punct, ...), groups (capturing, non-capturing, named), `|`, the
// greedy and reluctant quantifiers (* + ? {n} {n,} {n,m}), `^` first and
// `$` last. Anything else (backreferences, lookaround, inline flags,
// possessive quantifiers, \b, Unicode classes, class intersections) makes
// compile_regex return nullopt and the caller runs the JDK's own matcher on
// the pinned text. For a whole-text match, greedy and reluctant
// quantifiers accept the same texts; Java matches code points, so the
// caller only asks about text without surrogates (TextAlgebra::no_surrogates),
// where a char is a code point.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "symbolic_text.h"

namespace symcrete::engine {

// A set of UTF-16 units as sorted, disjoint, non-adjacent ranges.
using CharRanges = std::vector<std::pair<char16_t, char16_t>>;

// A nondeterministic automaton without empty moves: `start` is the set of
// states before any char; each move consumes one char in its ranges.
struct RegexAutomaton {
    struct Move {
        std::size_t ranges;  // index into `sets`
        std::size_t to;
    };
    std::vector<CharRanges> sets;
    std::vector<std::vector<Move>> moves;  // by state
    std::vector<bool> accepting;           // by state
    std::vector<std::size_t> start;
};

// Which texts the automaton accepts: those the regex matches as a whole
// (String.matches), or those with a part it matches (Matcher.find from the
// start; a leading `^` ties that part to the start, and is not covered
// before alternatives, where it ties only the first; a regex ending in `$`
// is not covered, since find's `$` may stand before a last line break).
enum class RegexMatch { Whole, Anywhere };

// nullopt for a regex outside the covered syntax, an invalid one, or one
// whose automaton would pass `max_states` (a{1000} and the like).
std::optional<RegexAutomaton> compile_regex(std::u16string_view regex, RegexMatch how = RegexMatch::Whole,
                                            std::size_t max_states = 4000);

// A regex that is one character class (`[,;]`, `\\s`, `\\.`, `x`), possibly
// repeated greedily once or more (`\\s+`): String.split's separators of
// that form are a char of the set, or the longest run of them. nullopt for
// any other regex.
struct CharClassSeparator {
    CharRanges chars;
    bool run = false;  // `+`: the longest run
};
std::optional<CharClassSeparator> char_class_separator(std::u16string_view regex);

// Whether a char (an Int) is in the ranges (Bool).
Value in_char_ranges(expr::ExprContext& ctx, Value c, const CharRanges& ranges);

// Whether the text is in the automaton's language (Bool). Exact for text
// without surrogates (the caller checks, or only splits paths by it).
Value matches_whole(expr::ExprContext& ctx, const RegexAutomaton& automaton, const Text& text);

}  // namespace symcrete::engine
