# Classic FizzBuzz, two ways
for i in range(1, 31):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
def fizzbuzz(n):
    out = ""
    if n % 3 == 0:
        out += "Fizz"
    if n % 5 == 0:
        out += "Buzz"
    return out or str(n)

print(", ".join([fizzbuzz(i) for i in range(1, 16)]))
counts = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0, "number": 0}
for i in range(1, 101):
    r = fizzbuzz(i)
    if r in counts:
        counts[r] += 1
    else:
        counts["number"] += 1
print(counts)
