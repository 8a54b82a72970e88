# user __eq__ drives ==, !=, `in`, list.index/count/remove
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __eq__(self, other):
        print("  eq called", self.x, self.y)
        if not isinstance(other, Point):
            return False
        return self.x == other.x and self.y == other.y
    def __repr__(self):
        return "P(" + str(self.x) + ", " + str(self.y) + ")"

pts = [Point(1, 2), Point(3, 4), Point(1, 2)]
print(Point(3, 4) in pts)
print(Point(9, 9) in pts)
print(pts.index(Point(1, 2)), pts.count(Point(1, 2)))
print(Point(1, 2) == Point(1, 2), Point(1, 2) != Point(1, 2), Point(1, 2) != Point(0, 0))
pts.remove(Point(3, 4))
print(pts)
print(Point(1, 2) == (1, 2), (1, 2) == Point(1, 2))
print([Point(0, 0)] == [Point(0, 0)], (Point(5, 5),) == (Point(5, 6),))
class Loose:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other
    def __repr__(self):
        return "Loose(" + repr(self.v) + ")"
items = [1, Loose(2), "three"]
print(2 in items, Loose(2) in items, "three" in items, items.index(Loose("three")))
print(Loose(1) == 1, 1 == Loose(1), Loose(1) != 1, [Loose(1)].count(1))
class Plain:
    pass
a = Plain()
b = Plain()
print(a == a, a == b, a != b, a in [b], a in [b, a], [a].index(a))
try:
    {Point(0, 0): 1}
except TypeError as e:
    print("TypeError:", e)
try:
    pts.remove(Point(7, 7))
except ValueError as e:
    print("ValueError:", e)
