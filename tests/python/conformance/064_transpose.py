# Transposing matrices by hand and with zip
def transpose(m):
    rows = len(m)
    cols = len(m[0])
    result = []
    for j in range(cols):
        new_row = []
        for i in range(rows):
            new_row.append(m[i][j])
        result.append(new_row)
    return result

m = [[1, 2, 3], [4, 5, 6]]
t = transpose(m)
print(t)
print(transpose(t) == m)
print(transpose([[1]]), transpose([[1, 2, 3]]))
print(list(zip([1, 2, 3], [4, 5, 6])))
print([list(col) for col in zip(m[0], m[1])])
sq = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
for i in range(3):
    for j in range(i + 1, 3):
        sq[i][j], sq[j][i] = sq[j][i], sq[i][j]
print(sq)
def rotate_right(m):
    t = transpose(m)
    return [row[::-1] for row in t]

r = rotate_right([[1, 2], [3, 4], [5, 6]])
print(r)
for row in r:
    print(row)
def is_symmetric(m):
    return m == transpose(m)

print(is_symmetric([[1, 2], [2, 1]]), is_symmetric([[1, 2], [3, 1]]))
words = ["abc", "def", "ghi"]
print(["".join([w[i] for w in words]) for i in range(3)])
try:
    print(transpose([]))
except IndexError as e:
    print(type(e).__name__, e)
