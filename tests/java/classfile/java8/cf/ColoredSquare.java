package cf;

public final class ColoredSquare extends Square implements Colored {
    public ColoredSquare(double side) {
        super(side);
    }

    @Override
    public String color() {
        return "red";
    }
}
