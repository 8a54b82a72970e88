# Formatted multiplication table and aligned columns
n = 6
header = "    |"
for j in range(1, n + 1):
    header += f"{j:4}"
print(header)
print("-" * len(header))
for i in range(1, n + 1):
    line = f"{i:3} |"
    for j in range(1, n + 1):
        product = i * j
        line += f"{product:4}"
    print(line)
items = [("pen", 1.5, 10), ("notebook", 3.25, 2), ("bag", 24.0, 1)]
h1 = "item"
h2 = "price"
h3 = "qty"
h4 = "total"
print(f"{h1:<10}{h2:>8}{h3:>5}{h4:>9}")
grand = 0
for name, price, qty in items:
    total = price * qty
    grand += total
    print(f"{name:<10}{price:>8.2f}{qty:>5}{total:>9.2f}")
label = "TOTAL"
print(f"{label:<23}{grand:>9.2f}")
for word in ["a", "mid", "longer"]:
    print(f"|{word:<8}|{word:^8}|{word:>8}|")
for v in [0, 7, 42, 123, 1234]:
    print(f"{v:03d} {v:5} {v:<5}|")
