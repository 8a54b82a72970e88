# Digit manipulation: sums, counts, Armstrong numbers
def digit_sum(n):
    n = abs(n)
    total = 0
    while n > 0:
        total += n % 10
        n //= 10
    return total

def digital_root(n):
    while n >= 10:
        n = digit_sum(n)
    return n

def count_digits(n):
    if n == 0:
        return 1
    return len(str(abs(n)))

for n in [0, 7, 123, -456, 99999, 2 ** 64]:
    print(n, digit_sum(n), digital_root(abs(n)), count_digits(n))
def is_armstrong(n):
    digits = [int(c) for c in str(n)]
    k = len(digits)
    return sum([d ** k for d in digits]) == n

print([n for n in range(1, 1000) if is_armstrong(n)])
def digits_of(n):
    if n < 10:
        return [n]
    return digits_of(n // 10) + [n % 10]

print(digits_of(90210), digits_of(5))
print(digit_sum(2 ** 1000))
def is_harshad(n):
    return n % digit_sum(n) == 0

print([n for n in range(10, 60) if is_harshad(n)])
