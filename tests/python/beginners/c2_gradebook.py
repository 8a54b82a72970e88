class Gradebook:
    def __init__(self):
        self.grades = {}

    def add_student(self, name):
        if name in self.grades:
            return False
        self.grades[name] = []
        return True

    def add_grade(self, name, grade):
        if name not in self.grades:
            self.grades[name] = []
        self.grades[name].append(grade)

    def average(self, name):
        scores = self.grades[name]
        total = 0
        for s in scores:
            total = total + s
        return total / len(scores)

    def top_student(self):
        best = ""
        best_avg = -1
        for name in self.grades:
            if len(self.grades[name]) > 0:
                avg = self.average(name)
                if avg > best_avg:
                    best = name
                    best_avg = avg
        return best

    def report(self, name):
        return f"{name}: {self.average(name)}"
