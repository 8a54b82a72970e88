# Bitwise operators on ints, including negatives and big numbers
a = 12
b = 10
print(a & b, a | b, a ^ b)
print(~a, ~0, ~-1)
print(1 << 10, 1 << 64, 1024 >> 3, 5 >> 1)
print(-8 >> 1, -1 >> 10, -16 << 2)
print(-5 & 3, -5 | 3, -5 ^ 3)
print((2 ** 70 + 5) & 255, (2 ** 70) | 1)
print(255 & -256, 12345 ^ 12345)
def bits(n):
    s = ""
    if n == 0:
        return "0"
    while n > 0:
        s = str(n & 1) + s
        n = n >> 1
    return s

for n in [0, 1, 5, 10, 255, 1024]:
    print(n, bits(n))
def popcount(n):
    c = 0
    while n:
        c += n & 1
        n >>= 1
    return c

print([popcount(i) for i in range(9)])
print(True & False, True | False, True ^ True)
flags = 0
flags |= 1 << 2
flags |= 1 << 0
print(flags, flags & 4 != 0, flags & 2 != 0)
flags &= ~4
print(flags)
print(6 & 3 == 2, 1 | 2 ^ 3)
