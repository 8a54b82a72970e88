# Roman numerals both ways
VALUES = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]

def to_roman(n):
    out = ""
    for value, symbol in VALUES:
        while n >= value:
            out += symbol
            n -= value
    return out

def from_roman(s):
    single = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i in range(len(s)):
        v = single[s[i]]
        if i + 1 < len(s) and single[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r))
ok = True
for n in range(1, 4000):
    if from_roman(to_roman(n)) != n:
        ok = False
        print("mismatch", n)
print("all match:", ok)
print(len(to_roman(3888)), to_roman(3888))
print(from_roman("MCMXCIX") + from_roman("I"))
try:
    print(from_roman("MCMZ"))
except KeyError as e:
    print(type(e).__name__, e)
