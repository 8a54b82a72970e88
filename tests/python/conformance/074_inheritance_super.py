# Single inheritance, method overriding and super()
class Animal:
    def __init__(self, name, sound="..."):
        self.name = name
        self.sound = sound

    def speak(self):
        return f"{self.name} says {self.sound}"

    def kind(self):
        return "animal"

class Dog(Animal):
    def __init__(self, name, tricks):
        super().__init__(name, "woof")
        self.tricks = tricks

    def kind(self):
        return "dog"

    def speak(self):
        base = super().speak()
        return base + " and knows " + str(len(self.tricks)) + " tricks"

class Puppy(Dog):
    def kind(self):
        return "puppy (" + super().kind() + ")"

class Cat(Animal):
    def __init__(self, name):
        super().__init__(name, "meow")

animals = [Animal("Generic"), Dog("Rex", ["sit", "roll"]), Puppy("Bit", []), Cat("Tom")]
for a in animals:
    print(a.speak(), "|", a.kind())
p = animals[2]
print(p.name, p.sound, p.tricks)
print(isinstance(p, Dog), isinstance(p, Animal), isinstance(p, Cat))
print(type(p).__name__)
class Base:
    def hello(self):
        return "base hello from " + self.who()

    def who(self):
        return "Base"

class Derived(Base):
    def who(self):
        return "Derived"

print(Base().hello())
print(Derived().hello())
try:
    print(animals[3].tricks)
except AttributeError as e:
    print(type(e).__name__, e)
