# case conversions, including title() apostrophe quirks and non-ASCII
samples = ["they're bill's friends", "hello world", "HELLO wORLD", "3rd place", "a1b2c3",
           "o'neil mcdonald-smith", "ßtraße", "éCOLE élémentaire", "ünïcode wörds", "ΣΊΣΥΦΟΣ", "", "123", "x_y z.w"]
for s in samples:
    print(repr(s), repr(s.title()), repr(s.capitalize()), repr(s.upper()), repr(s.lower()), repr(s.swapcase()))
    print("   ", s.istitle(), s.isupper(), s.islower(), repr(s.casefold()), len(s.upper()))
print("ß".upper(), "ß".lower(), "ß".casefold(), "ẞ".lower(), "ß".upper().lower(), "ß".swapcase())
print("straße".upper(), len("straße".upper()), "STRASSE".lower() == "straße".casefold(), "Straße" == "STRASSE")
print("Ω".lower(), "ω".upper(), "ΣΑΣ".lower(), "Σ".lower())
print("hello".capitalize(), "HELLO".capitalize(), "élan".capitalize(), "ßa".capitalize(), " lead".capitalize())
print("Title Case".istitle(), "Title case".istitle(), "TITLE".istitle(), "T".istitle(), "1A".istitle(), "A1a".istitle())
print("ABC1".isupper(), "1".isupper(), "abc!".islower(), "".islower(), "ÀÉ".isupper(), "Éa".istitle())
print("a".upper() + "B".lower(), "MiXeD".swapcase().swapcase())
