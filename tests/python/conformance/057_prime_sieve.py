# Sieve of Eratosthenes and trial division
def sieve(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = False
    is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for m in range(p * p, limit + 1, p):
                is_prime[m] = False
        p += 1
    return [i for i in range(limit + 1) if is_prime[i]]

primes = sieve(100)
print(primes)
print(len(sieve(1000)), sieve(1000)[-1])
def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True

print(all([is_prime(p) for p in primes]))
print([n for n in range(90, 110) if is_prime(n)])
def factorize(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors

for n in [12, 97, 360, 1001, 2 ** 10, 600851475143]:
    print(n, factorize(n))
twins = [(p, p + 2) for p in primes if p + 2 in primes]
print(twins)
