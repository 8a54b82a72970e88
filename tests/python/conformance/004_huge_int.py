# Huge integer arithmetic and printing
def fact(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result

f50 = fact(50)
print(f50)
print(len(str(f50)))
print(f50 // fact(48))
print(fact(30) - fact(29))
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b)
print(a - b)
print(a * b)
print(b // a, b % a)
print(-a // 7, -a % 7)
print(a > b, a < b, a == 123456789012345678901234567890)
print(-a)
print(abs(-a))
print(str(a)[::-1])
s = 0
for d in str(f50):
    s += int(d)
print("digit sum", s)
print(int("99999999999999999999999999") + 1)
print(2 ** 64 - 1, -(2 ** 63))
print(f50 % 1000000007)
try:
    print(f50 // (f50 - f50))
except ZeroDivisionError as e:
    print(type(e).__name__, e)
