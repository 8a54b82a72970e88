# Collatz sequences
def collatz(n):
    seq = [n]
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        seq.append(n)
    return seq

print(collatz(6))
print(collatz(7))
print(collatz(1))
def steps(n):
    if n == 1:
        return 0
    if n % 2 == 0:
        return 1 + steps(n // 2)
    return 1 + steps(3 * n + 1)

best = 0
best_n = 0
for n in range(1, 1000):
    s = len(collatz(n)) - 1
    if s > best:
        best = s
        best_n = n
print("longest below 1000:", best_n, best)
print([steps(n) for n in range(1, 21)])
print(steps(97) == len(collatz(97)) - 1)
print(max(collatz(27)))
big = 2 ** 100 + 1
print(len(collatz(big)))
