// compile_regex parses the covered syntax (regex_automaton.h) into a tree,
// builds Thompson's automaton from it (empty moves included), then drops
// the empty moves: each state keeps its char moves, each leading to the
// states its target reaches without consuming. matches_whole runs that
// automaton over the text's capacity with a Bool per state and position,
// shared by every later position, so the condition grows with capacity
// times moves rather than with the paths through the regex.
#include "regex_automaton.h"

#include <algorithm>
#include <memory>
#include <string>

namespace symcrete::engine {

namespace {

using expr::Kind;

constexpr char16_t kMaxChar = 0xFFFF;

CharRanges normalized(CharRanges ranges) {
    std::sort(ranges.begin(), ranges.end());
    CharRanges out;
    for (const auto& [lo, hi] : ranges) {
        if (!out.empty() && static_cast<std::uint32_t>(lo) <= static_cast<std::uint32_t>(out.back().second) + 1) {
            out.back().second = std::max(out.back().second, hi);
        } else {
            out.emplace_back(lo, hi);
        }
    }
    return out;
}

CharRanges complement(const CharRanges& ranges) {
    CharRanges out;
    std::uint32_t next = 0;
    for (const auto& [lo, hi] : normalized(ranges)) {
        if (lo > next) out.emplace_back(static_cast<char16_t>(next), static_cast<char16_t>(lo - 1));
        next = static_cast<std::uint32_t>(hi) + 1;
    }
    if (next <= kMaxChar) out.emplace_back(static_cast<char16_t>(next), kMaxChar);
    return out;
}

CharRanges single(char16_t c) { return {{c, c}}; }

// The regex's tree.
struct Node {
    enum class Type { Chars, Concat, Alt, Repeat } type = Type::Concat;
    CharRanges chars;
    std::vector<std::unique_ptr<Node>> children;
    int min = 0;
    int max = -1;  // -1: unbounded
    bool reluctant = false;  // Repeat: `*?` and the like (the same whole-text language)
};
using NodePtr = std::unique_ptr<Node>;

NodePtr chars_node(CharRanges ranges) {
    auto node = std::make_unique<Node>();
    node->type = Node::Type::Chars;
    node->chars = normalized(std::move(ranges));
    return node;
}

// Java's predefined classes without UNICODE_CHARACTER_CLASS, and the ASCII
// \p{...} names of java.util.regex.Pattern's documentation.
std::optional<CharRanges> predefined(char16_t letter) {
    switch (letter) {
        case 'd': return CharRanges{{'0', '9'}};
        case 'w': return CharRanges{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}};
        case 's': return CharRanges{{'\t', '\r'}, {' ', ' '}};  // \t \n \x0B \f \r and space
        case 'D': return complement({{'0', '9'}});
        case 'W': return complement({{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}});
        case 'S': return complement({{'\t', '\r'}, {' ', ' '}});
        default: return std::nullopt;
    }
}

std::optional<CharRanges> posix_class(std::u16string_view name) {
    const CharRanges punct{{'!', '/'}, {':', '@'}, {'[', '`'}, {'{', '~'}};
    if (name == u"Lower") return CharRanges{{'a', 'z'}};
    if (name == u"Upper") return CharRanges{{'A', 'Z'}};
    if (name == u"ASCII") return CharRanges{{0, 0x7F}};
    if (name == u"Alpha") return CharRanges{{'A', 'Z'}, {'a', 'z'}};
    if (name == u"Digit") return CharRanges{{'0', '9'}};
    if (name == u"Alnum") return CharRanges{{'0', '9'}, {'A', 'Z'}, {'a', 'z'}};
    if (name == u"Punct") return punct;
    if (name == u"Graph" || name == u"Print") {
        CharRanges r{{'!', '~'}};
        if (name == u"Print") r.emplace_back(' ', ' ');
        return r;
    }
    if (name == u"Blank") return CharRanges{{' ', ' '}, {'\t', '\t'}};
    if (name == u"Cntrl") return CharRanges{{0, 0x1F}, {0x7F, 0x7F}};
    if (name == u"XDigit") return CharRanges{{'0', '9'}, {'A', 'F'}, {'a', 'f'}};
    if (name == u"Space") return CharRanges{{'\t', '\r'}, {' ', ' '}};
    return std::nullopt;
}

bool is_hex(char16_t c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
int hex_value(char16_t c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; }
bool is_letter_or_digit(char16_t c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

class Parser {
public:
    explicit Parser(std::u16string_view regex) : s_(regex) {}

    // nullopt on anything outside the covered syntax.
    std::optional<NodePtr> parse(RegexMatch how) {
        const bool at_start = peek() == '^';
        if (at_start) ++at_;
        // A whole-text match ends at the end: a last `$` adds nothing.
        if (!s_.empty() && s_.back() == '$' && !escaped_at(s_.size() - 1)) {
            if (how == RegexMatch::Anywhere) return std::nullopt;
            s_.remove_suffix(1);
        }
        NodePtr tree = alternation();
        if (!ok_ || at_ != s_.size()) return std::nullopt;
        if (how == RegexMatch::Whole) return tree;
        if (at_start && tree->type == Node::Type::Alt) return std::nullopt;  // `^` ties only the first alternative
        // Any chars, the regex's part, any chars.
        auto anything = [] {
            auto repeat = std::make_unique<Node>();
            repeat->type = Node::Type::Repeat;
            repeat->children.push_back(chars_node({{0, kMaxChar}}));
            return repeat;
        };
        auto around = std::make_unique<Node>();
        around->type = Node::Type::Concat;
        if (!at_start) around->children.push_back(anything());
        around->children.push_back(std::move(tree));
        around->children.push_back(anything());
        return around;
    }

private:
    // Whether the char at `i` follows an odd run of backslashes.
    bool escaped_at(std::size_t i) const {
        std::size_t n = 0;
        while (i > n && s_[i - n - 1] == '\\') ++n;
        return n % 2 == 1;
    }
    char16_t peek(std::size_t ahead = 0) const { return at_ + ahead < s_.size() ? s_[at_ + ahead] : 0; }
    bool done() const { return at_ >= s_.size(); }
    NodePtr fail() {
        ok_ = false;
        return chars_node({});
    }

    NodePtr alternation() {
        auto alt = std::make_unique<Node>();
        alt->type = Node::Type::Alt;
        alt->children.push_back(sequence());
        while (ok_ && peek() == '|' && !done()) {
            ++at_;
            alt->children.push_back(sequence());
        }
        if (alt->children.size() == 1) return std::move(alt->children[0]);
        return alt;
    }

    NodePtr sequence() {
        auto seq = std::make_unique<Node>();
        seq->type = Node::Type::Concat;
        while (ok_ && !done() && peek() != '|' && peek() != ')') {
            NodePtr atom_node = atom();
            if (!ok_) break;
            seq->children.push_back(quantified(std::move(atom_node)));
        }
        return seq;
    }

    NodePtr quantified(NodePtr node) {
        int min = 0;
        int max = -1;
        switch (peek()) {
            case '*': ++at_; break;
            case '+': ++at_, min = 1; break;
            case '?': ++at_, max = 1; break;
            case '{': {
                ++at_;
                auto first = number();
                if (!first) return fail();
                min = max = *first;
                if (peek() == ',') {
                    ++at_;
                    max = -1;
                    if (peek() != '}') {
                        auto second = number();
                        if (!second || *second < min) return fail();
                        max = *second;
                    }
                }
                if (peek() != '}') return fail();
                ++at_;
                break;
            }
            default: return node;
        }
        bool reluctant = false;
        if (peek() == '?') ++at_, reluctant = true;  // the same whole-text language
        else if (peek() == '+') return fail();      // possessive: not the same language
        if (peek() == '*' || peek() == '+' || peek() == '?' || peek() == '{') return fail();
        auto repeat = std::make_unique<Node>();
        repeat->type = Node::Type::Repeat;
        repeat->min = min;
        repeat->max = max;
        repeat->reluctant = reluctant;
        repeat->children.push_back(std::move(node));
        return repeat;
    }

    std::optional<int> number() {
        int value = 0;
        std::size_t digits = 0;
        while (peek() >= '0' && peek() <= '9') {
            value = value * 10 + (peek() - '0');
            if (value > 100000) return std::nullopt;
            ++at_, ++digits;
        }
        return digits == 0 ? std::nullopt : std::optional(value);
    }

    NodePtr atom() {
        const char16_t c = peek();
        switch (c) {
            case '(': {
                ++at_;
                if (peek() == '?') {
                    if (peek(1) == ':') {
                        at_ += 2;
                    } else if (peek(1) == '<' && ((peek(2) >= 'a' && peek(2) <= 'z') || (peek(2) >= 'A' && peek(2) <= 'Z'))) {
                        at_ += 2;  // a named group: its name, then its body
                        while (is_letter_or_digit(peek())) ++at_;
                        if (peek() != '>') return fail();
                        ++at_;
                    } else {
                        return fail();  // lookaround, atomic groups, inline flags
                    }
                }
                NodePtr inner = alternation();
                if (!ok_ || peek() != ')' || done()) return fail();
                ++at_;
                return inner;
            }
            case '[': ++at_; return char_class();
            case '.': ++at_; return chars_node(complement({{'\n', '\n'}, {'\r', '\r'}, {0x85, 0x85}, {0x2028, 0x2029}}));
            case '\\': {
                ++at_;
                if (peek() == 'Q') {  // \Q...\E: every char literal
                    ++at_;
                    auto quoted = std::make_unique<Node>();
                    quoted->type = Node::Type::Concat;
                    while (!done() && !(peek() == '\\' && peek(1) == 'E')) quoted->children.push_back(chars_node(single(s_[at_++])));
                    if (!done()) at_ += 2;
                    return quoted;
                }
                auto ranges = escape();
                if (!ranges) return fail();
                return chars_node(std::move(*ranges));
            }
            case '*': case '+': case '?': case '{': case '^': case '$': case ')': return fail();
            default:
                if (c >= 0xD800 && c <= 0xDFFF) return fail();  // a code point of two chars
                ++at_;
                return chars_node(single(c));
        }
    }

    // After a backslash: the chars it stands for, as one set.
    std::optional<CharRanges> escape() {
        if (done()) return std::nullopt;
        const char16_t c = s_[at_++];
        if (auto ranges = predefined(c)) return ranges;
        switch (c) {
            case 't': return single('\t');
            case 'n': return single('\n');
            case 'r': return single('\r');
            case 'f': return single('\f');
            case 'a': return single(0x07);
            case 'e': return single(0x1B);
            case '0': {
                int value = 0;
                int digits = 0;
                while (digits < 3 && peek() >= '0' && peek() <= '7' && value * 8 + (peek() - '0') <= 0377) {
                    value = value * 8 + (peek() - '0');
                    ++at_, ++digits;
                }
                if (digits == 0) return std::nullopt;
                return single(static_cast<char16_t>(value));
            }
            case 'x': {
                if (is_hex(peek()) && is_hex(peek(1))) {
                    const int value = hex_value(peek()) * 16 + hex_value(peek(1));
                    at_ += 2;
                    return single(static_cast<char16_t>(value));
                }
                return std::nullopt;  // \x{...} may name a supplementary code point
            }
            case 'u': {
                int value = 0;
                for (int i = 0; i < 4; ++i) {
                    if (!is_hex(peek())) return std::nullopt;
                    value = value * 16 + hex_value(s_[at_++]);
                }
                if (value >= 0xD800 && value <= 0xDFFF) return std::nullopt;
                return single(static_cast<char16_t>(value));
            }
            case 'p':
            case 'P': {
                if (peek() != '{') return std::nullopt;
                const std::size_t close = s_.find('}', at_);
                if (close == std::u16string_view::npos) return std::nullopt;
                auto ranges = posix_class(s_.substr(at_ + 1, close - at_ - 1));
                if (!ranges) return std::nullopt;
                at_ = close + 1;
                return c == 'p' ? normalized(*ranges) : complement(*ranges);
            }
            default:
                // Any other letter or digit is a construct not covered
                // (backreferences, \b, \h, \R, ...) or an error.
                if (is_letter_or_digit(c) || (c >= 0xD800 && c <= 0xDFFF)) return std::nullopt;
                return single(c);
        }
    }

    // After '[': items up to ']'. Nested classes and intersections are
    // not covered; neither is a ']' or '-' whose meaning Java decides by
    // position in ways not worth copying.
    NodePtr char_class() {
        bool negated = false;
        if (peek() == '^') ++at_, negated = true;
        if (peek() == ']') return fail();
        CharRanges ranges;
        bool last_was_range_or_class = false;
        while (true) {
            if (done()) return fail();
            const char16_t c = peek();
            if (c == ']') {
                ++at_;
                break;
            }
            if (c == '[' || (c == '&' && peek(1) == '&')) return fail();
            if (c == '-' && peek(1) != ']' && (ranges.empty() || last_was_range_or_class)) {
                if (!ranges.empty()) return fail();
                ++at_;  // a leading '-' is literal
                ranges.emplace_back('-', '-');
                last_was_range_or_class = false;
                continue;
            }
            auto low = class_item();
            if (!low) return fail();
            if (low->size() != 1 || (*low)[0].first != (*low)[0].second || peek() != '-' || peek(1) == ']') {
                // A class (\d) or a single char not starting a range.
                const bool is_class = low->size() != 1 || (*low)[0].first != (*low)[0].second;
                ranges.insert(ranges.end(), low->begin(), low->end());
                last_was_range_or_class = is_class;
                continue;
            }
            ++at_;  // '-'
            auto high = class_item();
            if (!high || high->size() != 1 || (*high)[0].first != (*high)[0].second) return fail();
            if ((*high)[0].first < (*low)[0].first) return fail();  // Java: "Illegal character range"
            ranges.emplace_back((*low)[0].first, (*high)[0].first);
            last_was_range_or_class = true;
        }
        if (ranges.empty()) return fail();
        return chars_node(negated ? complement(ranges) : normalized(ranges));
    }

    std::optional<CharRanges> class_item() {
        const char16_t c = peek();
        if (c == '\\') {
            ++at_;
            if (peek() == 'Q') return std::nullopt;
            return escape();
        }
        if (c >= 0xD800 && c <= 0xDFFF) return std::nullopt;
        ++at_;
        return single(c);
    }

    std::u16string_view s_;
    std::size_t at_ = 0;
    bool ok_ = true;
};

// Thompson's construction: each node a fragment from one state to another.
class Builder {
public:
    explicit Builder(std::size_t max_states) : max_states_(max_states) {}

    std::size_t add_state() {
        if (states_.size() >= max_states_) {
            too_big_ = true;
            return 0;
        }
        states_.emplace_back();
        return states_.size() - 1;
    }

    // The fragment of `node` from `from`; returns its end state.
    std::size_t build(const Node& node, std::size_t from) {
        if (too_big_) return from;
        switch (node.type) {
            case Node::Type::Chars: {
                const std::size_t to = add_state();
                if (too_big_) return from;
                sets_.push_back(node.chars);
                states_[from].moves.push_back({sets_.size() - 1, to});
                return to;
            }
            case Node::Type::Concat: {
                std::size_t at = from;
                for (const auto& child : node.children) at = build(*child, at);
                return at;
            }
            case Node::Type::Alt: {
                const std::size_t end = add_state();
                for (const auto& child : node.children) {
                    const std::size_t start = add_state();
                    if (too_big_) return from;
                    states_[from].empty.push_back(start);
                    const std::size_t child_end = build(*child, start);
                    if (too_big_) return from;
                    states_[child_end].empty.push_back(end);
                }
                return end;
            }
            case Node::Type::Repeat: {
                const Node& body = *node.children[0];
                std::size_t at = from;
                for (int i = 0; i < node.min && !too_big_; ++i) at = build(body, at);
                if (node.max < 0) {
                    const std::size_t loop = add_state();
                    const std::size_t end = add_state();
                    if (too_big_) return from;
                    states_[at].empty.push_back(loop);
                    states_[loop].empty.push_back(end);
                    const std::size_t start = add_state();
                    if (too_big_) return from;
                    states_[loop].empty.push_back(start);
                    const std::size_t body_end = build(body, start);
                    if (too_big_) return from;
                    states_[body_end].empty.push_back(loop);
                    return end;
                }
                const std::size_t end = add_state();
                for (int i = node.min; i < node.max && !too_big_; ++i) {
                    states_[at].empty.push_back(end);
                    at = build(body, at);
                }
                if (too_big_) return from;
                states_[at].empty.push_back(end);
                return end;
            }
        }
        return from;
    }

    // The automaton without empty moves, over the states that have a char
    // move or are the end.
    std::optional<RegexAutomaton> finish(std::size_t start, std::size_t end) {
        if (too_big_) return std::nullopt;
        const std::size_t n = states_.size();
        std::vector<std::vector<std::size_t>> closure(n);
        for (std::size_t s = 0; s < n; ++s) {
            std::vector<bool> seen(n, false);
            std::vector<std::size_t> work{s};
            seen[s] = true;
            while (!work.empty()) {
                const std::size_t t = work.back();
                work.pop_back();
                closure[s].push_back(t);
                for (std::size_t u : states_[t].empty)
                    if (!seen[u]) seen[u] = true, work.push_back(u);
            }
        }
        std::vector<std::size_t> index(n, n);
        RegexAutomaton automaton;
        automaton.sets = sets_;
        for (std::size_t s = 0; s < n; ++s) {
            if (states_[s].moves.empty() && s != end) continue;
            index[s] = automaton.moves.size();
            automaton.moves.emplace_back();
            automaton.accepting.push_back(s == end);
        }
        auto targets = [&](std::size_t s) {
            std::vector<std::size_t> out;
            for (std::size_t t : closure[s])
                if (index[t] != n) out.push_back(index[t]);
            std::sort(out.begin(), out.end());
            out.erase(std::unique(out.begin(), out.end()), out.end());
            return out;
        };
        for (std::size_t s = 0; s < n; ++s) {
            if (index[s] == n) continue;
            for (const auto& move : states_[s].moves)
                for (std::size_t t : targets(move.to)) automaton.moves[index[s]].push_back({move.ranges, t});
        }
        automaton.start = targets(start);
        return automaton;
    }

private:
    struct State {
        std::vector<std::size_t> empty;
        std::vector<RegexAutomaton::Move> moves;
    };
    std::vector<State> states_;
    std::vector<CharRanges> sets_;
    std::size_t max_states_;
    bool too_big_ = false;
};

Value both(expr::ExprContext& ctx, Value a, Value b) {
    if (a.is_concrete()) return a.as_bool() ? b : a;
    if (b.is_concrete()) return b.as_bool() ? a : b;
    return expr::binary(ctx, Kind::BoolAnd, a, b);
}
Value either(expr::ExprContext& ctx, Value a, Value b) {
    if (a.is_concrete()) return a.as_bool() ? a : b;
    if (b.is_concrete()) return b.as_bool() ? b : a;
    return expr::binary(ctx, Kind::BoolOr, a, b);
}

}  // namespace

Value in_char_ranges(expr::ExprContext& ctx, Value c, const CharRanges& ranges) {
    Value result = Value::boolean(false);
    for (const auto& [lo, hi] : ranges) {
        const Value low = Value::i32(lo);
        const Value high = Value::i32(hi);
        const Value in = lo == hi ? expr::binary(ctx, Kind::Eq, c, low)
                                  : both(ctx, expr::binary(ctx, Kind::Le, low, c), expr::binary(ctx, Kind::Le, c, high));
        result = either(ctx, result, in);
    }
    return result;
}

std::optional<RegexAutomaton> compile_regex(std::u16string_view regex, RegexMatch how, std::size_t max_states) {
    Parser parser(regex);
    auto tree = parser.parse(how);
    if (!tree) return std::nullopt;
    Builder builder(max_states);
    const std::size_t start = builder.add_state();
    const std::size_t end = builder.build(**tree, start);
    return builder.finish(start, end);
}

std::optional<CharClassSeparator> char_class_separator(std::u16string_view regex) {
    if (regex.empty() || regex[0] == '^' || regex.back() == '$') return std::nullopt;
    Parser parser(regex);
    auto tree = parser.parse(RegexMatch::Whole);
    if (!tree) return std::nullopt;
    const Node* node = tree->get();
    while (node->type == Node::Type::Concat && node->children.size() == 1) node = node->children[0].get();
    if (node->type == Node::Type::Chars) return CharClassSeparator{node->chars, false};
    if (node->type == Node::Type::Repeat && node->min == 1 && node->max < 0 && !node->reluctant) {
        const Node* body = node->children[0].get();
        while (body->type == Node::Type::Concat && body->children.size() == 1) body = body->children[0].get();
        if (body->type == Node::Type::Chars) return CharClassSeparator{body->chars, true};
    }
    return std::nullopt;
}

Value matches_whole(expr::ExprContext& ctx, const RegexAutomaton& automaton, const Text& text) {
    const std::size_t n = automaton.moves.size();
    std::vector<Value> current(n, Value::boolean(false));
    for (std::size_t s : automaton.start) current[s] = Value::boolean(true);
    auto accepted = [&] {
        Value any = Value::boolean(false);
        for (std::size_t s = 0; s < n; ++s)
            if (automaton.accepting[s]) any = either(ctx, any, current[s]);
        return any;
    };
    auto length_is = [&](std::size_t i) { return expr::binary(ctx, Kind::Eq, text.length, Value::i32(static_cast<std::int32_t>(i))); };
    Value result = both(ctx, length_is(0), accepted());
    for (std::size_t i = 0; i < text.chars.size(); ++i) {
        std::vector<std::optional<Value>> in_set(automaton.sets.size());
        std::vector<Value> next(n, Value::boolean(false));
        bool alive = false;
        for (std::size_t s = 0; s < n; ++s) {
            if (current[s].is_concrete() && !current[s].as_bool()) continue;
            for (const auto& move : automaton.moves[s]) {
                if (!in_set[move.ranges]) in_set[move.ranges] = in_char_ranges(ctx, text.chars[i], automaton.sets[move.ranges]);
                const Value step = both(ctx, current[s], *in_set[move.ranges]);
                next[move.to] = either(ctx, next[move.to], step);
                alive = alive || !(step.is_concrete() && !step.as_bool());
            }
        }
        current = std::move(next);
        if (!alive) break;
        result = either(ctx, result, both(ctx, length_is(i + 1), accepted()));
    }
    return result;
}

}  // namespace symcrete::engine
