# Tower of Hanoi
moves = []
def hanoi(n, source, target, spare):
    if n == 0:
        return
    hanoi(n - 1, source, spare, target)
    moves.append((n, source, target))
    hanoi(n - 1, spare, target, source)

hanoi(3, "A", "C", "B")
for disk, src, dst in moves:
    print("move disk", disk, "from", src, "to", dst)
print(len(moves), "moves")
def count_moves(n):
    if n == 0:
        return 0
    return 2 * count_moves(n - 1) + 1

print([count_moves(n) for n in range(1, 11)])
pegs = {"A": [4, 3, 2, 1], "B": [], "C": []}
def solve(n, s, t, o):
    if n == 0:
        return
    solve(n - 1, s, o, t)
    disk = pegs[s].pop()
    if pegs[t] and pegs[t][-1] < disk:
        print("illegal move!")
    pegs[t].append(disk)
    solve(n - 1, o, t, s)

solve(4, "A", "C", "B")
print(pegs)
print(count_moves(64))
try:
    pegs["A"].pop()
except IndexError as e:
    print(type(e).__name__, e)
