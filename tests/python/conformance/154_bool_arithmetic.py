# bools behave like the ints 0 and 1 but print as True/False
print(True + True, True - False, True * 7, True / 2, True // 2, True % 2, True ** 10)
print(-True, +True, ~False, ~True, -False, abs(-True), abs(True))
print(True & False, True | False, True ^ True, False ^ True, True << 3, True >> 1)
print(type(True & True).__name__, type(True + 0).__name__, type(True & 1).__name__, type(-True).__name__)
print(True and 5, False and 5, 0 or False, True or 0, not 0, not "", not [0])
print(sum([True, True, False, True]), max(True, 0), min(False, -1), sorted([True, False, 0, 1, -1]))
print(str(True), repr(False), f"{True}", f"{True!r}", f"{True:d}", f"{False:>5}", format(True, "03"))
print([True, 1, 1.0], (False, 0, 0.0), [True] * 3)
print(True == 1, False == 0, True == 2, True > False, True < 2, 1.0 == True)
print(int(True), float(False), str(int(True)), bool(-0.0), bool(0.0), bool(1e-300), bool("False"))
print(bool([]), bool([[]]), bool(()), bool((0,)), bool({}), bool({0: 0}), bool(None), bool(range(0)))
count = 0
for flag in [True, False, True, True]:
    count += flag
print(count, type(count).__name__)
x = True
x += 1
print(x, type(x).__name__)
y = False
y -= True
print(y)
print(divmod(True, True), pow(True, 5), round(True, 2), hex(True), bin(False), True.bit_length())
print(isinstance(True, int), isinstance(1, bool), issubclass(bool, int), type(True).__name__)
print(["no", "yes"][True], ["no", "yes"][False], "abc"[True:], (10, 20)[-True])
print({True: "a", 1: "b"}, {0: "x", False: "y"})
