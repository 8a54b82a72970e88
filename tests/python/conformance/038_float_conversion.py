# float() and str() with floats
print(float(1), float(-3), float("1.5"), float("-0.25"))
print(float("1e-3"), float("  2.5\n"), float("10"), float(".5"), float("5."))
print(float("inf"), float("-inf"), float("nan"), float("Infinity"))
print(float(True), float(10 ** 18), float(10 ** 16 + 1))
print(str(1.0), str(0.1 * 3), str(1e300 * 10))
print(float("0.1") + float("0.2"))
print(3.0 == 3, float(3) == 3.0)
values = ["3.14", "2", "-7.5", "abc", "1,5"]
for v in values:
    try:
        print(v, "->", float(v))
    except ValueError as e:
        print(v, "->", "error:", e)
print(float(int(3.7)))
print(float(-0.0), float("-0"))
print(2.5 * 4, 0.1 * 10, 1.1 * 3)
x = 1.0
for _ in range(10):
    x = x / 2
print(x)
print(1e308 * 10, -1e308 * 10)
print(float(2 ** 53), float(2 ** 53 + 1))
