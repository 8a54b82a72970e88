# divmod with ints, floats and mixed signs
cases = [(17, 5), (-17, 5), (17, -5), (-17, -5), (17.0, 5), (-17.0, 5),
         (17, -5.0), (0.5, 0.25), (-0.5, 0.25), (1e10, 3), (-1e10, 3),
         (2 ** 70, 2 ** 35 + 1), (-(2 ** 70), 2 ** 35 + 1), (True, 2), (9, True)]
for a, b in cases:
    d = divmod(a, b)
    print(a, b, d, type(d[0]).__name__, type(d[1]).__name__)
q, r = divmod(-0.0, 1)
print(q, r)
q, r = divmod(0.0, -1)
print(q, r)
q, r = divmod(7.25, -0.5)
print(q, r)
print(divmod(5, 3) == (5 // 3, 5 % 3))
print(divmod(-5.5, 2) == (-5.5 // 2, -5.5 % 2))
total = 0
for n in range(-6, 7):
    q, r = divmod(n, 4)
    total += q * 10 + r
    print(n, q, r, end="; ")
print()
print(total)
seconds = 1000000
m, s = divmod(seconds, 60)
h, m = divmod(m, 60)
d, h = divmod(h, 24)
print(d, h, m, s)
print(f"{d}d {h:02d}:{m:02d}:{s:02d}")
