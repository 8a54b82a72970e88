package cf;

public abstract class AbstractShape implements Shape {
    @Override
    public String name() {
        return getClass().getSimpleName();
    }
}
