# Euclid's algorithm, recursive and iterative
def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)

def gcd_iter(a, b):
    while b:
        a, b = b, a % b
    return a

def lcm(a, b):
    return a * b // gcd(a, b)

tests = [(48, 18), (17, 5), (100, 75), (0, 9), (9, 0), (270, 192), (2 ** 40, 6 ** 20)]
for a, b in tests:
    print(a, b, gcd(a, b), gcd_iter(a, b))
print(lcm(4, 6), lcm(21, 6), lcm(7, 13))
result = 1
for i in range(1, 21):
    result = lcm(result, i)
print("lcm 1..20 =", result)
def reduce_fraction(num, den):
    g = gcd(num, den)
    return num // g, den // g

print(reduce_fraction(84, 126))
print(reduce_fraction(10, 100))
n, d = reduce_fraction(3 ** 20, 3 ** 15 * 2)
print(f"{n}/{d}")
def coprime(a, b):
    return gcd(a, b) == 1

print([k for k in range(1, 16) if coprime(k, 15)])
try:
    print(lcm(0, 0))
except ZeroDivisionError as e:
    print(type(e).__name__, e)
