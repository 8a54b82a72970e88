# comparisons between huge ints and floats near 2**53
n = 2 ** 53
print(n, float(n), n == float(n))
print(n + 1, float(n + 1), n + 1 == float(n + 1))
print(n + 1 > float(n + 1), n + 1 < float(n + 1), n + 1 >= float(n))
print(float(n + 1) == float(n), int(float(n + 1)))
print(n + 2 == float(n + 2), float(n + 3), int(float(n + 3)))
big = 10 ** 30
f = 1e30
print(big == f, big < f, big > f, int(f), int(f) - big)
print(10 ** 400 > float('inf'), -(10 ** 400) < float('-inf'), 10 ** 400 < float('inf'))
print(10 ** 400 > 1.7976931348623157e308)
print(float('nan') == 5, 5 < float('nan'), 5 != float('nan'))
print(1 == 1.0, 1 == True, 0.0 == False, -0.0 == 0, 2 ** 63 == 9.223372036854775808e18)
print(2 ** 63 - 1 == 9.223372036854775808e18, 2 ** 63 - 1 < 9.223372036854775808e18)
vals = [n + 1, float(n), n, float(n + 1), n - 1]
print(sorted(vals))
print(max(float(n), n + 1), min(n + 1, float(n + 2)))
print(int(1e20), int(-1e20), int(1.5e16), int(-2.9), int(2.9), int(-0.5))
print(float(2 ** 63), float(-(2 ** 63)), float(2 ** 1000) > 1e300)
try:
    print(float(10 ** 400))
except OverflowError as e:
    print("OverflowError:", e)
try:
    print(10 ** 400 / 1)
except OverflowError as e:
    print("OverflowError:", e)
print(10 ** 400 // 10 ** 399, (10 ** 400 + 1) % 10)
