# Building strings piece by piece, repetition and padding by hand
line = "-" * 20
print(line)
print("=" * 0 + "|", "ab" * 3, 3 * "xy", "z" * -2 + "|")
def box(text):
    width = len(text) + 4
    top = "+" + "-" * (width - 2) + "+"
    return top + "\n| " + text + " |\n" + top

print(box("hello"))
print(box(""))
def triangle(n):
    rows = []
    for i in range(1, n + 1):
        rows.append(" " * (n - i) + "*" * (2 * i - 1))
    return "\n".join(rows)

print(triangle(4))
def pad_left(s, width, fill):
    while len(s) < width:
        s = fill + s
    return s

print(pad_left("42", 6, "0"), pad_left("toolong", 3, "."))
acc = ""
for i in range(5):
    acc += str(i)
    acc += "," if i < 4 else "."
print(acc)
table = ""
for i in range(1, 4):
    row = ""
    for j in range(1, 4):
        v = i * j
        row += f"{v:4}"
    table += row + "\n"
print(table, end="")
print("[" + "][".join(["a", "b", "c"]) + "]")
