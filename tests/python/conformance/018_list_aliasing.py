# Lists are mutable and shared between names
a = [1, 2, 3]
b = a
b.append(4)
print(a, b, a is b)
c = a.copy()
c.append(5)
print(a, c, a is c, a == c[:4])
d = a[:]
d[0] = 100
print(a, d)
def add_item(lst, item):
    lst.append(item)

add_item(a, "x")
print(a)
def rebind(lst):
    lst = [0]
    return lst

r = rebind(a)
print(a, r)
m = [[1, 2], [3, 4]]
shallow = m.copy()
shallow[0].append(99)
print(m, shallow)
shallow.append([5])
print(len(m), len(shallow))
x = [1, 2]
y = x
x = x + [3]
print(x, y)
p = [1, 2]
q = p
p += [3]
print(p, q)
print([1, 2] is [1, 2], [1, 2] == [1, 2])
