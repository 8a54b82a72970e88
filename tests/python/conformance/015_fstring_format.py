# f-strings with format specifications
x = 3.14159
n = 42
s = "hi"
neg = -7
small = 7
print(f"{x:.2f}")
print(f"{x:.0f} {x:.4f}")
print(f"[{n:5}]")
print(f"[{s:5}]")
print(f"[{n:>8}]")
print(f"[{s:<6}]")
print(f"[{s:^7}]")
print(f"[{n:^7}]")
print(f"[{n:03d}]")
print(f"[{small:03d}] [{neg:04d}]")
print(f"{s!r} {n!r}")
total = n + n
print(f"{n} + {n} = {total}")
price = 19.5
qty = 3
cost = price * qty
print(f"Total: {cost:.2f}")
a = 2.5
b = 3.5
c = 0.125
print(f"{a:.0f} {b:.0f} {c:.2f}")
print(f"[{x:8.3f}]")
word = "abc"
print(f"[{word:>5}] [{word:<5}] [{word:^5}]")
big = 1e16
print(f"{big:.1f}")
negzero = -0.0
print(f"{negzero:.1f}")
for i in range(1, 4):
    sq = i * i
    print(f"{i:2} squared is {sq:3}")
print(f"{{literal braces}} {n}")
t = True
nothing = None
lst = [1, 2]
print(f"{t} {nothing} {lst}")
long_word = "toolongvalue"
print(f"[{long_word:5}]")
print(f"{neg:>6}|{neg:<6}|{x:>10.3f}|")
