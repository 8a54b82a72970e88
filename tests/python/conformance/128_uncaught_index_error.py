# Ends with an uncaught IndexError (on purpose)
def last_n(items, n):
    result = []
    for i in range(1, n + 1):
        result.append(items[-i])
    return result

data = [4, 8, 15, 16, 23, 42]
print(last_n(data, 3))
print(last_n(data, 6))
print(last_n("abc", 2))
print("asking for too many:")
print(last_n(data, 7))
