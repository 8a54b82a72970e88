# Shop inventory with dicts of dicts
inventory = {
    "apple": {"price": 0.5, "qty": 100},
    "bread": {"price": 2.25, "qty": 20},
    "milk": {"price": 1.1, "qty": 0},
}
def total_value(inv):
    total = 0
    for item in inv.values():
        total += item["price"] * item["qty"]
    return total

value = total_value(inventory)
print(f"total value: {value:.2f}")
def sell(inv, name, amount):
    if name not in inv:
        return "unknown item " + name
    if inv[name]["qty"] < amount:
        return "not enough " + name
    inv[name]["qty"] -= amount
    return "sold " + str(amount) + " " + name

print(sell(inventory, "apple", 30))
print(sell(inventory, "milk", 1))
print(sell(inventory, "cheese", 1))
print(sell(inventory, "bread", 20))
inventory["cheese"] = {"price": 7.5, "qty": 3}
for name, info in inventory.items():
    status = "OUT" if info["qty"] == 0 else "ok"
    print(f"{name:<8}{info['price']:>6.2f}{info['qty']:>5} {status}")
out_of_stock = [n for n in inventory if inventory[n]["qty"] == 0]
print(out_of_stock)
restock = {"milk": 12, "bread": 5}
for name, qty in restock.items():
    inventory[name]["qty"] += qty
print({n: inventory[n]["qty"] for n in inventory})
print(round(total_value(inventory), 2))
try:
    print(inventory["bread"]["cost"])
except KeyError as e:
    print(type(e).__name__, e)
