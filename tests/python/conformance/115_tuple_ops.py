# Tuples: immutability, packing, comparison, concatenation
t = (1, 2, 3)
print(t, len(t), t[0], t[-1], t[1:])
print(t + (4, 5), t * 2, (0,) * 3)
print(3 in t, 7 not in t)
single = (42,)
not_tuple = (42)
print(single, not_tuple, type(single).__name__, type(not_tuple).__name__)
empty = ()
print(empty, len(empty), bool(empty))
packed = 1, "two", 3.0
print(packed)
a, b, c = packed
print(c, b, a)
coords = [(0, 0), (2, 3), (-1, 5)]
for x, y in coords:
    total = x + y
    print(f"x={x} y={y} sum={total}")
print(sorted(coords), max(coords), min(coords))
print((1, 2) < (1, 3), (2,) > (1, 99), (1, 2) == (1, 2))
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0])
inner = [1, 2]
holder = (inner, "x")
inner.append(3)
print(holder)
print(tuple([1, 2]), tuple("ab"), list((1, 2)))
def stats(nums):
    return min(nums), max(nums), sum(nums) / len(nums)

print(stats([4, 8, 6]))
lo, hi, mean = stats([1, 2])
print(lo, hi, mean)
d = {(1, 2): "a", (3, 4): "b"}
print(d[(3, 4)], d[1, 2])
try:
    t.append(4)
except AttributeError as e:
    print(type(e).__name__, e)
