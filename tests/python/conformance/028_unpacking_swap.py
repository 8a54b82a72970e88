# Tuple and list unpacking, swapping
a, b = 1, 2
print(a, b)
a, b = b, a
print(a, b)
x, y, z = [10, 20, 30]
print(x, y, z)
p, q = "hi"
print(p, q)
(m, n) = (5, 6)
print(m, n)
[r, s] = (7, 8)
print(r, s)
a, b, c = range(3)
print(a, b, c)
pair = (3, 4)
first, second = pair
print(first * second)
def min_max(lst):
    return min(lst), max(lst)

lo, hi = min_max([4, 9, 1, 7])
print(lo, hi)
result = min_max([2, 3])
print(result, type(result).__name__)
i, j = 0, 1
for _ in range(10):
    i, j = j, i + j
print(i, j)
lst = [1, 2, 3]
lst[0], lst[2] = lst[2], lst[0]
print(lst)
(u, v), w = (1, 2), 3
print(u, v, w)
for k, (n1, n2) in enumerate([(1, 2), (3, 4)]):
    print(k, n1 + n2)
d = {"a": 1}
key, value = list(d.items())[0]
print(key, value)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(type(e).__name__, e, a, b)
