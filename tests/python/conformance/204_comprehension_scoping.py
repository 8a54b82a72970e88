# list/dict comprehensions: clause order, filters, scoping of the loop variable
x = "outer"
squares = [x * x for x in range(5)]
print(squares, x)
pairs = [(i, j) for i in range(3) for j in range(i)]
print(pairs)
flat = [c for word in ["ab", "", "cde"] for c in word]
print(flat)
filt = [n for n in range(20) if n % 2 if n % 3]
print(filt)
cond = [n if n % 2 else -n for n in range(6)]
print(cond)
both = [(a, b) for a in "xy" if a != "z" for b in [1, 2] if b != a]
print(both)
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid)
transpose = [[row[i] for row in grid] for i in range(3)]
print(transpose)
diag = [grid[i][i] for i in range(len(grid))]
print(diag)
d = {k: v for k, v in [("a", 1), ("b", 2), ("a", 3)]}
print(d)
d2 = {n % 3: n for n in range(10)}
print(d2)
d3 = {w: len(w) for w in "the quick brown the".split() if len(w) > 3}
print(d3)
d4 = {(i, j): i * j for i in range(2) for j in range(2)}
print(d4)
n = 10
captured = [n + i for i in range(3)]
print(captured)
def scale(vals, factor):
    return [v * factor for v in vals if v]
print(scale([0, 1, 2, 3], 2), scale([0.5, "", "ab"], 3))
funcs = [lambda y, i=i: y + i for i in range(3)]
print([f(10) for f in funcs])
nested_names = [[y for y in range(x)] for x in range(4)]
print(nested_names)
print([s.upper() for s in ["é", "ß", "a"]], {c: ord(c) for c in "aé"})
print([i for i in []], {k: 0 for k in ""}, [[]for _ in range(2)])
m = [[1, 2], [3, 4]]
print([v for row in m for v in row if v % 2 == 0], sum([v for row in m for v in row]))
word = "banana"
print({ch: word.count(ch) for ch in word})
print([len(w) for w in "a bb ccc".split()], [w[::-1] for w in ("ab", "cd")])
