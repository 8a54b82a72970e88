# Matrix multiplication and powers (Fibonacci via matrices)
def mat_mul(a, b):
    rows = len(a)
    cols = len(b[0])
    inner = len(b)
    result = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            total = 0
            for k in range(inner):
                total += a[i][k] * b[k][j]
            result[i][j] = total
    return result

def mat_pow(m, n):
    size = len(m)
    result = [[1 if i == j else 0 for j in range(size)] for i in range(size)]
    while n > 0:
        if n % 2 == 1:
            result = mat_mul(result, m)
        m = mat_mul(m, m)
        n //= 2
    return result

a = [[1, 2], [3, 4]]
b = [[5, 6], [7, 8]]
print(mat_mul(a, b))
print(mat_mul(b, a))
print(mat_mul([[1, 2, 3]], [[4], [5], [6]]))
print(mat_mul([[4], [5], [6]], [[1, 2, 3]]))
fib = [[1, 1], [1, 0]]
for n in [1, 2, 10, 50, 100]:
    print(n, mat_pow(fib, n)[0][1])
print(mat_pow(a, 0), mat_pow(a, 3))
rot = [[0, -1], [1, 0]]
print(mat_pow(rot, 2), mat_pow(rot, 4))
print(mat_mul([[0.5, 0], [0, 2]], [[2, 0], [0, 0.5]]))
try:
    print(mat_mul([[1, 2]], [[1], [2], [3]]))
except IndexError as e:
    print(type(e).__name__, e)
