# replace with count and empty strings, find/rfind/index with negative bounds, count
s = "abcabcabc"
print(s.replace("abc", "X"), s.replace("abc", "X", 2), s.replace("abc", "X", 0), s.replace("abc", "X", -1))
print(s.replace("", "-"), s.replace("", "-", 3), "".replace("", "Z"), "".replace("a", "b"), "aaa".replace("a", ""))
print("aaaa".replace("aa", "a"), "ababab".replace("aba", "X"), "é日é".replace("é", "e"))
print(s.find("c"), s.find("c", 3), s.find("c", -1), s.find("c", -4), s.find("c", 3, 5), s.find("c", 3, 6))
print(s.rfind("a"), s.rfind("a", 0, 6), s.rfind("a", -3), s.rfind("z"), s.find(""), s.rfind(""), s.find("", 20))
print(s.find("", 9), s.find("", 10), s.rfind("", 3, 5), s.find("abc", -100, 100), s.find("b", 5, 2))
print(s.index("b"), s.rindex("b"), s.index("ca", 1), s.rindex("ab", 0, 7))
print(s.count("a"), s.count("abc"), s.count(""), "".count(""), s.count("", 3), s.count("", 20), s.count("a", -3))
print("aaaa".count("aa"), "ababa".count("aba"), s.count("c", 2, 3), s.count("c", 2, 2))
print("日本日本".find("本"), "日本日本".rfind("日"), "日本日本".count("日本"), "ßß".index("ß", 1))
print(s.startswith("abc"), s.startswith("bc", 1), s.startswith(("x", "ab")), s.startswith("", 9), s.startswith("", 10))
print(s.endswith("bc"), s.endswith("ab", 0, 7), s.endswith(("a", "c")), s.endswith("abc", -3), s.endswith(()))
print(s.startswith("c", -1), s.startswith("abcabcabcX"), "".startswith(""), "".endswith("a"))
try:
    s.index("z")
except ValueError as e:
    print("ValueError:", e)
try:
    s.rindex("q", 2)
except ValueError as e:
    print("ValueError:", e)
try:
    s.startswith(["a"])
except TypeError as e:
    print("TypeError:", e)
print("x".join(["a", "b", "c"]), "".join([]), ", ".join("abc"), "-".join(["solo"]), "é".join(["日", "本"]))
