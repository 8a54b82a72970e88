# Floating point accumulation and mixed int/float arithmetic
total = 0.0
for _ in range(10):
    total += 0.1
print(total, total == 1.0, round(total, 10) == 1.0)
print(sum([0.1] * 10))
print(0.1 * 3, 0.1 + 0.1 + 0.1, 3 * 0.1 == 0.3)
print(1.1 + 2.2, 3.3 - 1.1, 1.2 * 3, 4.35 * 100)
print(1 + 2.0, 3 * 1.5, 10 - 0.5, 7 // 2.0, 7 % 2.5, 2 ** 0.5 * 2 ** 0.5)
print(0.5 + 0.5 == 1, 0.25 * 4)
print(1e16 + 1 - 1e16, 1e16 - 1e16 + 1)
print(100 * 1.1, 1.15 * 100, 0.57 * 100)
print(int(0.57 * 100), round(0.57 * 100))
price = 19.99
qty = 3
cost = price * qty
print(cost, round(cost, 2), f"{cost:.2f}")
cents = 1999 * 3
print(cents // 100, cents % 100)
x = 1.0
for i in range(5):
    x = x * 10 + 0.1
print(x)
print(2.0 ** 62, 2.0 ** 63, 2 ** 63)
print(1 / 3 + 1 / 3 + 1 / 3, 2 / 3 - 1 / 3)
print(-7 / 2, -7 // 2, -7.0 // 2, int(-7 / 2))
print(0.1 + 0.7, (0.1 + 0.7) * 10, int((0.1 + 0.7) * 10))
