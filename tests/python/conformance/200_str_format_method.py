# str.format with automatic, numbered and named fields, specs and conversions
print("{} + {} = {}".format(1, 2, 1 + 2))
print("{0}{1}{0}".format("ab", "-"), "{1} {0}".format("world", "hello"))
print("{name} is {age} years".format(name="Ann", age=7), "{x}{x}".format(x="é"))
print("{0} {name} {1}".format("a", "b", name="N"))
print("{:>8}|{:<8}|{:^8}|".format("r", "l", "c"), "{:*^9}".format("mid"))
print("{:08.3f} {:+d} {:,} {:_x} {:e} {:.2%}".format(3.14159, 5, 1234567, 65535, 0.000123, 0.4567))
print("{0:b} {0:o} {0:x} {0:X} {0:d}".format(200), "{:5d}|{:<5d}|{:05d}".format(42, 42, -42))
print("{!r} {!s} {!r:>8}".format("q", "q", "z"), "{0!r}".format(["l", 1]))
print("{{literal}} {{{}}} {{}}".format("x"), "}}{{".format())
print("{:.3}".format("truncate"), "{:10.2}|".format("abc"), "{:.0f}".format(2.5), "{:.0f}".format(3.5))
print("{0} {1} {0}".format(["first", "second"], {"k": "dict"}))
print("{:g} {:g} {:g} {:G}".format(1e-5, 123456789.0, 0.5, 1e20))
print("{0}".format(None), "{}".format(True), "{:d}".format(True), "{!s:>5}".format(None))
print("".format(), "no fields".format(1, 2), "{}".format(""), "[{:3}]".format(""))
template = "{0:<10}{1:>6.2f}"
for item, price in [("apple", 1.5), ("melon", 12.25), ("fig", 0.125)]:
    print(template.format(item, price))
def check(label, fn):
    try:
        print(label, "->", fn())
    except (IndexError, KeyError, ValueError) as e:
        print(label, "!!", type(e).__name__, e)
check("'{}{}'.format(1)", lambda: "{}{}".format(1))
check("'{2}'.format(1, 2)", lambda: "{2}".format(1, 2))
check("'{x}'.format(y=1)", lambda: "{x}".format(y=1))
check("'{0}{}'.format(1, 2)", lambda: "{0}{}".format(1, 2))
check("'{'.format()", lambda: "{".format())
check("'}'.format()", lambda: "}".format())
check("'{:d}'.format('s')", lambda: "{:d}".format("s"))
check("'{:s}'.format(5)", lambda: "{:s}".format(5))
check("'{:x}'.format(1.5)", lambda: "{:x}".format(1.5))
