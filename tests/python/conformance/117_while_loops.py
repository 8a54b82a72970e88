# Assorted while loops: digits, guessing by bisection, sums
n = 1234567
count = 0
while n > 0:
    n //= 10
    count += 1
print("digits:", count)
secret = 73
lo = 1
hi = 100
guesses = 0
while lo <= hi:
    mid = (lo + hi) // 2
    guesses += 1
    if mid == secret:
        print("found", mid, "in", guesses, "guesses")
        break
    elif mid < secret:
        print(mid, "too low")
        lo = mid + 1
    else:
        print(mid, "too high")
        hi = mid - 1
total = 0
k = 1
while total + k <= 100:
    total += k
    k += 1
print("sum", total, "stopped before", k)
x = 2.0
guess = 1.0
iterations = 0
while abs(guess * guess - x) > 1e-12:
    guess = (guess + x / guess) / 2
    iterations += 1
print(guess, iterations)
queue = [1]
seen = []
while queue:
    item = queue.pop(0)
    seen.append(item)
    if item < 20:
        queue.append(item * 2)
        queue.append(item * 3)
print(seen)
