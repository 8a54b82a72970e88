# __getitem__ with ints and slices, __contains__, and fallbacks
class Squares:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if i < 0 or i >= self.n:
            raise IndexError("Squares index out of range")
        return i * i

sq = Squares(5)
print(sq[0], sq[4], sq[-1], len(sq))
print(9 in sq, 10 in sq)
for v in sq:
    print("iter", v)
print(list(sq), sorted(sq, reverse=True), sum(sq), max(sq))
a, b, c, d, e = sq
print(a, b, c, d, e)
try:
    sq[5]
except IndexError as err:
    print("IndexError:", err)

class Box:
    def __init__(self, items):
        self.items = items
    def __contains__(self, x):
        print("  contains?", repr(x))
        return x in self.items or x == "magic"
    def __getitem__(self, key):
        return "item[" + repr(key) + "]"

bx = Box([1, 2])
print(1 in bx, 3 in bx, "magic" in bx, 3 not in bx)
print(bx[0], bx["k"], bx[(1, 2)], bx[-1])

class Table:
    def __init__(self):
        self.data = {}
    def __getitem__(self, key):
        return self.data.get(key, "<none>")
    def __contains__(self, key):
        return key in self.data
    def __len__(self):
        return len(self.data)
t = Table()
t.data["x"] = 1
print(t["x"], t["y"], "x" in t, "y" in t, len(t), bool(t))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, pos):
        r, c = pos
        return self.rows[r][c]
m = Matrix([[1, 2], [3, 4]])
print(m[0, 1], m[1, 0], m[-1, -1])
try:
    5 in Box
except TypeError as err:
    print("TypeError:", err)
