# repr / str of various floats
values = [0.1, 0.2, 0.3, 1.5, 2.5, 100.0, 1e16, 1e15, 1e-5, 1e-4, 0.0001, 123456789.0,
          1234567890123456789.0, 1e22, 1.0, -1.0, 3.14159, 2.0 ** 0.5, 1e100, 5e-324]
for v in values:
    print(v, repr(v), str(v))
print(1 / 3)
print(2 / 3)
print(0.1 + 0.2)
print(-0.0)
print(0.0)
print(1e16 + 1)
print(12345678901234567.0)
print(float(10 ** 25))
print(float(2 ** 100))
print(1.0e-10, 1.5e300)
print([0.1, 2.5, -0.0])
print((1.0, 1e16))
print(1.23e5, 1.23e-5)
print(100000000000000000.0)
print(9999999999999998.0)
try:
    print(float("1.5.2"))
except ValueError as e:
    print(type(e).__name__, e)
