# Fibonacci numbers: naive recursion, memo dict, iteration
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print([fib(i) for i in range(15)])
memo = {}
def fib_memo(n):
    if n in memo:
        return memo[n]
    if n < 2:
        result = n
    else:
        result = fib_memo(n - 1) + fib_memo(n - 2)
    memo[n] = result
    return result

print(fib_memo(90))
print(fib_memo(150))
print(len(memo))
def fib_list(count):
    seq = [0, 1]
    while len(seq) < count:
        seq.append(seq[-1] + seq[-2])
    return seq[:count]

print(fib_list(1), fib_list(2), fib_list(10))
a, b = 0, 1
for _ in range(300):
    a, b = b, a + b
print(a)
print(fib_memo(100) % 1000000007)
evens = [x for x in fib_list(30) if x % 2 == 0]
print(evens)
print(fib_memo(80) / fib_memo(79))
