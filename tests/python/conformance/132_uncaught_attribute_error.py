# Ends with an uncaught AttributeError (on purpose)
class Car:
    wheels = 4

    def __init__(self, make):
        self.make = make
        self.miles = 0

    def drive(self, distance):
        self.miles += distance
        return self.miles

c = Car("Volvo")
print(c.make, c.wheels, c.drive(120), c.drive(30))
c.colour = "red"
print(c.colour)
other = Car("Fiat")
print(other.make, other.miles)
print("other has no colour:")
print(other.colour)
