# TypeError from calling functions with wrong arguments
def area(width, height):
    return width * height

def greet(name, greeting="Hi"):
    return greeting + " " + name

print(area(3, 4), greet("Ann"), area(width=2, height=5))
try:
    area(3)
except TypeError as e:
    print("TypeError:", e)
try:
    area(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    area()
except TypeError as e:
    print("TypeError:", e)
try:
    greet("a", "b", "c")
except TypeError as e:
    print("TypeError:", e)
try:
    greet("a", greeting="x", name="b")
except TypeError as e:
    print("TypeError:", e)
try:
    greet("a", colour="red")
except TypeError as e:
    print("TypeError:", e)
class Box:
    def __init__(self, size):
        self.size = size

    def grow(self, amount):
        self.size += amount
        return self.size

try:
    Box()
except TypeError as e:
    print("TypeError:", e)
b = Box(1)
try:
    b.grow()
except TypeError as e:
    print("TypeError:", e)
print(b.grow(2))
try:
    text = "x"
    text()
except TypeError as e:
    print("TypeError:", e)
