# Strings with non-ASCII characters
s = "café"
print(s, len(s))
print(s.upper())
print(s[3], s[-1] == "é")
print(ord("é"), chr(233))
g = "straße"
print(g, len(g), g.upper(), g.upper() == "STRASSE")
u = "über"
print(u.capitalize(), u.title(), u[0])
j = "日本"
print(j, len(j), j[0], j[1])
print(ord(j[0]), ord(j[1]))
print(j + "語", j * 2)
print(repr(j), repr(s))
print(s[::-1], j[::-1])
print("é" < "f", "z" < "é")
print(sorted(["é", "e", "z", "a"]))
print("ÉCOLE".lower())
print("naïve".find("ï"), "naïve".replace("ï", "i"))
print([c for c in "añb"])
word = "Grüße"
count = 0
for ch in word:
    if ch.isalpha():
        count += 1
print(count)
print(f"[{j:^6}]")
print("ß".isalpha(), "日".isalpha())
try:
    print(ord(j))
except TypeError as e:
    print(type(e).__name__, e)
