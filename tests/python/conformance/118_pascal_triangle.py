# Pascal's triangle
def pascal(n):
    rows = [[1]]
    for i in range(1, n):
        prev = rows[-1]
        row = [1]
        for j in range(1, i):
            row.append(prev[j - 1] + prev[j])
        row.append(1)
        rows.append(row)
    return rows

tri = pascal(8)
for row in tri:
    print(row)
width = len(" ".join([str(v) for v in tri[-1]]))
for row in tri:
    text = " ".join([str(v) for v in row])
    print(" " * ((width - len(text)) // 2) + text)
print([sum(r) for r in tri])
big = pascal(60)[-1]
print(max(big), len(big))
def pascal_value(r, c):
    if c == 0 or c == r:
        return 1
    return pascal_value(r - 1, c - 1) + pascal_value(r - 1, c)

print([pascal_value(6, c) for c in range(7)])
