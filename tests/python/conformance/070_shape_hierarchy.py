# Shape class hierarchy with overridden methods
class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def perimeter(self):
        return 0

    def describe(self):
        a = self.area()
        p = self.perimeter()
        return f"{self.name}: area={a:.2f} perimeter={p:.2f}"

class Rectangle(Shape):
    def __init__(self, width, height):
        super().__init__("rectangle")
        self.width = width
        self.height = height

    def area(self):
        return self.width * self.height

    def perimeter(self):
        return 2 * (self.width + self.height)

class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"

class Circle(Shape):
    def __init__(self, radius):
        super().__init__("circle")
        self.radius = radius

    def area(self):
        return 3.14159 * self.radius ** 2

    def perimeter(self):
        return 2 * 3.14159 * self.radius

shapes = [Rectangle(3, 4), Square(5), Circle(1), Circle(2.5), Shape("blob")]
for s in shapes:
    print(s.describe())
print(sum([s.area() for s in shapes]))
biggest = sorted(shapes, key=lambda s: s.area())[-1]
print(biggest.name, type(biggest).__name__)
sq = Square(2)
print(isinstance(sq, Rectangle), isinstance(sq, Shape), isinstance(sq, Circle))
print(sq.width, sq.height, sq.area())
print([type(s).__name__ for s in shapes])
