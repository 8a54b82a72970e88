# AttributeError messages for instances, None, builtins and classes
class Thing:
    color = "red"
    def __init__(self):
        self.size = 3
    def grow(self):
        self.size += 1
        return self.size

def run(label, fn):
    try:
        print(label, "->", repr(fn()))
    except AttributeError as e:
        print(label, "!!", e, "|", e.args)

t = Thing()
n = None
run("t.size", lambda: t.size)
run("t.color", lambda: t.color)
run("t.weight", lambda: t.weight)
run("t.grow()", lambda: t.grow())
run("t.shrink()", lambda: t.shrink())
run("Thing.size", lambda: Thing.size)
run("Thing.color", lambda: Thing.color)
run("n.attr", lambda: n.attr)
run("n.upper()", lambda: n.upper())
run("(5).real_part", lambda: (5).real_part)
run("'s'.append", lambda: "s".append("x"))
run("[].push", lambda: [].push(1))
run("().append", lambda: ().append(1))
run("{}.has_key", lambda: {}.has_key(1))
run("(1.5).bit_length", lambda: (1.5).bit_length())
run("(3).bit_length", lambda: (3).bit_length())
run("(2.0).is_integer", lambda: (2.0).is_integer())
run("'x'.startswith", lambda: "x".startswith("x"))
class Child(Thing):
    def __init__(self):
        pass
c = Child()
run("c.color", lambda: c.color)
run("c.size", lambda: c.size)
run("c.grow()", lambda: c.grow())
results = []
for obj in [t, None, 1, "s", [1], (1,), {"a": 1}, 1.5, True, range(2)]:
    try:
        obj.missing
    except AttributeError as e:
        results.append(str(e))
for line in results:
    print(line)
def nothing():
    return
try:
    nothing().value
except AttributeError as e:
    print("from None-returning function:", e)
try:
    t.size.digits
except AttributeError as e:
    print("chained:", e)
