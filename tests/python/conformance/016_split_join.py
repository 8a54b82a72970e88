# split with and without separator, join
text = "  the  quick brown   fox  "
print(text.split())
print(text.split(" "))
print("a,b,c".split(","))
print("a,,b".split(","))
print("".split(), "".split(","))
print("one".split(","))
print("a--b--c".split("--"))
print("line1\nline2\nline3".split("\n"))
words = ["apple", "banana", "cherry"]
print(", ".join(words))
print("".join(words))
print("-".join("abc"))
print(" ".join([]))
print("+".join(["1", "2", "3"]))
csv = "name,age,city\nAnn,30,Oslo\nBob,25,Rome"
rows = []
for line in csv.split("\n"):
    rows.append(line.split(","))
print(rows)
for row in rows[1:]:
    print(row[0], "is", int(row[1]) + 1, "next year")
sentence = "The cat sat on the mat"
print(len(sentence.split()))
print(" ".join(sentence.split()[::-1]))
print("|".join([str(i) for i in range(5)]))
print("\t a b \n".split())
try:
    print(",".join([1, 2, 3]))
except TypeError as e:
    print(type(e).__name__, e)
