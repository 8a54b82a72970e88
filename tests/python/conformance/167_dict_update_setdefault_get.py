# dict get/setdefault/update/pop/popitem/copy/clear semantics
d = {"x": 1}
print(d.get("x"), d.get("y"), d.get("y", 0), d.get("x", 0), d)
print(d.setdefault("y"), d)
print(d.setdefault("y", 5), d.setdefault("z", 5), d)
d.update({"x": 100})
print(d)
d.update([["k1", "v1"], ("k2", "v2")])
print(d)
d.update({})
print(d.pop("k1"), d.pop("missing", "dflt"), d.pop("k2", None), d)
try:
    d.pop("missing")
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
c = d.copy()
c["x"] = [1]
print(d, c)
inner = {"lst": [1]}
shallow = inner.copy()
shallow["lst"].append(2)
print(inner, shallow)
order = []
while d:
    order.append(d.popitem())
print(order, d)
try:
    d.popitem()
except KeyError as e:
    print("KeyError:", e)
c.clear()
print(c, len(c), bool(c))
counts = {}
for w in "the cat and the hat and the bat".split():
    counts.setdefault(w, []).append(len(counts))
print(counts)
groups = {}
for n in range(10):
    groups.setdefault(n % 3, []).append(n)
print(groups, list(groups.keys()), list(groups.values()))
nested = {"a": {"b": {"c": 1}}}
nested["a"]["b"]["d"] = nested["a"]["b"].get("c", 0) + 1
print(nested)
m = {1: "a"}
m.update({1: "b", 2: "c"})
m[3] = m.get(3, "") + "z"
print(m, m.get(1.0), m.get(True))
print(d.get("nothing", []), {}.get(None), {None: 0}.get(None))
