# slice assignment and deletion, including extended slices
a = list(range(10))
a[2:5] = ["x"]
print(a)
a[1:1] = [100, 200]
print(a)
a[-2:] = []
print(a)
a[:0] = "ab"
print(a)
a[len(a):] = (7, 8)
print(a)
a[3:1] = ["z"]
print(a)
b = list(range(10))
b[::2] = "ABCDE"
print(b)
b[::-3] = [0, 0, 0, 0]
print(b)
b[1::4] = "xyz"
print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
c = list(range(12))
del c[::3]
print(c)
del c[-1::-2]
print(c)
del c[1:3]
print(c)
del c[100:]
print(c)
del c[:]
print(c, len(c))
d = [1, 2, 3, 4, 5]
d[1:4] = d
print(d)
e = [1, 2, 3]
e[:] = e + e
print(e)
f = [0, 1, 2, 3, 4, 5]
f[5:1:-2] = ["p", "q"]
print(f)
del f[0], f[0]
print(f)
g = list("hello")
g[1:4] = []
g[10:20] = ["!"]
print(g, "".join(g))
h = [1, 2, 3]
alias = h
h[:] = [9]
print(alias, h == alias)
try:
    h[::-1] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
