# tuple unpacking: nested targets, swaps, and error messages for wrong counts
a, b = 1, 2
a, b = b, a
print(a, b)
(x, (y, z)) = (1, (2, 3))
print(x, y, z)
[p, q], r = "ab", [9]
print(p, q, r)
k, v = "kv"
print(k, v)
for i, (m, n) in enumerate([(1, 2), (3, 4)]):
    print(i, m, n)
for (first, second), third in [((1, 2), 3), ("xy", "z")]:
    print(first, second, third)
lst = [0, 0, 0]
i = 0
i, lst[i] = 2, 5
print(i, lst)
d = {}
d["a"], d["b"] = d["c"], d["d"] = 1, 2
print(d)
one, = [42]
print(one)
(single,) = "s"
print(single)
m = n = o = "chain"
print(m, n, o)
def swap_pairs(pairs):
    return [(b2, a2) for a2, b2 in pairs]
print(swap_pairs([(1, "a"), (2, "b")]))
cases = [lambda: f2(3), lambda: f2(1), lambda: f3([1, 2, 3, 4]), lambda: f3(""),
         lambda: f4((1, 2)), lambda: f4((1, (2, 3, 4))), lambda: f5(5), lambda: f5(None),
         lambda: f2({"a": 1, "b": 2, "c": 3}), lambda: f2("é")]
def f2(seq):
    u, w = seq
    return (u, w)
def f3(seq):
    u, w, t = seq
    return (u, w, t)
def f4(seq):
    u, (w, t) = seq
    return (u, w, t)
def f5(val):
    u, = val
    return u
for c in cases:
    try:
        print(c())
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(f2({"a": 1, "b": 2}), f2(range(2)), f3(range(7, 10)))
