# Exponentiation: big results, negative bases and exponents
print(2 ** 10)
print(2 ** 64)
print(2 ** 100)
print(3 ** 50)
print(7 ** 30)
print((-2) ** 3, (-2) ** 4)
print(-2 ** 2)
print(2 ** -1, 2 ** -2, 10 ** -3)
print(0 ** 0, 0 ** 5, 1 ** 1000)
print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2.0 ** 10, 2 ** 0.5, 4 ** 0.5)
print(10 ** 30 + 1)
print(10 ** 30 - 1)
big = 2 ** 200
print(big)
print(len(str(big)))
print(big // 2 ** 190)
print(big % 1000)
n = 1
for i in range(25):
    n = n * 9
print(n)
print(9 ** 25 == n)
print(-(3 ** 41))
try:
    print(0 ** -2)
except ZeroDivisionError as e:
    print(type(e).__name__, e)
