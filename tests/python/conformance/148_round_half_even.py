# round() uses banker's rounding and exact binary values
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.4999999999999999, 4.5000001]:
    r = round(v)
    print(v, r, type(r).__name__)
print(round(2.675, 2), round(2.665, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(1.25, 1), round(1.35, 1), round(-1.25, 1), round(0.05, 1), round(0.15, 1))
print(round(3.14159, 0), round(-3.5, 0), round(2.5, 0), type(round(2.5, 0)).__name__)
print(round(7), round(-7), type(round(7)).__name__, round(7, 2), type(round(7, 2)).__name__)
print(round(True), type(round(True)).__name__)
print(round(1e20), round(1.5e16), round(123.456, 5), round(123.456, 20))
print(round(-0.4), round(-0.0), round(-0.4, 1), round(0.04, 1))
for n in range(-4, 5):
    print(n + 0.5, round(n + 0.5), end=" | ")
print()
print(round(2 ** 60 + 0.0), round(1e300) == int(1e300))
print(round(0.5 + 1e-16), round(2.5000000000000004))
print(round(float('inf'), 2), round(float('nan'), 1))
try:
    round(float('inf'))
except OverflowError as e:
    print("OverflowError:", e)
try:
    round(float('nan'))
except ValueError as e:
    print("ValueError:", e)
