# ZeroDivisionError messages for int and float operations
def compute(a, op, b):
    if op == "/":
        return a / b
    if op == "//":
        return a // b
    if op == "%":
        return a % b
    if op == "divmod":
        return divmod(a, b)
    return a ** b

cases = [(1, "/", 0), (1, "//", 0), (1, "%", 0), (1.0, "/", 0), (1, "/", 0.0),
         (1.0, "//", 0), (1.0, "%", 0), (1, "divmod", 0), (0, "**", -1), (0.0, "**", -1),
         (10 ** 30, "//", 0), (0, "/", 5), (-5, "%", 3), (0, "**", 0)]
for a, op, b in cases:
    try:
        print(a, op, b, "=", compute(a, op, b))
    except ZeroDivisionError as e:
        print(a, op, b, "->", type(e).__name__ + ":", e)
def average(nums):
    return sum(nums) / len(nums)

for data in [[1, 2, 3], []]:
    try:
        print("average", average(data))
    except ZeroDivisionError as e:
        print("cannot average empty list:", e)
x = 0
try:
    x = 5 / x
except ZeroDivisionError:
    print("x unchanged:", x)
