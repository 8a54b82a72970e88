# AttributeError for missing attributes and methods
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y

p = Point(3, 4)
print(p.x, p.y, p.norm2())
try:
    print(p.z)
except AttributeError as e:
    print("AttributeError:", e)
try:
    p.length()
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(Point.w)
except AttributeError as e:
    print("AttributeError:", e)
p.z = 5
print(p.z)
for value in [5, "text", [1], None, 2.5, {"k": 1}]:
    try:
        value.push(1)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    "abc".append("d")
except AttributeError as e:
    print("AttributeError:", e)
class Node:
    def __init__(self):
        self.next = None

n = Node()
try:
    print(n.next.next)
except AttributeError as e:
    print("AttributeError:", e)
print("end")
