# ordering comparisons between incompatible types raise TypeError; == never does
vals = [1, 2.5, "s", [1], (1,), None, {"a": 1}, True]
for a in vals:
    for b in vals:
        try:
            r = a < b
            print(repr(a), "<", repr(b), "=", r)
        except TypeError as e:
            print(repr(a), "<", repr(b), "!!", e)
for sym, fn in [("<=", lambda a, b: a <= b), (">", lambda a, b: a > b), (">=", lambda a, b: a >= b)]:
    for a, b in [(1, "1"), ("a", None), ([1], (1,)), (None, None), ({}, {})]:
        try:
            print(repr(a), sym, repr(b), fn(a, b))
        except TypeError as e:
            print(repr(a), sym, repr(b), "!!", e)
print(1 == "1", "a" != None, [1] == (1,), None == None, {} == [], 1 == 1.0 == True)
print([1, "a"] < [1, "b"], [1, "a"] == [1, 2], (1, 2) < (1, 2, 3), [2] > [1, 99], () < (0,))
try:
    print([1, "a"] < [1, 2])
except TypeError as e:
    print("nested:", e)
try:
    print((None, 1) < (None, 2))
except TypeError as e:
    print("tuple:", e)
print((1, None) < (2, None), [None] == [None], (1, "x") < (1, "y"))
try:
    sorted([3, "a", 1])
except TypeError as e:
    print("sorted:", e)
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("sorted tuples:", e)
try:
    print(1 < 2 < "3")
except TypeError as e:
    print("chain:", e)
print(3 < 2 < "3")
