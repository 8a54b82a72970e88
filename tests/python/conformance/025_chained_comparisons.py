# Chained comparisons evaluate middle operands once
x = 3
print(1 < x < 5, 1 < x < 2, 5 > x > 1)
print(1 < 2 < 3 < 4, 1 < 2 > 3)
print(1 == 1 == 1, 1 == 1 != 2)
print(0 <= x <= 3, 0 <= x < 3)
def val(v):
    print("val", v)
    return v

print(val(1) < val(2) < val(3))
print(val(3) < val(2) < val(1))
print("a" < "b" < "c", "abc" < "abd", "Z" < "a")
print([1, 2] < [1, 3], (1, 2) < (1, 2, 0), [2] > [1, 9, 9])
print(x in [1, 2, 3], x not in (4, 5))
print("ell" in "hello", "xyz" in "hello", "" in "abc")
print(2 in {1: "a", 2: "b"}, "a" in {1: "a"})
a = [1]
b = [1]
print(a == b, a is b, a is not b)
print(None is None, x is not None)
for n in range(-2, 8):
    if 0 <= n < 5:
        print(n, "in range")
    else:
        print(n, "out")
try:
    print(1 < "2" < 3)
except TypeError as e:
    print(type(e).__name__, e)
