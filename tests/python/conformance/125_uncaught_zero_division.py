# Ends with an uncaught ZeroDivisionError (on purpose)
def average(values):
    return sum(values) / len(values)

datasets = [[1, 2, 3], [10, 20], [5]]
for d in datasets:
    print("average of", d, "is", average(d))
try:
    average([])
except ZeroDivisionError as e:
    print("handled once:", e)
print("now without a handler...")
print(average([]))
print("this line is never printed")
