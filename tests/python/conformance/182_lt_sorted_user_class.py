# sorted/min/max/sort use __lt__ of user classes; reflected comparisons
class Version:
    def __init__(self, text):
        self.parts = [int(p) for p in text.split(".")]
        self.text = text
    def __lt__(self, other):
        return self.parts < other.parts
    def __eq__(self, other):
        return self.parts == other.parts
    def __repr__(self):
        return "V" + self.text

vs = [Version(t) for t in ["1.10", "1.2", "1.2.0", "0.9", "1.2", "10.0", "2"]]
print(sorted(vs))
print(sorted(vs, reverse=True))
print(min(vs), max(vs))
print(Version("1.2") < Version("1.10"), Version("1.10") > Version("1.2"), "1.10" < "1.2")
vs.sort()
print(vs, vs[0] == Version("0.9"))
class Loud:
    def __init__(self, n):
        self.n = n
    def __lt__(self, other):
        print("   lt", self.n, other.n)
        return self.n < other.n
    def __repr__(self):
        return "L" + str(self.n)
print(sorted([Loud(2), Loud(1)]))
print(max([Loud(1), Loud(3), Loud(2)]))
print(Loud(5) > Loud(4))
class Task:
    def __init__(self, prio, name):
        self.prio = prio
        self.name = name
    def __lt__(self, other):
        return self.prio < other.prio
    def __repr__(self):
        return self.name + ":" + str(self.prio)
tasks = [Task(2, "b"), Task(1, "a"), Task(2, "c"), Task(0, "z"), Task(1, "d")]
print(sorted(tasks))
print(sorted(tasks, key=lambda t: t.name))
print(sorted(tasks, reverse=True))
print(min(tasks), max(tasks))
try:
    Task(1, "x") <= Task(2, "y")
except TypeError as e:
    print("TypeError:", e)
try:
    sorted([Task(1, "x"), 3])
except TypeError as e:
    print("TypeError:", e)
