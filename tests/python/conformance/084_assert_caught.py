# assert statements, with and without messages
def sqrt_int(n):
    assert n >= 0, "n must be non-negative"
    r = 0
    while (r + 1) * (r + 1) <= n:
        r += 1
    return r

print([sqrt_int(n) for n in [0, 1, 15, 16, 99, 100]])
try:
    sqrt_int(-4)
except AssertionError as e:
    print("AssertionError:", e)
try:
    assert 2 + 2 == 5
except AssertionError as e:
    print("no message:", repr(str(e)), type(e).__name__)
assert True
assert [1], "non-empty list is truthy"
print("passed truthy asserts")
def check_sorted(lst):
    for i in range(len(lst) - 1):
        a = lst[i]
        b = lst[i + 1]
        assert a <= b, f"unsorted at {i}: {a} > {b}"
    return True

print(check_sorted([1, 2, 2, 5]))
try:
    check_sorted([1, 3, 2])
except AssertionError as e:
    print(e)
x = 5
try:
    assert x == 5 and x > 10, "x=" + str(x)
except AssertionError as e:
    print("failed with", e)
try:
    assert 0, 42
except AssertionError as e:
    print("non-string message:", e)
