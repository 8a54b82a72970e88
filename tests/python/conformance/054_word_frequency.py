# Word frequency counting with a dict
text = "the cat and the hat\nthe cat sat on the mat\nand the dog sat too"
freq = {}
for word in text.split():
    if word in freq:
        freq[word] += 1
    else:
        freq[word] = 1
print(freq)
for word in freq:
    stars = "*" * freq[word]
    print(f"{word:>5}: {stars}")
ranked = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
print(ranked[:3])
most = ""
best = 0
for w, c in freq.items():
    if c > best:
        most = w
        best = c
print("most common:", most, best)
lines = text.split("\n")
for i, line in enumerate(lines):
    print(i + 1, len(line.split()), line)
by_length = {}
for w in freq:
    by_length.setdefault(len(w), []).append(w)
print(by_length)
unique = [w for w in freq if freq[w] == 1]
print(unique, len(unique))
print(sum(freq.values()), len(freq))
