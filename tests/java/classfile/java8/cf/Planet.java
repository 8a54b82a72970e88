package cf;

// An enum with fields, a constructor and constant-specific bodies.
public enum Planet {
    MERCURY(3.303e+23) {
        @Override
        public String label() {
            return "hot";
        }
    },
    EARTH(5.976e+24),
    MARS(6.421e+23);

    private final double mass;

    Planet(double mass) {
        this.mass = mass;
    }

    public double mass() {
        return mass;
    }

    public String label() {
        return name().toLowerCase();
    }
}
