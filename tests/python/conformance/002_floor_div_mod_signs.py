# Floor division and modulo with every sign combination
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (-6, 3), (0, 5), (0, -5), (1, 10), (-1, 10)]
for a, b in pairs:
    print(a, "//", b, "=", a // b, "  ", a, "%", b, "=", a % b)
print("divmod checks")
for a, b in pairs:
    q, r = divmod(a, b)
    print(a, b, q, r, q * b + r == a)
print("float versions")
fpairs = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2.0), (5.0, 0.5)]
for a, b in fpairs:
    print(a // b, a % b, divmod(a, b))
print(-1 % 3, 1 % -3, -1 // 3, 1 // -3)
print(10 ** 20 // 7, 10 ** 20 % 7)
print(-(10 ** 20) // 7, -(10 ** 20) % 7)
print(-3.0 % 5, 3.0 % -5)
print(-0.0 % 5)
for b in [0, 0.0]:
    try:
        print(7 // b)
    except ZeroDivisionError as e:
        print(type(e).__name__, e)
