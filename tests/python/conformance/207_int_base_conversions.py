# hex/bin/oct, int(x, base) round trips, format of negatives and bit_length
for n in [0, 1, -1, 7, -8, 255, -256, 2 ** 31, -(2 ** 31) - 1, 2 ** 64 - 1, 10 ** 20]:
    h, b, o = hex(n), bin(n), oct(n)
    print(n, h, b, o, int(h, 16) == n, int(b, 0) == n, int(o, 8) == n, n.bit_length())
print(format(255, "x"), format(-255, "x"), format(255, "b"), format(8, "o"), format(-1, "b"))
print(int("-0b1010", 0), int("-0o17", 0), int("-0xAbC", 0), int("+0x10", 16), int("1010", 2))
print(int("zz", 36), int("ZZ", 36), int("10", 36), int("Hello", 36), int("-a", 11))
digits = "0123456789abcdefghijklmnopqrstuvwxyz"
def to_base(n, base):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = ""
    while n:
        n, r = divmod(n, base)
        out = digits[r] + out
    return sign + out
for n, base in [(255, 2), (255, 16), (-255, 7), (10 ** 15, 36), (2 ** 100, 32), (0, 5), (35, 36)]:
    s = to_base(n, base)
    print(n, base, s, int(s, base) == n)
print(hex(-0), bin(0), oct(0), hex(True), bin(False), (-1).bit_length(), (-256).bit_length(), (255).bit_length())
print(0x_ff, 0b_1_0, 0o_7_7, 1_000_000, 0xFF + 0o10 + 0b11)
print(int("0" * 30 + "1"), int("-000"), int("0_0_0"), int("0x0", 0), int("00", 0))
print(2 ** 32 >> 16, -(2 ** 32) >> 16, 1 << 0, 5 >> 10, -5 >> 10, 5 << 62)
print(0b1100 & 0b1010, 0b1100 | 0b1010, 0b1100 ^ 0b1010, ~0b1100, -12 & 0xF, -12 | 3)
try:
    print(1 << -1)
except ValueError as e:
    print("ValueError:", e)
try:
    print(1 >> -3)
except ValueError as e:
    print("ValueError:", e)
