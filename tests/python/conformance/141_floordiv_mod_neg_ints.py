# floor division and modulo with negative integers
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 3), (0, -3), (1, -1), (-1, 1),
         (6, 3), (-6, 3), (6, -3), (13, 5), (-13, 5), (13, -5), (-13, -5)]
for a, b in pairs:
    q = a // b
    r = a % b
    print(a, b, q, r, q * b + r == a, divmod(a, b))
big = 10 ** 25 + 7
for b in [3, -3, 10 ** 12, -(10 ** 12)]:
    print(big // b, big % b, -big // b, -big % b)
print(-1 // 10, -1 % 10, 1 // -10, 1 % -10)
print(-(7 // 2), (-7) // 2, -7 // 2)
x = -17
x //= 4
print(x)
x = -17
x %= 4
print(x)
x = 17
x %= -4
print(x)
print(2 ** 64 % -3, -(2 ** 64) % 3, -(2 ** 64) // 7)
print(True // 2, -True // 2, True % -2)
