# int() parsing: whitespace, signs, underscores, bases, prefixes
good = ["42", "  -42  ", "+7", "\t\n13\n", "1_000_000", "-0", "007", "0", "  +0_1  ", "0_0"]
for s in good:
    print(repr(s), int(s))
print(int("ff", 16), int("FF", 16), int("-ff", 16), int("0xff", 16), int("0x1f", 0), int("0o17", 0), int("0b101", 0))
print(int("z", 36), int("Zz", 36), int("10", 2), int("777", 8), int("0b_1010", 0), int("1_0", 0), int("0", 0))
print(int("  -0x_ff  ", 0), int("0X1F", 16), int("0B11", 2), int("0O7", 8), int("11", 3), int("-1", 7))
print(int(3.99), int(-3.99), int(True), int("12345678901234567890123"), int(1e18), int(-0.0))
print(int("1" * 50) % 97, int("-" + "9" * 30) + 1)
bad = ["", " ", "4.5", "1__0", "_1", "1_", "0x10", "12a", "- 5", "++5", "1e3", "0b2", "inf", "1 2"]
for s in bad:
    try:
        print(int(s))
    except ValueError as e:
        print("ValueError:", e)
for s, b in [("12", 2), ("g", 16), ("0x", 16), ("08", 0), ("0b1", 16), ("", 10), ("9", 8)]:
    try:
        print(s, b, int(s, b))
    except ValueError as e:
        print("ValueError:", e)
try:
    int("10", 1)
except ValueError as e:
    print("ValueError:", e)
try:
    int("10", 37)
except ValueError as e:
    print("ValueError:", e)
try:
    int(10, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    int(None)
except TypeError as e:
    print("TypeError:", e)
try:
    int([1])
except TypeError as e:
    print("TypeError:", e)
