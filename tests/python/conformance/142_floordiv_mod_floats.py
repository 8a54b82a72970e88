# floor division and modulo with floats, including signed zeros
vals = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2), (7, 2.0), (-7, 2.0),
        (0.0, 3), (-0.0, 3), (0.0, -3), (6.0, 3), (-6.0, 3), (6.0, -3),
        (1e300, 1e-300), (5.5, 0.5), (-5.5, 0.5), (0.3, 0.1), (1.0, 0.1)]
for a, b in vals:
    print(a, b, a // b, a % b)
print(-0.0 % 5, 0.0 % -5, -0.0 // 5, 0.0 // -5)
print(3 % -1.0, -3 % 1.0, 3.0 // -1, -3.0 // 1)
print(1 % float('inf'), -1 % float('inf'), 1 // float('inf'), -1 // float('inf'))
print(float("inf") // 1, float("-inf") % 2 == float("-inf") % 2)
y = 10.0
y //= 3
print(y)
y %= 0.75
print(y)
print(-1e-20 % 1.0)
print(2.5 // 0.5, 2.5 % 0.5, -2.5 // 0.5)
print(7 // 2.5, 7 % 2.5, -7 // 2.5, -7 % 2.5)
