package cf;

public class Square extends AbstractShape {
    protected final double side;

    public Square(double side) {
        this.side = side;
    }

    @Override
    public double area() {
        return side * side;
    }
}
