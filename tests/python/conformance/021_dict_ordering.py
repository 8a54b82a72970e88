# Dicts preserve insertion order; updating a key keeps its position
d = {}
d["zebra"] = 1
d["apple"] = 2
d["mango"] = 3
print(d)
d["zebra"] = 100
print(d)
print(list(d.keys()))
del d["zebra"]
d["zebra"] = 5
print(d)
d.update({"apple": 20, "kiwi": 4})
print(d)
d.pop("mango")
print(d)
print(list(d.values()))
print(list(d.items()))
for k in d:
    print(k, d[k])
e = {3: "c", 1: "a", 2: "b"}
print(e)
e[1] = "A"
print(e)
f = {"x": 1, "y": 2}
g = {"y": 2, "x": 1}
print(f == g, list(f) == list(g))
h = {1: "int", 1.0: "float", True: "bool"}
print(h)
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
try:
    print(d["mango"])
except KeyError as e:
    print(type(e).__name__, e)
