# repr() of strings: quote choice, backslashes, control and non-ASCII characters
samples = ["plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "tab\there",
           "new\nline", "cr\rhere", "nul\x00byte", "bell\x07", "esc\x1b[0m", "del\x7f",
           "é ß ü Ω", "日本語", "\u200b", "\xa0nbsp", "\x85", "", "'", '"', "\\", "\\'",
           "emoji \U0001f600", "\x9f", "a\fb\vc"]
for s in samples:
    print(len(s), repr(s))
print(samples[:5])
print(("x", "y'z", 'w"v'))
print({"k'ey": "va\\lue", "ñ": "\t"})
print(repr(repr("a'b")))
print(str("a\tb"), "|" + "tab\tend" + "|")
q = "quo'te"
print(f"{q!r}", repr(q), f"{q}")
s = 'mixed \' and " inside'
print(s, repr(s), [s])
print(repr("\\n"), len("\\n"), repr("\n"), len("\n"))
print(repr(chr(0)), repr(chr(31)), repr(chr(127)), repr(chr(160)), repr(chr(255)))
print(repr(chr(0x2028)), repr(chr(0x3000)), repr(chr(0xe9)), repr(chr(0x1f600)))
