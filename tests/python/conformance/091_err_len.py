# TypeError from len() and iteration over non-iterables
for value in [[1, 2], "abc", (1,), {"a": 1}, range(4), 5, 2.5, None, True]:
    try:
        print(repr(value), "len", len(value))
    except TypeError as e:
        print(repr(value), "TypeError:", e)
try:
    for x in 42:
        print(x)
except TypeError as e:
    print("TypeError:", e)
try:
    a, b = 7
except TypeError as e:
    print("TypeError:", e)
try:
    print(sum(["a", "b"]))
except TypeError as e:
    print("TypeError:", e)
try:
    print(list(3.0))
except TypeError as e:
    print("TypeError:", e)
try:
    print(3 in 5)
except TypeError as e:
    print("TypeError:", e)
try:
    n = 5
    print(n(2))
except TypeError as e:
    print("TypeError:", e)
try:
    nothing = None
    print(nothing[0])
except TypeError as e:
    print("TypeError:", e)
try:
    t = (1, 2)
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    s = "abc"
    s[0] = "z"
except TypeError as e:
    print("TypeError:", e)
try:
    key = "0"
    print([1, 2][key])
except TypeError as e:
    print("TypeError:", e)
