package sample;

// A sealed type: JaCoCo 0.8.6 cannot read its PermittedSubclasses attribute.
public sealed interface Shape permits Shape.Circle, Shape.Square {
    static int kind(int sides) {
        if (sides == 0) {
            return 0;
        }
        return 1;
    }

    final class Circle implements Shape {}

    final class Square implements Shape {}
}
