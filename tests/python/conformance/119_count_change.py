# Counting ways to make change, recursively and with a table
def count_change(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return count_change(amount - coins[0], coins) + count_change(amount, coins[1:])

print(count_change(10, [1, 5, 10]))
print(count_change(100, [50, 25, 10, 5, 1]))
print(count_change(0, [1]), count_change(3, []), count_change(7, [2, 4]))
def count_table(amount, coins):
    ways = [0] * (amount + 1)
    ways[0] = 1
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]

print(count_table(100, [1, 5, 10, 25, 50]))
print(count_table(1000, [1, 2, 5, 10, 20, 50, 100, 200]))
def min_coins(amount, coins):
    best = [0] + [None] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a and best[a - c] is not None:
                candidate = best[a - c] + 1
                if best[a] is None or candidate < best[a]:
                    best[a] = candidate
    return best[amount]

print(min_coins(11, [1, 2, 5]), min_coins(3, [2]), min_coins(63, [1, 5, 10, 21, 25]))
