# Ends with an uncaught AssertionError with a message (on purpose)
def mean(values):
    assert len(values) > 0, "mean of empty list"
    return sum(values) / len(values)

def variance(values):
    m = mean(values)
    return sum([(v - m) ** 2 for v in values]) / len(values)

print(mean([2, 4, 6]), variance([2, 4, 6]))
print(variance([1, 1, 1, 1]))
print(round(variance([1.5, 2.5, 10]), 4))
checks = [[3], [1, 2], []]
for c in checks:
    print("mean of", c)
    print(mean(c))
