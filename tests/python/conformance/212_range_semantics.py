# range objects: len, indexing, slicing, membership, equality, negative steps
rs = [range(10), range(3, 10), range(0, 10, 3), range(10, 0, -2), range(-5, -15, -3), range(5, 5), range(5, 0), range(0, 1)]
for r in rs:
    print(r, len(r), list(r), r[0] if r else "empty", r[-1] if len(r) else "empty", bool(r))
r = range(2, 50, 7)
print(r[2], r[-2], r[1:4], r[::-1], r[::2], r[10:], list(r[-3:]))
print(9 in r, 10 in r, 51 in r, -5 in r, 2.0 in r, "2" in r, r.index(16), r.count(23), r.count(24))
print(range(0) == range(5, 5), range(0, 3) == range(3), range(0, 10, 2) == range(0, 9, 2), range(1, 2) == range(1, 2, 5))
print(list(range(-3)), list(range(-3, 0)), list(range(3, -3, -2)), list(range(10 ** 20, 10 ** 20 + 3)))
big = range(0, 10 ** 30, 7)
print(big[-1], big[10 ** 25], 10 ** 29 in big, 7 * 10 ** 28 in big)
total = 0
for i in range(100, 0, -7):
    total += i
print(total, sum(range(101)), sum(range(1, 100, 2)), max(range(-5, 5)), min(range(3, 9)))
print(list(reversed(range(1, 8, 3))), sorted(range(5), reverse=True), list(enumerate(range(3, 0, -1))))
i = 0
for i in range(3):
    pass
print("after loop", i)
for j in range(0):
    pass
try:
    print(j)
except NameError as e:
    print("empty loop leaves j unbound:", e)
n = 3
for k in range(n):
    n = 10
    print("k", k, "n", n)
print(range(3)[1], range(1, 10)[-1], str(range(2, 4)), repr(range(0, -1, -1)))
try:
    range(3)[5]
except IndexError as e:
    print("IndexError:", e)
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError:", e)
