# huge integer powers and shifts
a = 2 ** 200
print(a)
print(a >> 190, a >> 200, a >> 201, a << 3)
print(-a >> 199, -a >> 200, -a >> 201, -1 >> 100, -5 >> 1)
print(1 << 100, (1 << 100) - 1, ((1 << 100) - 1).bit_length())
print(3 ** 100)
print((-3) ** 101)
print(-3 ** 2, (-3) ** 2, 2 ** -1, 2 ** -2, (-2) ** -1)
print(7 ** 0, 0 ** 0, 0 ** 5, (-1) ** 1001, (-1) ** 1000)
f = 1
for i in range(1, 41):
    f *= i
print(f)
print(len(str(f)), f % 1000007, f.bit_length())
print(str(2 ** 1000)[:20], str(2 ** 1000)[-20:], len(str(2 ** 1000)))
x = 12345678901234567890
print(x * x, x * -x, x - x * 2, -x // 7, x % 97)
print((2 ** 64) & (2 ** 64 - 1), (2 ** 64) | 1, (2 ** 64 + 5) ^ 3, ~(2 ** 64))
print(-(2 ** 70) & 0xFF, -(2 ** 70) | 0xFF, (-(2 ** 70)) ^ -1)
print(pow(2, 100, 10 ** 9 + 7), pow(3, 1000, 1000), pow(-2, 101, 13))
print(abs(-(10 ** 50)), (10 ** 50).bit_length(), (-(10 ** 50)).bit_length(), (0).bit_length())
print(hex(2 ** 100), oct(2 ** 64), bin(2 ** 70 + 1))
print(hex(-(2 ** 68)), bin(-1), oct(-8))
