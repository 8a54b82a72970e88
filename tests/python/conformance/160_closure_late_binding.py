# closures see variables, not values: late binding in loops
funcs = []
for i in range(4):
    def f():
        return i * 10
    funcs.append(f)
print([g() for g in funcs])

lams = [lambda: k for k in range(3)]
print([h() for h in lams])

bound = [lambda k=k: k for k in range(3)]
print([h() for h in bound])

def make_adders():
    adders = []
    for n in [1, 2, 3]:
        adders.append(lambda x: x + n)
    return adders

print([a(100) for a in make_adders()])

def make_mult(m):
    def mult(x):
        return x * m
    return mult

doubles = make_mult(2)
triples = make_mult(3)
print(doubles(7), triples(7), make_mult("ab")(3))

def outer():
    v = "before"
    def inner():
        return v
    first = inner()
    v = "after"
    return first, inner()

print(outer())

def nested(a):
    def level1(b):
        def level2(c):
            return a + b + c
        return level2
    return level1

print(nested(1)(20)(300), nested("x")("y")("z"))
x = "global"
def reader():
    return x
print(reader())
x = "changed"
print(reader())
fs = {}
for name in ["a", "b"]:
    fs[name] = lambda s: name + s
print(fs["a"]("!"), fs["b"]("?"))
comp = [(lambda: j * j)() for j in range(4)]
print(comp)
