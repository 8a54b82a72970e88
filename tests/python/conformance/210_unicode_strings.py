# non-ASCII strings are sequences of code points, not bytes
s = "naïve café 日本語 Ωmega ß"
print(len(s), s[2], s[-1], s[11:14], s[::-1])
print([ord(c) for c in "aé日Ω"], chr(233) + chr(26085) + chr(937), chr(ord("é") + 1))
print(s.find("日"), s.index("Ω"), s.count("é"), s.upper(), s.title())
print(s.split(), s.replace("日本語", "nihongo"), s.partition("café"))
print("é" < "f", "é" > "z", "Ω" > "ω", "日" > "本", sorted(["é", "e", "z", "ß", "Ω", "a"]))
print(min("héllo"), max("héllo"), "".join(sorted("日本語")), "日本" in s, "本日" in s)
print(f"[{'日本':^8}]", f"[{'é':>3}]", "ü".center(5, "*"), "Ω".zfill(3), "日本".ljust(4) + "|")
print(repr("ça"), str("ça"), len("ça"), "ça"[0], "ça"[1:], repr("ça"[0]))
word = "Straße"
print(word.lower(), word.upper(), word.casefold(), word.swapcase(), len(word.upper()))
print(word.startswith("Stra"), word.endswith("ße"), word.find("ß"), word[4], word[-2:])
chars = list("añb日")
chars.reverse()
print(chars, "-".join(chars), len(chars))
counts = {}
for ch in "éléphant évadé":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print("é".isalpha(), "日".isalpha(), "ß".islower(), "Ω".isupper(), " ".join(["ü", "ö"]))
print("x" * 3 + "é" * 2, "é" * 0 == "")
enc = [ord(c) - 100 for c in "Zoë"]
print(enc, "".join([chr(n + 100) for n in enc]))
print(hex(ord("€")), "\u20ac" == "€", "\u03b1", "\xe9" == "é", len("\U0001f600"))
