# float() parsing of special values, whitespace, underscores, exponents
good = ["inf", "-inf", "+inf", "Infinity", "-Infinity", "iNfInItY", "nan", "-nan", "NaN",
        " 1e3 ", "1_000.5", "1E-2", ".5", "5.", "-.5e1", "  +3.25\n", "1e500", "-1e500", "1e-400",
        "0.1e1", "00012.50", "1_2.3_4e1_0", "4e-324", "2.5e-324", "  -0.0  "]
for s in good:
    v = float(s)
    print(repr(s), v, repr(v))
print(float(10), float(-0), float(True), float(2 ** 60), float("12345678901234567890"))
print(float("0.1") + float("0.2"), float("1" + "0" * 30), float("9" * 20))
bad = ["", "abc", "1.2.3", "1e", "e5", "_1.0", "1._0", "1__0", "in f", "infinit", "0x10", "1,5", "--1", "nan(1)"]
for s in bad:
    try:
        print(float(s))
    except ValueError as e:
        print("ValueError:", e)
try:
    float(None)
except TypeError as e:
    print("TypeError:", e)
try:
    float([1.0])
except TypeError as e:
    print("TypeError:", e)
n = float("nan")
print(n == n, n != n, n > 0, n < 0, [n] == [n], n in [n], float("nan") in [float("nan")])
i = float("inf")
print(i == i, i > 10 ** 400, -i < -(10 ** 400), i - i, i * 0, i / i, 1 / i, -1 / i, i + 1 == i)
print(str(float("-inf")), repr(float("+nan")), int(float("1e5")), float("1e5").is_integer(), float("1.5").is_integer())
