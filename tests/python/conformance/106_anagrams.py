# Anagram detection and grouping
def normalize(word):
    return "".join(sorted(word.lower().replace(" ", "")))

def is_anagram(a, b):
    return normalize(a) == normalize(b)

pairs = [("listen", "silent"), ("Dormitory", "dirty room"), ("hello", "world"), ("", ""), ("aab", "abb")]
for a, b in pairs:
    print(repr(a), repr(b), is_anagram(a, b))
words = ["eat", "tea", "tan", "ate", "nat", "bat"]
groups = {}
for w in words:
    key = normalize(w)
    if key not in groups:
        groups[key] = []
    groups[key].append(w)
print(groups)
print(list(groups.values()))
print(sorted([sorted(g) for g in groups.values()], key=len, reverse=True))
def letter_counts(word):
    counts = {}
    for ch in word:
        counts[ch] = counts.get(ch, 0) + 1
    return counts

print(letter_counts("banana"))
print(letter_counts("listen") == letter_counts("silent"))
print(letter_counts("abc") == letter_counts("abcc"))
