# Recursive exponentiation by squaring, modular power
def power(base, exp):
    if exp == 0:
        return 1
    half = power(base, exp // 2)
    if exp % 2 == 0:
        return half * half
    return half * half * base

def power_mod(base, exp, mod):
    result = 1
    base = base % mod
    while exp > 0:
        if exp % 2 == 1:
            result = result * base % mod
        base = base * base % mod
        exp //= 2
    return result

for b, e in [(2, 10), (3, 5), (7, 0), (-2, 7), (10, 25), (2, 127)]:
    print(b, e, power(b, e), power(b, e) == b ** e)
print(power(1.5, 3))
print(power_mod(2, 100, 1000000007))
print(power_mod(3, 1000, 13))
print(power_mod(123456789, 987654321, 1000000007))
def count_calls(exp):
    if exp == 0:
        return 1
    return 1 + count_calls(exp // 2)

print([count_calls(e) for e in [1, 2, 8, 100, 1000]])
print(power(2, 300))
