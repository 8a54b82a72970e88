# parsing records; a malformed record ends the program with an unpacking ValueError
lines = ["alice:30:paris", "bob:25:rome", "carol:41:oslo", "dave:19", "eve:33:kyiv"]
people = {}
for line in lines[:3]:
    name, age, city = line.split(":")
    people[name] = (int(age), city)
    print("parsed", name, age, city)
print(people)
total = 0
for name, (age, city) in people.items():
    total += age
    print(f"{name:<6}|{age:>3}|{city:^7}|")
print("total age", total)
try:
    a, b = "xyz"
except ValueError as e:
    print("caught:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("caught:", e)
try:
    (p, (q, r)) = (1, (2,))
except ValueError as e:
    print("caught:", e)
for line in lines[3:]:
    print("about to parse", repr(line))
    name, age, city = line.split(":")
    print("never printed", name)
