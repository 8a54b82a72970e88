# ZeroDivisionError messages differ by operator and operand types
def run(label, fn):
    try:
        print(label, "->", repr(fn()))
    except ZeroDivisionError as e:
        print(label, "!!", e, "|", repr(e))

zero = 0
fzero = 0.0
run("1 / 0", lambda: 1 / zero)
run("1 // 0", lambda: 1 // zero)
run("1 % 0", lambda: 1 % zero)
run("1.0 / 0", lambda: 1.0 / zero)
run("1 / 0.0", lambda: 1 / fzero)
run("1.5 // 0.0", lambda: 1.5 // fzero)
run("1.5 % 0.0", lambda: 1.5 % fzero)
run("1 // 0.0", lambda: 1 // fzero)
run("1 % -0.0", lambda: 1 % -fzero)
run("divmod(1, 0)", lambda: divmod(1, zero))
run("divmod(1.0, 0)", lambda: divmod(1.0, zero))
run("divmod(1, 0.0)", lambda: divmod(1, fzero))
run("0 ** -1", lambda: zero ** -1)
run("0.0 ** -1", lambda: fzero ** -1)
run("0 ** -1.5", lambda: zero ** -1.5)
run("pow(0, -2)", lambda: pow(zero, -2))
run("10**30 / 0", lambda: 10 ** 30 / zero)
run("True / False", lambda: True / False)
run("0 / 0", lambda: zero / zero)
run("0.0 / 0.0", lambda: fzero / fzero)
try:
    pow(5, 2, zero)
except ValueError as e:
    print("pow(5, 2, 0) !! ValueError", e)
run("0 ** 0", lambda: zero ** 0)
run("0.0 ** 0", lambda: fzero ** 0)
run("0 * -1.0", lambda: zero * -1.0)
x = 10
try:
    x /= 0
except ZeroDivisionError as e:
    print("x /= 0 !!", e, x)
try:
    x //= 0.0
except ZeroDivisionError as e:
    print("x //= 0.0 !!", e, x)
try:
    x %= zero
except ZeroDivisionError as e:
    print("x %= 0 !!", e, x)
def average(nums):
    try:
        return sum(nums) / len(nums)
    except ZeroDivisionError:
        return "empty"
print(average([1, 2, 4]), average([]))
print(isinstance(ZeroDivisionError("x"), ArithmeticError), issubclass(ZeroDivisionError, Exception))
