# Truth tables for boolean operators
def cell(v):
    text = str(v)
    return text + " " * (6 - len(text))

values = [False, True]
print("a     b     and   or    xor   implies")
for a in values:
    for b in values:
        xor = a != b
        implies = (not a) or b
        print(cell(a) + cell(b) + cell(a and b) + cell(a or b) + cell(xor) + cell(implies))
print(not True, not False, not not True)
print(True and True and False, False or False or True)
for x in [0, 1, 2]:
    for y in [0, 3]:
        print(x, y, x and y, x or y, not x, bool(x and y))
def majority(a, b, c):
    return (a and b) or (a and c) or (b and c)

print(majority(True, False, True), majority(False, False, True), majority(1, 0, 0), majority(0, 5, 7))
print(True if 0 else False, 1 if "x" else 2)
