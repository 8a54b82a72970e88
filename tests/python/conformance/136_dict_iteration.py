# Iterating dicts: keys, values, items, modifying values while iterating
prices = {"tea": 2.5, "coffee": 3.0, "cake": 4.25}
for k in prices:
    print(k, end=" ")
print()
for v in prices.values():
    print(v, end=" ")
print()
for k, v in prices.items():
    prices[k] = round(v * 1.1, 2)
print(prices)
inverted = {}
for k, v in {"a": 1, "b": 2, "c": 1}.items():
    inverted.setdefault(v, []).append(k)
print(inverted)
merged = {"x": 1, "y": 2}
merged.update({"y": 20, "z": 30})
merged.update({"w": 0})
print(merged)
keys = list(merged.keys())
keys.sort()
print(keys, [merged[k] for k in keys])
print(max(merged), min(merged.values()), sum(merged.values()), len(merged))
print(sorted(merged.items(), key=lambda kv: kv[1]))
squares = {n: n * n for n in range(6)}
odd_squares = {k: v for k, v in squares.items() if k % 2}
print(squares, odd_squares)
nested = {"a": {"x": 1}, "b": {"x": 2}}
for name, inner in nested.items():
    inner["x"] *= 10
print(nested)
print(list(zip(prices.keys(), prices.values())))
print({v: k for k, v in {"one": 1, "uno": 1}.items()})
print(dict(), dict([(1, 2)]), {} == dict())
try:
    for k in squares:
        squares[k + 100] = 0
except RuntimeError as e:
    print(type(e).__name__, e)
