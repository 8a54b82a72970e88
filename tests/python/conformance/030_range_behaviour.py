# range with different arguments
print(list(range(5)))
print(list(range(2, 8)))
print(list(range(0, 20, 5)))
print(list(range(10, 0, -3)))
print(list(range(5, 5)), list(range(5, 0)))
print(list(range(-5, 0)))
print(list(range(0, -10, -2)))
print(len(range(100)), len(range(0, 100, 7)), len(range(10, 0, -1)))
r = range(3, 30, 4)
print(r[0], r[-1], r[2])
print(12 in r, 11 in r)
print(r)
total = 0
for i in range(1, 101):
    total += i
print(total)
for i in range(3):
    for j in range(i):
        print(i, j)
print(sum(range(10)), max(range(7)), min(range(3, 9)))
print(list(reversed(range(4))))
print(tuple(range(1, 4)))
print(range(0, 10, 3) == range(0, 12, 3))
print([i * 2 for i in range(-2, 3)])
print(list(range(1, 2)), list(range(10, 12, 5)))
for bad in [0, 1.5]:
    try:
        print(range(1, 10, bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
