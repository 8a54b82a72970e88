# Converting scores to letter grades
def letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"

scores = {"Alice": 93, "Bob": 78, "Carol": 85.5, "Dan": 59.99, "Eve": 60, "Fay": 100, "Gus": 0}
for name, s in scores.items():
    g = letter(s)
    print(f"{name:<6}{s:>7} {g}")
dist = {}
for s in scores.values():
    g = letter(s)
    dist[g] = dist.get(g, 0) + 1
print(dist)
for g in "ABCDF":
    print(g, dist.get(g, 0))
vals = list(scores.values())
avg = sum(vals) / len(vals)
g = letter(avg)
print(f"average {avg:.2f} -> {g}")
print("highest", max(vals), "lowest", min(vals))
passed = [n for n in scores if scores[n] >= 60]
print(passed)
print(sorted(scores, key=lambda n: scores[n], reverse=True))
try:
    print(letter("90"))
except TypeError as e:
    print(type(e).__name__, e)
