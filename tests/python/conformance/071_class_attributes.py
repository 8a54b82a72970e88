# Class attributes versus instance attributes
class Counter:
    created = 0
    tags = []

    def __init__(self, name):
        self.name = name
        self.count = 0
        Counter.created += 1

    def click(self, times=1):
        self.count += times
        return self.count

a = Counter("a")
b = Counter("b")
print(Counter.created, a.created, b.created)
a.click()
a.click(5)
b.click()
print(a.name, a.count, b.name, b.count)
a.created = 100
print(Counter.created, a.created, b.created)
a.tags.append("shared")
print(b.tags, Counter.tags)
b.tags = ["own"]
print(a.tags, b.tags, Counter.tags)
c = Counter("c")
print(Counter.created, c.created)
class Config:
    debug = False
    level = 1

print(Config.debug, Config.level)
Config.level = 5
cfg = Config()
print(cfg.level)
cfg.level = 9
print(cfg.level, Config.level)
class Empty:
    pass

e = Empty()
e.x = 1
e.y = [e.x, 2]
print(e.x, e.y)
try:
    print(Counter.count)
except AttributeError as e:
    print(type(e).__name__, e)
