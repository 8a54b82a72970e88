# dict preserves insertion order; deleting and re-inserting moves a key to the end
d = {"a": 1, "b": 2, "c": 3}
d["a"] = 10
print(d)
del d["a"]
d["a"] = 100
print(d, list(d), list(d.values()))
d.pop("b")
d["b"] = 2
print(d)
d.update({"c": 33, "z": 26})
print(d)
d.update([("c", 0), ("new", 1)])
print(d)
v = d.setdefault("c", 999)
w = d.setdefault("q", [])
w.append(1)
print(v, w, d)
k = d.popitem()
print(k, d)
d[k[0]] = k[1]
print(d)
e = {}
for ch in "mississippi":
    e[ch] = e.get(ch, 0) + 1
print(e)
for key in list(e):
    if e[key] > 1:
        del e[key]
        e[key.upper()] = 0
print(e)
f = {x: 0 for x in "abc"}
f["b"] += 1
del f["a"]
f["a"] = -1
print(f, [kv for kv in f.items()])
g = {1: "one", 2: "two"}
h = g.copy()
h[3] = "three"
del h[1]
h[1] = "uno"
print(g, h, g == {2: "two", 1: "one"}, list(g) == list({2: 0, 1: 0}))
print(dict(g), dict(zip("xyz", range(3))))
try:
    for key in g:
        g[key + 10] = "x"
except RuntimeError as e:
    print("RuntimeError:", e)
print(g)
