# Matrices as lists of lists
def make_matrix(rows, cols, fill):
    return [[fill] * cols for _ in range(rows)]

def print_matrix(m):
    for row in m:
        print(" ".join([f"{v:4}" for v in row]))

def add(a, b):
    return [[a[i][j] + b[i][j] for j in range(len(a[0]))] for i in range(len(a))]

def scale(m, k):
    return [[v * k for v in row] for row in m]

a = [[1, 2, 3], [4, 5, 6]]
b = [[10, 20, 30], [40, 50, 60]]
print_matrix(add(a, b))
print_matrix(scale(a, -2))
z = make_matrix(2, 3, 0)
z[0][1] = 7
print(z)
identity = make_matrix(3, 3, 0)
for i in range(3):
    identity[i][i] = 1
print(identity)
print_matrix(identity)
total = 0
for row in a:
    for v in row:
        total += v
print("sum", total)
print("row sums", [sum(r) for r in a])
print("col sums", [a[0][j] + a[1][j] for j in range(3)])
diag = [identity[i][i] for i in range(3)]
print(diag)
grid = make_matrix(3, 4, ".")
grid[1][2] = "#"
for row in grid:
    print("".join(row))
