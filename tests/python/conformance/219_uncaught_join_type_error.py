# print sep/end corner cases, then str.join meets a non-string: uncaught TypeError
print("a", "b", "c", sep="")
print("a", "b", sep=" | ", end=" <end>\n")
print("no newline", end="")
print(" -- continued")
print(sep="-")
print()
print("", end="")
print("x", "", "y", sep=",")
print(1, 2.5, None, True, [1], ("t",), {"k": "v"}, sep=";")
print("multi\nline", "second", sep="\n", end="\n\n")
print("sep None", "ok", sep=None)
print("end None", end=None)
print("a", "b", sep="", end="")
print("", end="\n")
for i in range(3):
    print(i, end=" " if i < 2 else "\n")
parts = ["alpha", "beta", "gamma"]
print(", ".join(parts), "".join(parts), " ".join(reversed(parts)), "-".join(sorted(parts, key=len)))
print("|".join([str(n) for n in range(5)]), "+".join("abc"), "".join([]), "x".join(["only"]))
print("\n".join(["l1", "l2"]), "é".join(["日", "本"]))
words = {"k1": "v1", "k2": "v2"}
print("&".join(words), "&".join(words.values()), "&".join([k + "=" + v for k, v in words.items()]))
try:
    ", ".join([1, 2])
except TypeError as e:
    print("caught:", e)
try:
    "".join(None)
except TypeError as e:
    print("caught:", e)
row = ["id", 42, "name"]
print("building CSV row from", row)
print(",".join(row))
