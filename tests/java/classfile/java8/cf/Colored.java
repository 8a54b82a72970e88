package cf;

public interface Colored {
    String color();
}
