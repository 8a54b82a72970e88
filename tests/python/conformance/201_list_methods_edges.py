# list methods with edge arguments and return values
a = [3, 1, 2]
print(a.append(4), a, a.extend([5, 6]), a, a.insert(0, 0), a)
print(a.pop(), a.pop(0), a.pop(-2), a)
a.insert(-1, "x")
print(a)
a.insert(-100, "front")
a.insert(100, "back")
print(a)
print(a.index("x"), a.index(2), a.index(2, 1), a.count(2), a.count("nope"))
a.remove("x")
print(a)
b = [1, 2, 1, 2, 1]
b.remove(1)
print(b, b.index(1, 2), b.index(2, -2))
c = [5, 2, 8, 1]
print(c.sort(), c, c.reverse(), c)
d = c.copy()
d.append(0)
print(c, d, c == d[:-1])
d.clear()
print(d, c)
e = []
e.extend("hé")
e.extend((1, 2))
e.extend(range(3))
e.extend({"k": 1, "j": 2})
print(e)
e += "z"
print(e)
f = [1, 2]
f.extend(f)
print(f)
f.append(f[:])
print(f, len(f))
g = [[1], [2]]
h = g.copy()
h[0].append(9)
h[1] = "new"
print(g, h)
print([1, 2, 3] * 2, 2 * [0], [] * 5, [1] * -1, [1] * 0)
nums = [10, 20, 30, 40]
print(nums.pop(1), nums, nums.pop(-1), nums)
r = list(range(5))
r.reverse()
r.sort(key=lambda v: v % 3)
print(r)
t = [1, 2, 3]
t[1:2] = [7, 8, 9]
print(t, t.index(9), len(t))
print(sum([[1], [2, 3]], []), [x for x in "ab"] + list((1,)))
