# TypeError messages for unsupported operand types
def apply(a, op, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    if op == "**":
        return a ** b
    return a % b

cases = [
    (1, "+", "a"), ("a", "+", 1), (1.5, "+", "x"), ([1], "+", (2,)),
    (None, "+", 1), (1, "-", "a"), ("abc", "-", "a"), ({}, "+", {}),
    ([1], "*", "3"), ("a", "*", 2.5), (2, "**", "x"), ("x", "/", 2),
    (5, "%", None), ("1", "+", "1"), ([1], "*", 3), (3, "*", "ab"), (True, "+", 1.5),
]
for a, op, b in cases:
    try:
        print(repr(a), op, repr(b), "=", repr(apply(a, op, b)))
    except TypeError as e:
        print(type(e).__name__ + ":", e)
for v in ["neg", 1.5, [1]]:
    try:
        print(-v)
    except TypeError as e:
        print(type(e).__name__ + ":", e)
try:
    print(~1.5)
except TypeError as e:
    print(type(e).__name__ + ":", e)
