# round() with negative ndigits on ints and floats
print(round(1234.5678, -2), round(1234.5678, -1), round(1234.5678, -3), round(1234.5678, -4))
print(round(15, -1), round(25, -1), round(35, -1), round(-15, -1), round(-25, -1))
print(round(150, -2), round(250, -2), round(350, -2), round(249, -2), round(251, -2))
print(round(5, -1), round(-5, -1), round(4, -1), round(6, -1), round(0, -3))
print(round(123456789, -3), round(123456789, -5), round(123456789, -9), round(123456789, -10))
print(round(10 ** 20 + 5 * 10 ** 18, -19), round(-(10 ** 20) - 5 * 10 ** 18, -19))
print(round(1.5e6, -6), round(2.5e6, -6), round(-2.5e6, -6), round(-3.5e6, -6))
print(round(12.5, -1), round(15.0, -1), round(25.0, -1), round(0.0, -2))
for n in [1234, 1250, 1350, 9999, -9999, 50, 49]:
    print(n, round(n, -2), round(float(n), -2), round(n, -1))
print(type(round(15, -1)).__name__, type(round(15.0, -1)).__name__)
print(round(7, 0), round(7, 5), round(-7.0, -1), round(-4.0, -1))
print(round(999.999, -3), round(999.999, 2), round(999.995, 2), round(0.0005, 3))
