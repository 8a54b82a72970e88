# Functions stored in variables, lists and dicts, passed as arguments
def double(x):
    return x * 2

def square(x):
    return x * x

def negate(x):
    return -x

pipeline = [double, square, negate]
value = 3
for f in pipeline:
    value = f(value)
    print("after step:", value)
def apply_all(funcs, x):
    return [f(x) for f in funcs]

print(apply_all(pipeline, 5))
table = {"d": double, "s": square, "n": negate}
for code in "dsnx":
    if code in table:
        print(code, table[code](7))
    else:
        print(code, "unknown")
def make_report(items, formatter):
    lines = []
    for it in items:
        lines.append(formatter(it))
    return "\n".join(lines)

print(make_report([1, 2, 3], lambda v: "item " + str(v)))
print(make_report(["a", "b"], lambda s: s.upper()))
def my_filter(pred, items):
    return [x for x in items if pred(x)]

print(my_filter(lambda x: x > 2, [1, 5, 2, 8]))
alias = square
print(alias(12), alias is square, alias == double)
def choose(op):
    if op == "+":
        return lambda a, b: a + b
    return lambda a, b: a - b

print(choose("+")(2, 3), choose("-")(2, 3))
try:
    print(table["x"](1))
except KeyError as e:
    print(type(e).__name__, e)
