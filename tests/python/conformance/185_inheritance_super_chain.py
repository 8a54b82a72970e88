# multi-level single inheritance, super() chains, overriding and dispatch
class Base:
    kind = "base"
    def __init__(self, name):
        print("Base.__init__", name)
        self.name = name
        self.tags = ["base"]
    def describe(self):
        return self.kind + ":" + self.name + ":" + self.extra()
    def extra(self):
        return "none"
    def __str__(self):
        return "<" + type(self).__name__ + " " + self.name + ">"
class Middle(Base):
    kind = "middle"
    def __init__(self, name, level):
        print("Middle.__init__", name, level)
        super().__init__(name.upper())
        self.level = level
        self.tags.append("middle")
    def extra(self):
        return "level" + str(self.level)
class Leaf(Middle):
    def __init__(self, name):
        print("Leaf.__init__", name)
        super().__init__(name, 3)
        self.tags.append("leaf")
    def extra(self):
        return "leaf+" + super().extra()
    def describe(self):
        return "[" + super().describe() + "]"
class NoInit(Leaf):
    kind = "noinit"
objs = [Base("b"), Middle("m", 1), Leaf("l"), NoInit("n")]
for o in objs:
    print(o, o.describe(), o.tags, type(o).__name__)
print(isinstance(objs[2], Base), isinstance(objs[0], Leaf), issubclass(NoInit, Middle), issubclass(Base, Base))
print([isinstance(o, Middle) for o in objs])
print(str(objs[3]), repr(str(objs[1])), f"{objs[2]}", f"{objs[0]!s:>8}")
class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
class SubCounter(Counter):
    def __init__(self):
        super().__init__()
        self.sub = True
c1 = Counter()
c2 = SubCounter()
c3 = SubCounter()
print(c1.id, c2.id, c3.id, Counter.count, SubCounter.count, c2.sub)
class Shape:
    def area(self):
        return 0
    def report(self):
        return type(self).__name__ + " area=" + str(self.area())
class Sq(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Cube(Sq):
    def area(self):
        return 6 * super().area()
print([s.report() for s in [Shape(), Sq(3), Cube(2)]])
