# Booleans behave like 0 and 1 in arithmetic
print(True + 1)
print(True + True)
print(True * 10, False * 10)
print(True - False)
print(True / 2)
print(True // 2, True % 2)
print(-True, +True, ~True, ~False)
flags = [True, False, True, True]
print(sum(flags))
count = 0
for f in flags:
    count += f
print(count)
print(type(True + 1).__name__, type(True).__name__)
print(bool(0), bool(1), bool(-1), bool(0.0), bool(""), bool("0"))
print(bool([]), bool([0]), bool({}), bool(()), bool(None))
print(not 0, not 5, not "", not "x")
print(True and 3, False or 0, 0 or False)
print(str(True), repr(False))
print(True > False, True < 2)
print(["no", "yes"][True], ["no", "yes"][False])
print(3 * (2 > 1) + 2 * (1 > 2))
print(True == 1 == 1.0)
