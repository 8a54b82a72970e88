# Converting numbers between bases by hand
def to_base(n, base):
    digits = "0123456789ABCDEF"
    if n == 0:
        return "0"
    sign = ""
    if n < 0:
        sign = "-"
        n = -n
    out = ""
    while n > 0:
        out = digits[n % base] + out
        n //= base
    return sign + out

def from_base(s, base):
    digits = "0123456789ABCDEF"
    value = 0
    for ch in s.upper():
        value = value * base + digits.index(ch)
    return value

for n in [0, 5, 10, 255, 256, -42, 2 ** 32, 1000]:
    print(n, to_base(n, 2), to_base(n, 8), to_base(n, 16))
print(from_base("1010", 2), from_base("ff", 16), from_base("777", 8), from_base("0", 3))
for n in range(0, 300, 37):
    assert from_base(to_base(n, 7), 7) == n
print("round trips ok")
def to_binary_recursive(n):
    if n < 2:
        return str(n)
    return to_binary_recursive(n // 2) + str(n % 2)

print([to_binary_recursive(n) for n in range(9)])
print(to_binary_recursive(2 ** 20 + 1))
print(from_base("1111", 2), from_base("777", 8), from_base("ABC", 16), from_base("ff", 16) == 255)
