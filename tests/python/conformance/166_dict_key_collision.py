# 1, 1.0 and True are the same dict key; the first key object is kept
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d, len(d))
e = {True: "t", 1: "one", 1.0: "onef"}
print(e)
f = {0: "zero", False: "false", 0.0: "fz", -0.0: "nz"}
print(f)
g = {}
g[2.0] = "a"
g[2] = "b"
print(g, 2 in g, 2.0 in g, g[2], g.get(2.0))
h = {1: "x", 2: "y"}
del h[True]
print(h)
print(h.pop(2.0), h)
c = {}
for key in [1, 1.0, True, 2, 2.0, "1", (1,), (1.0,), (True,)]:
    c[key] = c.get(key, 0) + 1
print(c)
print({10 ** 20: "big", 1e20: "fbig"}, {2 ** 53: 1, float(2 ** 53): 2, 2 ** 53 + 1: 3})
print({"a": 1} == {"a": 1.0}, {1: "a"} == {True: "a"}, {(1, 2): 0} == {(1.0, 2.0): 0})
s = {}
s.setdefault(1.0, []).append("first")
s.setdefault(1, []).append("second")
print(s)
u = {True: 0}
u.update({1: 5, 1.0: 6})
print(u)
print([k for k in {1: 0, True: 1, 1.0: 2}], list({0.0: 1, 0: 2}.keys()))
cnt = {}
for v in [0, 0.0, False, -0.0, 1]:
    cnt[v] = cnt.get(v, 0) + 1
print(cnt)
print(1 in [True], True in [1.0], 0.0 in (False,), [1, True].count(1.0), (0, False, 0.0).index(False))
