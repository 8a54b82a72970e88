# class attributes vs instance attributes: shadowing and shared mutables
class Config:
    level = 1
    items = []
    name = "default"
    def set_level(self, v):
        self.level = v
    def add(self, x):
        self.items.append(x)
    def rename(self, n):
        self.name = n

a = Config()
b = Config()
print(a.level, b.level, Config.level)
a.set_level(5)
print(a.level, b.level, Config.level)
Config.level = 9
print(a.level, b.level, Config.level)
b.set_level(Config.level + 1)
print(a.level, b.level, Config.level)
a.add("x")
b.add("y")
print(a.items, b.items, Config.items, a.items == b.items)
a.items = ["own"]
a.add("z")
print(a.items, b.items, Config.items)
Config.items += ["cls"]
print(b.items, Config.items, a.items)
b.rename("bee")
print(a.name, b.name, Config.name)
Config.name = "changed"
print(a.name, b.name)
class Sub(Config):
    level = 100
s = Sub()
print(s.level, s.name, s.items)
Config.level = -1
print(s.level, Sub.level, Config.level)
Sub.level = Config.level
print(s.level, Sub.level)
Config.newattr = "added later"
print(a.newattr, s.newattr)
class Counter:
    total = 0
    def bump(self):
        self.total += 1
        return self.total
c = Counter()
print(c.bump(), c.bump(), Counter.total, c.total)
class Point:
    dims = 2
    def __init__(self, x):
        self.x = x
p = Point(3)
p.y = 4
print(p.x, p.y, p.dims, Point.dims)
try:
    print(Point.x)
except AttributeError as e:
    print("AttributeError:", e)
try:
    print(p.z)
except AttributeError as e:
    print("AttributeError:", e)
