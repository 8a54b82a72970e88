# True division always produces a float
print(7 / 2)
print(6 / 3)
print(-7 / 2)
print(1 / 3)
print(10 / 4)
print(0 / 5)
print(-0 / 5)
print(0 / -5)
print(1 / 7)
print(22 / 7)
print(10 ** 20 / 10 ** 10)
print(2 ** 60 / 3)
print(5.0 / 2)
print(1 / 1024)
print(1 / 1000)
print(3 / 10)
for d in range(1, 11):
    print(d, 1 / d)
print(type(4 / 2).__name__)
print(100 / 3 * 3)
print(9 / 3 == 3)
for d in [4, 0, 0.0]:
    try:
        print(1 / d)
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
