# Assorted small recursive functions
def rsum(items):
    if not items:
        return 0
    return items[0] + rsum(items[1:])

def rmax(items):
    if len(items) == 1:
        return items[0]
    rest = rmax(items[1:])
    return items[0] if items[0] > rest else rest

def is_sorted(items):
    if len(items) < 2:
        return True
    return items[0] <= items[1] and is_sorted(items[1:])

def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

def binary_strings(n):
    if n == 0:
        return [""]
    shorter = binary_strings(n - 1)
    return ["0" + s for s in shorter] + ["1" + s for s in shorter]

def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))

def count_down(n):
    if n < 0:
        return
    print(n, end=" " if n > 0 else "\n")
    count_down(n - 1)

print(rsum([1, 2, 3, 4]), rsum([]), rmax([3, 9, -2, 7]), rmax(["b", "a"]))
print(is_sorted([1, 2, 2, 5]), is_sorted([3, 1]), is_sorted([]))
print(is_even(10), is_odd(7), is_even(15))
print(binary_strings(3))
print([ackermann(1, 2), ackermann(2, 3), ackermann(0, 5)])
count_down(5)
try:
    print(rsum([1, "a"]))
except TypeError as e:
    print(type(e).__name__, e)
