# recursion: mutual recursion, accumulators, memo dicts, deep-ish structures
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(0), fact(1), fact(20), fact(30))
def fib(n, memo={}):
    if n in memo:
        return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print([fib(i) for i in range(15)], fib(150))
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print(is_even(10), is_odd(7), is_even(99))
def flatten(x):
    if not isinstance(x, list):
        return [x]
    out = []
    for item in x:
        out.extend(flatten(item))
    return out
print(flatten([1, [2, [3, [4, [5]]]], [], [[6], 7]]))
def depth(x):
    if isinstance(x, (list, tuple)):
        return 1 + max([depth(i) for i in x], default=0)
    return 0
print(depth([]), depth([1, [2, (3, [4])]]), depth(5), depth(((),)))
def hanoi(n, a, b, c, moves):
    if n == 0:
        return moves
    hanoi(n - 1, a, c, b, moves)
    moves.append(a + c)
    hanoi(n - 1, b, a, c, moves)
    return moves
m = hanoi(4, "A", "B", "C", [])
print(len(m), m[:7])
def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))
print(ackermann(2, 3), ackermann(1, 10))
def perms(s):
    if len(s) <= 1:
        return [s]
    return [s[i] + p for i in range(len(s)) for p in perms(s[:i] + s[i + 1:])]
print(perms("abc"), len(perms("abcd")))
def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]
print(power_set([1, 2, 3]))
def gcd(a, b):
    return a if b == 0 else gcd(b, a % b)
print(gcd(1071, 462), gcd(0, 5), gcd(2 ** 100, 6 ** 50), gcd(-12, 18))
def count_down(n):
    if n < 0:
        return []
    return [n] + count_down(n - 1)
print(count_down(5), len(count_down(150)))
