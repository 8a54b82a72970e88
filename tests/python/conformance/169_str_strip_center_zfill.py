# strip with chars, center/ljust/rjust widths and fills, zfill with signs
s = "xxhixyx"
print(s.strip("x"), s.lstrip("x"), s.rstrip("x"), s.strip("xy"), s.strip("yx"), s.strip(""), s.strip("abc"))
print(repr("  \t\n hi \r\n".strip()), repr("\xa0hi\u3000".strip()), repr("..a..".strip(".")), repr("....".strip(".")))
print("www.example.com".strip("cmowz."), "mississippi".rstrip("ips"), "mississippi".lstrip("mis"))
for w in range(0, 10):
    print(w, "[" + "ab".center(w) + "]", "[" + "abc".center(w, "*") + "]", "[" + "a".center(w, "-") + "]")
print("[" + "é".center(4, "ü") + "]", "[" + "日本".ljust(5, "。") + "]", "[" + "x".rjust(3, "0") + "]")
print("abc".ljust(2), "abc".rjust(-1), "abc".center(3), "".center(3, "+"), "".ljust(2, "z"))
for v in ["42", "-42", "+42", "", "-", "+", "abc", "-0", "00", "1.5", "-1.5", "é"]:
    print(repr(v), repr(v.zfill(5)), repr(v.zfill(1)), repr(v.zfill(0)))
print(str(-7).zfill(4), str(7).zfill(4), format(-7, "04"), str(12345).zfill(3))
print("hello".removeprefix("he"), "hello".removeprefix("lo"), "hello".removesuffix("lo"), "hello".removesuffix(""), "".removeprefix("a"))
print("aaa".removeprefix("a"), "abab".removesuffix("ab"), "x".removeprefix("x"))
try:
    "a".center(5, "ab")
except TypeError as e:
    print("TypeError:", e)
try:
    "a".strip(5)
except TypeError as e:
    print("TypeError:", e)
