# tuples: count/index, immutability with mutable contents, comparison, concatenation
t = (1, 2, 3, 2, 1, 2)
print(t.count(2), t.count(9), t.index(2), t.index(2, 2), t.index(1, -2), t.index(2, 2, 4))
print(t.count(1.0), t.count(True), (0, False, 0.0).count(0), ("a", ["a"]).count("a"))
try:
    t.index(2, 4, 5)
except ValueError as e:
    print("ValueError:", e)
m = ([1], "s")
m[0].append(2)
print(m)
try:
    m[0] += [3]
except TypeError as e:
    print("TypeError:", e)
print(m)
u = (1, 2)
v = u
u += (3,)
print(u, v)
print((1, 2) + (3,), (1,) * 3, 2 * ("ab",), () + (), (0,) * 0)
print((1, 2, 3) < (1, 2, 4), (1, 2) < (1, 2, 0), (2,) > (1, 99), (1, "b") > (1, "a"), () == ())
print(tuple("abc"), tuple([1, [2]]), tuple(range(3, 0, -1)), tuple({"k": 1}), tuple((1, 2)))
print(len(((),)), len(((), ())), ((),) == ((),), bool(((),)), bool(()))
x = 1, 2, 3
y = 4,
z = ()
print(x, y, z, type(y).__name__)
a, b = b, a = (1, 2)
print(a, b)
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
print(sorted(pairs), max(pairs), min(pairs))
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], nested[-1][-1], len(nested))
for i, (p, q) in enumerate(nested):
    print(i, p, q)
print(list(zip((1, 2, 3), ("a", "b"))), dict(((1, "x"), (2, "y"))))
print((1, 2) == [1, 2], list((1, 2)) == [1, 2], (1,) != (1.0,), ("é",) < ("z",))
print(tuple(sorted((3, 1, 2))), tuple(reversed((1, 2, 3))), sum((1, 2, 3)), 2 in (1, 2), 5 not in (1, 2))
