# += on lists mutates in place (aliases see it); on tuples/str/int it rebinds
a = [1, 2]
b = a
a += [3]
print(a, b, a == b)
a = a + [4]
print(a, b)
t = u = (1, 2)
t += (3,)
s = s2 = "ab"
s += "c"
print(t, u, s, s2)
def extend_param(lst):
    lst += [99]
    return lst
orig = [0]
res = extend_param(orig)
print(orig, res)
def rebind_param(lst):
    lst = lst + [99]
    return lst
orig2 = [0]
print(rebind_param(orig2), orig2)
grid = [[0, 0], [0, 0]]
row = grid[0]
row += [5]
grid[1] *= 2
print(grid, row)
d = {"k": [1]}
v = d["k"]
d["k"] += [2]
print(d, v)
counts = {"a": 0}
counts["a"] += 1
counts["a"] *= 10
counts["a"] -= 3
counts["a"] //= 2
counts["a"] **= 2
counts["a"] %= 7
print(counts)
m = [3]
m *= 3
print(m)
n = [[]] * 2
n[0] += [1]
print(n)
x = 7
x <<= 2
x |= 1
x ^= 8
x &= 0b11101
x >>= 1
print(x)
f = 1.5
f **= 2
f /= 0.5
f -= 1
print(f)
lst = [1, 2, 3]
i = 0
lst[i] += 10
i += 1
lst[i] += lst[i - 1]
print(lst, i)
words = ["x"]
words += "yz"
words += ("w",)
words += {"k": 1}
print(words)
