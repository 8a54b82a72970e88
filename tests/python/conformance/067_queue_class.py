# A queue class built on a list, and a round-robin simulation
class Queue:
    def __init__(self):
        self.items = []

    def enqueue(self, item):
        self.items.append(item)

    def dequeue(self):
        return self.items.pop(0)

    def is_empty(self):
        return not self.items

    def size(self):
        return len(self.items)

    def __repr__(self):
        return "Queue(" + repr(self.items) + ")"

q = Queue()
print(q, q.is_empty())
for name in ["ann", "bob", "cid"]:
    q.enqueue(name)
print(q, q.size())
print(q.dequeue(), q)
tasks = Queue()
tasks.enqueue(["A", 3])
tasks.enqueue(["B", 1])
tasks.enqueue(["C", 2])
tick = 0
while not tasks.is_empty():
    task = tasks.dequeue()
    tick += 1
    task[1] -= 1
    if task[1] > 0:
        print(tick, task[0], "runs, left", task[1])
        tasks.enqueue(task)
    else:
        print(tick, task[0], "finished")
print([q, Queue()])
def hot_potato(names, num):
    circle = Queue()
    for n in names:
        circle.enqueue(n)
    while circle.size() > 1:
        for _ in range(num):
            circle.enqueue(circle.dequeue())
        print("out:", circle.dequeue())
    return circle.dequeue()

print("winner:", hot_potato(["Bill", "David", "Susan", "Jane", "Kent", "Brad"], 7))
