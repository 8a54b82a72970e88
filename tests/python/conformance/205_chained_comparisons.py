# chained comparisons evaluate each operand once and short-circuit
calls = []
def v(x):
    calls.append(x)
    return x
print(v(1) < v(2) < v(3), calls)
calls.clear()
print(v(1) < v(3) < v(2), calls)
calls.clear()
print(v(3) < v(1) < v(2), calls)
calls.clear()
print(v(1) == v(1) != v(2) < v(5) >= v(5) > v(0), calls)
calls.clear()
print(1 < 2 > 1, 1 < 2 > 3, 5 > 3 > 1 > 0, 5 > 3 > 3, 2 == 2.0 == True)
print(0 <= 0.0 <= False, "a" < "b" < "c", "b" < "a" < 1, [1] < [2] < [3], (1,) < (2,) <= (2,))
two = 2
nothing = None
print(1 < two is not None, nothing is None is not False, 3 < two is not None)
x = 5
print(0 < x < 10, 0 < x < 5, x == 5 > 4, 10 > x >= 5, -1 < -x < 0)
print(1 in [1, 2] in [[1, 2]], 3 not in [1] not in [[3]], "a" in "abc" == True)
r = v(2) < v(1) < undefined_if_evaluated if True else 0
print(r, calls)
calls.clear()
print([n for n in range(10) if 2 < n <= 6], [n for n in range(-3, 4) if not -1 <= n <= 1])
def between(lo, val, hi):
    return lo <= val < hi
print(between(1, 1, 2), between(1, 2, 2), between(0.5, 1, 1.5), between("a", "m", "z"))
a = b = c = 7
print(a == b == c, a is not None, a < b + 1 < c + 2, b != c == a)
print(float("nan") < 1 < 2, 1 < float("inf") < 10 ** 400, 10 ** 400 < float("inf"))
print(2 ** 53 < 2 ** 53 + 1 > float(2 ** 53), (1 < 2) < 3, 1 < (2 < 3))
