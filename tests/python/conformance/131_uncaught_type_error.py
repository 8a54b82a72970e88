# Ends with an uncaught TypeError (on purpose)
def describe(name, age):
    return name + " is " + str(age) + " years old"

print(describe("Ann", 31))
print(describe("Bob", 4.5))
def describe_bad(name, age):
    return name + " is " + age + " years old"

print(describe_bad("Cid", "40"))
print("calling with an int age")
print(describe_bad("Dee", 50))
