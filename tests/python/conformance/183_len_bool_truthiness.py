# truth testing uses __bool__ first, then __len__; default objects are true
class Sized:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        print("  len called", self.n)
        return self.n

class Flag:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        print("  bool called", self.v)
        return self.v

class Both:
    def __len__(self):
        print("  Both.len")
        return 0
    def __bool__(self):
        print("  Both.bool")
        return True

class Nothing:
    pass

for obj in [Sized(0), Sized(3), Flag(True), Flag(False), Both(), Nothing()]:
    print(type(obj).__name__, bool(obj))
if Sized(0):
    print("sized0 true")
else:
    print("sized0 false")
print("not:", not Flag(False), not Sized(2))
print("and/or:", type(Sized(0) and "x").__name__, Flag(True) and "y", Flag(False) or "z")
r = Sized(5) or Sized(6)
print("or returned len", len(r))
n = 0
w = Sized(2)
while w:
    n += 1
    w.n -= 1
print("loops", n)
print([x.n for x in [Sized(0), Sized(1), Sized(2)] if x])
print(len(Sized(7)), "yes" if Both() else "no", all([Sized(1), Flag(True)]), any([Sized(0), Flag(False)]))
class Bad:
    def __len__(self):
        return -1
try:
    bool(Bad())
except ValueError as e:
    print("ValueError:", e)
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
