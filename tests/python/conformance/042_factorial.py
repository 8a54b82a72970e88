# Recursive and iterative factorial
def fact_rec(n):
    if n <= 1:
        return 1
    return n * fact_rec(n - 1)

def fact_iter(n):
    result = 1
    while n > 1:
        result *= n
        n -= 1
    return result

for i in range(0, 21, 4):
    print(i, fact_rec(i), fact_iter(i))
print(fact_rec(100))
print(fact_rec(25) == fact_iter(25))
def trailing_zeros(n):
    s = str(fact_rec(n))
    count = 0
    i = len(s) - 1
    while i >= 0 and s[i] == "0":
        count += 1
        i -= 1
    return count

print(trailing_zeros(10), trailing_zeros(25), trailing_zeros(100))
def choose(n, k):
    return fact_rec(n) // (fact_rec(k) * fact_rec(n - k))

print([choose(6, k) for k in range(7)])
print(choose(60, 30))
def checked_fact(n):
    if n < 0:
        raise ValueError("factorial of negative number " + str(n))
    return fact_rec(n)

for n in [5, -3]:
    try:
        print(checked_fact(n))
    except ValueError as e:
        print(type(e).__name__, e)
