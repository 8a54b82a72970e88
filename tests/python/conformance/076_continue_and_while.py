# while loops with continue and break, counting patterns
i = 0
evens = []
while i < 20:
    i += 1
    if i % 2:
        continue
    evens.append(i)
print(evens)
n = 27
steps = 0
peak = n
while n != 1:
    if n % 2 == 0:
        n //= 2
    else:
        n = 3 * n + 1
    peak = max(peak, n)
    steps += 1
print("collatz 27:", steps, "steps, peak", peak)
balance = 1000
year = 0
while balance < 2000:
    balance *= 1.07
    year += 1
print(year, round(balance, 2))
words = ["alpha", "", "beta", "skip", "gamma", "stop", "delta"]
for w in words:
    if not w:
        continue
    if w == "skip":
        continue
    if w == "stop":
        break
    print(w.upper())
x = 100
while x > 1:
    x = x // 3
    print(x, end=" ")
print()
k = 10
while k:
    k -= 3
    if k < 0:
        print("negative", k)
        break
print("done", k)
