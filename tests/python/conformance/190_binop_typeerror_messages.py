# TypeError messages for unsupported operand types of every binary operator
vals = [1, 2.5, "s", [1], None, (1,), {"k": 1}, True]
ops = [("+", lambda a, b: a + b), ("-", lambda a, b: a - b), ("*", lambda a, b: a * b),
       ("/", lambda a, b: a / b), ("//", lambda a, b: a // b), ("%", lambda a, b: a % b),
       ("**", lambda a, b: a ** b), ("<<", lambda a, b: a << b), ("&", lambda a, b: a & b),
       ("|", lambda a, b: a | b), ("^", lambda a, b: a ^ b), (">>", lambda a, b: a >> b)]
pairs = [(1, "s"), ("s", 1), (2.5, "s"), ("s", "t"), ([1], (1,)), (None, 1), (1, None),
         ({"k": 1}, [1]), (2.5, 1), ([1], 2.5), ("s", None), (True, "s"), ((1,), [1])]
for sym, fn in ops:
    for a, b in pairs:
        if sym == "%" and isinstance(a, str):
            continue
        try:
            r = fn(a, b)
            print(repr(a), sym, repr(b), "=", repr(r))
        except TypeError as e:
            print(repr(a), sym, repr(b), "TypeError:", e)
for label, fn in [("-'s'", lambda: -"s"), ("+[]", lambda: +[]), ("~2.5", lambda: ~2.5), ("-None", lambda: -None), ("~'x'", lambda: ~"x")]:
    try:
        print(label, fn())
    except TypeError as e:
        print(label, "TypeError:", e)
x = [1]
try:
    x += 5
except TypeError as e:
    print("+= TypeError:", e)
x += "ab"
print(x)
s = "a"
try:
    s += 1
except TypeError as e:
    print("+= TypeError:", e)
n = 5
try:
    n -= "1"
except TypeError as e:
    print("-= TypeError:", e)
try:
    n *= None
except TypeError as e:
    print("*= TypeError:", e)
