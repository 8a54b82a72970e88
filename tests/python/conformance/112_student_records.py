# Student records: classes, lists and sorting
class Student:
    def __init__(self, name, marks):
        self.name = name
        self.marks = marks

    def average(self):
        if not self.marks:
            return 0.0
        return sum(self.marks) / len(self.marks)

    def best(self):
        return max(self.marks) if self.marks else None

    def __repr__(self):
        return "Student(" + self.name + ")"

students = [
    Student("Ana", [88, 92, 79]),
    Student("Ben", [65, 70, 58, 90]),
    Student("Cleo", [100, 95]),
    Student("Dev", []),
]
for s in students:
    avg = s.average()
    best = s.best()
    print(f"{s.name:<5} avg={avg:6.2f} best={best}")
ranking = sorted(students, key=lambda s: s.average(), reverse=True)
print(ranking)
for place, s in enumerate(ranking):
    print(place + 1, s.name)
all_marks = []
for s in students:
    all_marks.extend(s.marks)
print(len(all_marks), min(all_marks), max(all_marks))
print(round(sum(all_marks) / len(all_marks), 3))
honours = [s.name for s in students if s.average() >= 85]
print("honours:", honours)
students[1].marks.append(100)
print(students[1].marks, round(students[1].average(), 1))
by_initial = {}
for s in students:
    by_initial[s.name[0]] = s.average()
print(by_initial)
try:
    print(Student("Eve", [90, "A"]).average())
except TypeError as e:
    print(type(e).__name__, e)
