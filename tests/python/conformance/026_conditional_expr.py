# Conditional (ternary) expressions
for n in range(-3, 4):
    sign = "positive" if n > 0 else "zero" if n == 0 else "negative"
    print(n, sign)
def abs_val(x):
    return x if x >= 0 else -x

print(abs_val(-5), abs_val(5), abs_val(0))
def parity(n):
    return "even" if n % 2 == 0 else "odd"

print([parity(i) for i in range(5)])
age = 17
print("adult" if age >= 18 else "minor")
print(("yes" if True else "no") + "!")
x = None
print(x if x is not None else "missing")
def pick(a, b, use_first):
    return a if use_first else b

print(pick(1, 2, True), pick(1, 2, False))
items = []
print("empty" if not items else "has items")
items.append(1)
print("empty" if not items else "has items")
score = 72
print("pass" if score >= 50 else "fail", "honours" if score >= 70 else "")
print(10 if 1 else 1 / 0)
