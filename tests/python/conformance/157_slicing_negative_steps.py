# slicing with negative steps and out-of-range bounds on list, tuple, str, range
a = list(range(10))
s = "abcdefghij"
t = tuple(a)
r = range(10)
specs = [(None, None, -1), (None, None, -2), (8, 2, -2), (2, 8, -1), (-1, -11, -1),
         (-1, None, -3), (100, None, -1), (None, -100, -1), (-100, 100, 1), (5, 5, 1),
         (5, 4, 1), (3, -3, 2), (-3, 3, -1), (None, 5, -1), (5, None, -1), (0, None, -1),
         (1, 100, 3), (-2, None, None), (None, -2, None), (12, 15, None), (-15, -12, None)]
for st, sp, step in specs:
    print((st, sp, step), a[st:sp:step], s[st:sp:step], t[st:sp:step] == tuple(a[st:sp:step]), list(r[st:sp:step]) == a[st:sp:step])
print(r[::-1], r[2:8:3], r[::-3], r[-2:], range(0, 20, 5)[1:3])
print(s[::-1][::-1] == s, s[len(s):], s[-len(s):], s[-len(s) - 1:2])
print("日本語テキスト"[::-2], "añb"[::-1], "x"[5:], "x"[-5:])
print(a[-1], a[-10], s[-1], t[-3], r[-1], "é"[0], "é"[-1])
print(a[:], a[:] is not None, a[1:-1], a[-3:-1], a[-1:-3])
u = a[::2]
u[0] = 99
print(a[0], u)
print(list(range(10, 0, -3)), list(range(-5, 5, 4)), list(range(5, -5, -4)), len(range(0, 100, 7)))
print(range(0, 100, 7)[5], range(10, 0, -3)[-1], 49 in range(0, 100, 7), 50 in range(0, 100, 7))
print(list(range(3, 3)), list(range(3, 0)), list(range(0, 3, -1)), range(1, 10, 3).index(7))
