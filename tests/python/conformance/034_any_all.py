# any() and all() with lists
print(any([False, 0, ""]), any([0, 1]), any([]))
print(all([True, 1, "x"]), all([1, 0]), all([]))
nums = [2, 4, 6, 8]
print(all([n % 2 == 0 for n in nums]))
print(any([n > 7 for n in nums]))
print(any([n > 8 for n in nums]))
def is_prime(n):
    if n < 2:
        return False
    return all([n % d != 0 for d in range(2, n)])

print([n for n in range(30) if is_prime(n)])
words = ["apple", "Banana", "cherry"]
print(any([w[0].isupper() for w in words]))
print(all([len(w) > 4 for w in words]))
grid = [[1, 2], [3, 0], [5, 6]]
print(all([all(row) for row in grid]))
print(any([any(row) for row in grid]))
print(all(["a", "b"]), any(["", ""]))
print(any("abc"), all(""))
password = "Secret123"
has_digit = any([c.isdigit() for c in password])
has_upper = any([c.isupper() for c in password])
has_space = any([c.isspace() for c in password])
print(has_digit, has_upper, has_space)
print(all([None]), any([None, [0]]))
try:
    print(any(5))
except TypeError as e:
    print(type(e).__name__, e)
