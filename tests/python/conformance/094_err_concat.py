# Concatenating str with non-str values
age = 30
try:
    print("Age: " + age)
except TypeError as e:
    print("TypeError:", e)
print("Age: " + str(age))
print("Age:", age)
print(f"Age: {age}")
for value in [1, 2.5, None, True, [1], (1,)]:
    try:
        print("value=" + value)
    except TypeError as e:
        print("TypeError:", e)
try:
    print([1, 2] + "3")
except TypeError as e:
    print("TypeError:", e)
try:
    print((1, 2) + [3])
except TypeError as e:
    print("TypeError:", e)
try:
    total = "5"
    total += 5
except TypeError as e:
    print("TypeError:", e)
try:
    nums = [1, 2]
    nums += 3
except TypeError as e:
    print("TypeError:", e)
nums = [1, 2]
nums += "ab"
print(nums)
print("3" + "4", 3 + 4, "3" * 4)
