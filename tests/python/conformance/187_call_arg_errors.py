# TypeError messages for bad calls to plain functions and lambdas
def two(a, b):
    return a + b
def dflt(a, b=2, c=3):
    return a * 100 + b * 10 + c
def none():
    return "none"
lam = lambda x, y=1: x - y

def check(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "!!", e)

check("two(1, 2)", lambda: two(1, 2))
check("two(1)", lambda: two(1))
check("two()", lambda: two())
check("two(1, 2, 3)", lambda: two(1, 2, 3))
check("two(1, c=3)", lambda: two(1, c=3))
check("two(1, a=1)", lambda: two(1, a=1))
check("two(b=1, a=2)", lambda: two(b=1, a=2))
check("two(b=1)", lambda: two(b=1))
check("dflt()", lambda: dflt())
check("dflt(1, 2, 3, 4)", lambda: dflt(1, 2, 3, 4))
check("dflt(1, c=9)", lambda: dflt(1, c=9))
check("dflt(c=1, a=5)", lambda: dflt(c=1, a=5))
check("dflt(1, 2, b=5)", lambda: dflt(1, 2, b=5))
check("dflt(1, d=4)", lambda: dflt(1, d=4))
check("none(1)", lambda: none(1))
check("none(x=1)", lambda: none(x=1))
check("lam()", lambda: lam())
check("lam(1, 2, 3)", lambda: lam(1, 2, 3))
check("lam(5)", lambda: lam(5))
check("lam(y=5, x=1)", lambda: lam(y=5, x=1))
def three(p, q, r):
    return p
check("three()", lambda: three())
check("three(1)", lambda: three(1))
check("three(q=1)", lambda: three(q=1))
check("len()", lambda: len())
check("len(1, 2)", lambda: len([1], [2]))
check("'a'.upper(1)", lambda: "a".upper(1))
check("[].append()", lambda: [].append())
five = 5
text = "s"
nothing = None
items = [two, 3]
check("five()", lambda: five())
check("text()", lambda: text())
check("nothing()", lambda: nothing())
check("items[0](1, 2)", lambda: items[0](1, 2))
check("items[1]()", lambda: items[1]())
