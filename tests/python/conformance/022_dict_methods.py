# Dictionary methods
stock = {"apples": 5, "pears": 2}
print(stock.get("apples"), stock.get("plums"), stock.get("plums", 0))
print(stock.setdefault("plums", 7), stock)
print(stock.setdefault("apples", 99), stock)
removed = stock.pop("pears")
print(removed, stock)
print(stock.pop("grapes", "none"))
stock.update({"kiwis": 3})
print(stock)
backup = stock.copy()
stock["apples"] = 0
print(stock, backup)
print(len(stock), "kiwis" in stock, "pears" in stock, "pears" not in stock)
keys = list(stock.keys())
vals = list(stock.values())
print(keys, vals, sum(vals))
for name, count in stock.items():
    print(name, "->", count)
stock.clear()
print(stock, len(stock))
groups = {}
for word in ["ant", "bee", "cat", "ape", "bat", "cow"]:
    groups.setdefault(word[0], []).append(word)
print(groups)
d = dict()
d[(1, 2)] = "tuple key"
d[None] = "none key"
print(d, d[(1, 2)], d[None])
pairs = dict([("a", 1), ("b", 2)])
print(pairs)
print(dict(zip(["x", "y"], [10, 20])))
try:
    stock.pop("missing")
except KeyError as e:
    print(type(e).__name__, e)
