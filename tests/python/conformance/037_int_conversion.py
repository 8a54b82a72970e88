# int() and str() conversions
print(int("42"), int("-17"), int("+5"), int("  12  "), int("007"))
print(int(3.99), int(-3.99), int(True), int(False))
print(int("123456789012345678901234567890") * 2)
print(int(1e10), int(2.5e3))
print(str(42) + str(-3), str(3.0), str(10 ** 20))
print(int(str(12345)[::-1]))
print(int("-000"), int("+0"))
print(int(float("2.75")))
print(len(str(2 ** 1000)))
digits = "9876"
num = 0
for d in digits:
    num = num * 10 + (ord(d) - ord("0"))
print(num, num == int(digits))
def safe_int(s):
    try:
        return int(s)
    except ValueError:
        return None

for s in ["10", "ten", "", "3.5", " 8", "-0", "1e3", "  -42\n"]:
    print(repr(s), safe_int(s))
print(int(-0.0), int(0.5), int(-0.5))
print(str(int("0")), str(-0))
print(int(7) == 7, int("7") == 7)
