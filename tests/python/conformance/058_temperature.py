# Temperature conversion table
def c_to_f(c):
    return c * 9 / 5 + 32

def f_to_c(f):
    return (f - 32) * 5 / 9

for c in range(-40, 101, 20):
    f = c_to_f(c)
    print(f"{c:>5} C = {f:>6.1f} F")
for f in [-40, 0, 32, 98.6, 212]:
    print(f, "F =", round(f_to_c(f), 2), "C")
print(c_to_f(37), f_to_c(100))
print(c_to_f(-273.15))
readings = [21.5, 23.0, 19.25, 25.75, 22.0]
avg = sum(readings) / len(readings)
avg_f = c_to_f(avg)
print(f"avg {avg:.3f} C, {avg_f:.3f} F")
def describe(c):
    if c < 0:
        return "freezing"
    elif c < 15:
        return "cold"
    elif c < 25:
        return "mild"
    return "hot"

print([describe(r) for r in [-5, 0, 14.9, 15, 24.99, 30]])
kelvin = [c + 273.15 for c in [0, 100, -273.15]]
print(kelvin)
