# Lambdas as values
square = lambda x: x * x
add = lambda a, b: a + b
print(square(7), add(2, 3), add("a", "b"))
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}
for sym in ops:
    print(3, sym, 4, "=", ops[sym](3, 4))
def apply_twice(f, x):
    return f(f(x))

print(apply_twice(square, 3))
print(apply_twice(lambda s: s + "!", "hi"))
pairs = [(1, "one"), (3, "three"), (2, "two")]
print(sorted(pairs, key=lambda p: p[1]))
def compose(f, g, x):
    return f(g(x))

print(compose(lambda v: v + 1, lambda v: v * 2, 5))
default_lambda = lambda x, y=10: x + y
print(default_lambda(1), default_lambda(1, 2), default_lambda(y=5, x=1))
funcs = [lambda n: n + 1, lambda n: n * 10, lambda n: -n]
print([f(4) for f in funcs])
print((lambda: "no args")())
is_even = lambda n: n % 2 == 0
print([n for n in range(10) if is_even(n)])
def my_map(f, items):
    return [f(i) for i in items]

print(my_map(str, [1, 2, 3]), my_map(len, ["a", "bb"]))
try:
    print(square(2, 3))
except TypeError as e:
    print(type(e).__name__, e)
