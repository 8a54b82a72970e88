package cf;

// A sealed abstract class with its permitted subclasses in the same file.
public abstract sealed class Vehicle permits Car, Truck {
    public abstract int wheels();
}

final class Car extends Vehicle {
    @Override
    public int wheels() {
        return 4;
    }
}

non-sealed class Truck extends Vehicle {
    @Override
    public int wheels() {
        return 18;
    }
}
