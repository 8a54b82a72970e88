# iterating dicts and their views; views reflect later changes
d = {"x": 1, "y": 2, "z": 3}
ks = d.keys()
vs = d.values()
its = d.items()
print(list(ks), list(vs), list(its), len(ks), len(its))
d["w"] = 4
del d["x"]
print(list(ks), list(vs), list(its))
print("y" in ks, "x" in ks, 2 in vs, 1 in vs, ("z", 3) in its, ("z", 4) in its)
for k in d:
    print("key", k, d[k])
for k, v in d.items():
    d[k] = v * 10
print(d)
for v in d.values():
    v += 1
print(d)
for i, k in enumerate(d.keys(), start=1):
    print(i, k)
for k, v in sorted(d.items(), key=lambda kv: -kv[1]):
    print(k, v)
for k in reversed(list(d)):
    print("rev", k)
print(list(reversed(list(d.values()))), list(reversed(d)))
inv = {v: k for k, v in d.items()}
print(inv)
merged = {}
for src in [{"a": 1, "b": 2}, {"b": 3, "c": 4}, {"a": 5}]:
    for k, v in src.items():
        merged[k] = merged.get(k, 0) + v
print(merged)
print(sum(d.values()), max(d), min(d.values()), sorted(d), sorted(d.values(), reverse=True))
print(list(zip(d.keys(), d.values())) == list(d.items()), dict(zip(d.values(), d.keys())))
print(list(map(lambda kv: kv[0] * 2, d.items())), list(filter(lambda k: k > "x", d)))
print(any([v > 30 for v in d.values()]), all(d.values()), all([]), any([]))
e = {}
print(list(e.items()), list(e.keys()), bool(e.keys()), len(e.values()))
print(list(d.keys()) == ["y", "z", "w"], list(d.items())[0], list(d.values())[-1])
