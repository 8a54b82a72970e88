# pow() with 2 and 3 arguments, negative exponents, modular inverse, float powers
print(pow(2, 10), pow(2, -2), pow(-2, 3), pow(-2, -3), pow(2.0, 3), pow(4, 0.5), pow(8, 1 / 3))
print(pow(3, 4, 5), pow(3, 200, 13), pow(-3, 3, 7), pow(3, 3, -7), pow(0, 0, 5), pow(5, 0, 1))
print(pow(3, -1, 7), pow(2, -3, 11), pow(38, -1, 97), (pow(38, -1, 97) * 38) % 97)
print(pow(10, 100, 10 ** 9 + 7), pow(2, 10 ** 6, 1000), pow(7, 2 ** 64, 10))
print(2 ** 0.5, 10 ** -1, 10 ** -2, 2 ** -0.5, 0.5 ** 2, (-0.5) ** 3, (-2.0) ** 2, 1.1 ** 10)
print(9 ** 0.5, 27 ** (1 / 3), 2 ** 62, 2 ** 63, 2 ** 64, (-2) ** 63, -2 ** 63)
print(type(2 ** 2).__name__, type(2 ** -2).__name__, type(2.0 ** 2).__name__, type(pow(2, 2, 3)).__name__)
print(1 ** 10 ** 6, (-1) ** (10 ** 6 + 1), 0 ** 0, 0.0 ** 0.0, 1.0 ** float("inf"), 2 ** float("-inf"))
print(10 ** 18 == 1e18, 10 ** 22 == 1e22, 10 ** 23 == 1e23, 3 ** 40 == 3.0 ** 40)
print(round(2 ** 0.5 ** 2, 12), 2 ** 3 ** 2, (2 ** 3) ** 2, -3 ** 2, (-3) ** 2, 2 ** -1 ** 2)
x = 3
x **= 3
print(x, x ** 0.5, int(x ** (1 / 3)), round(x ** (1 / 3)))
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
try:
    print(pow(2, 0.5, 3))
except TypeError as e:
    print("TypeError:", e)
print(divmod(2 ** 100, 3 ** 30), (2 ** 100).bit_length(), abs(-(2 ** 0.5)))
