# __str__ and __repr__ and where each is used
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __str__(self):
        return f"({self.x}, {self.y})"

    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class OnlyRepr:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "OnlyRepr<" + str(self.v) + ">"

class OnlyStr:
    def __str__(self):
        return "I am OnlyStr"

p = Point(1, 2)
print(p)
print(str(p), repr(p))
print([p, Point(-1, 0.5)])
print((p,))
print({"origin": Point(0, 0)})
print(f"{p} {p!r}")
o = OnlyRepr("x")
print(o, str(o), [o])
print(OnlyStr())
print("point: " + str(p))
pts = [Point(3, 1), Point(1, 2)]
print(sorted(pts, key=lambda q: q.x))
class Temp:
    def __init__(self, deg):
        self.deg = deg

    def __str__(self):
        return f"{self.deg:.1f} degrees"

    def __repr__(self):
        return f"Temp({self.deg!r})"

t = Temp(21.456)
print(t, repr(t), [t])
print(str([t]))
