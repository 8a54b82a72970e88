# true division of (huge) ints must be correctly rounded
print(10 ** 30 / 7)
print(10 ** 30 / 10 ** 15, 10 ** 15 / 10 ** 30)
print((2 ** 53 + 1) / 1, (2 ** 53 + 3) / 1, (2 ** 54 + 2) / 2)
print(1 / 3, 2 / 3, -1 / 3, 10 / 4, -10 / 4, 9 / 3, 0 / 5, 0 / -5)
print(123456789123456789123456789 / 987654321987654321)
print(2 ** 1100 / 2 ** 1050, 3 ** 700 / 3 ** 699)
print(-(10 ** 40) / 3, 10 ** 40 / -(3 ** 30))
print(2 ** -1074, 1 / 2 ** 1074, 1 / 2 ** 1075, 3 / 2 ** 1075)
print(7 / 7, type(7 / 7).__name__, 6 / 2 == 3, (6 / 2).is_integer())
x = 1
for i in range(10):
    x = x * 10 + 7
    print(x / 3, x // 3, x % 3)
print(99999999999999999 / 1, float(99999999999999999))
print(True / 2, False / 3, 5 / True)
s = 0.0
for k in range(1, 11):
    s += 1 / k
print(s)
print(sum([1 / k for k in range(1, 11)]))
print(1e16 / 3, 10 ** 16 // 3)
