package ctors;

/** Made only by its static factory, which refuses temperatures below absolute zero. */
public final class Temperature {
    private final int tenthsCelsius;

    private Temperature(int tenthsCelsius) {
        this.tenthsCelsius = tenthsCelsius;
    }

    public static Temperature ofTenths(int tenthsCelsius) {
        if (tenthsCelsius < -2731) throw new IllegalArgumentException("below absolute zero");
        return new Temperature(tenthsCelsius);
    }

    public String classify() {
        if (tenthsCelsius <= 0) return "freezing";
        if (tenthsCelsius < 250) return "mild";
        return "hot";
    }

    public int fahrenheitTenths() {
        return tenthsCelsius * 9 / 5 + 320;
    }
}
