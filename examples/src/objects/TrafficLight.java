package objects;

/** The phases of a traffic light, with a flashing mode used at night or after a fault. */
public enum TrafficLight {
    RED(30),
    RED_AMBER(2),
    GREEN(25),
    AMBER(3),
    FLASHING_AMBER(0);

    private final int seconds;

    TrafficLight(int seconds) {
        this.seconds = seconds;
    }

    public int seconds() {
        return seconds;
    }

    /** The phase that follows this one in normal operation; flashing continues until reset. */
    public TrafficLight next() {
        switch (this) {
            case RED:
                return RED_AMBER;
            case RED_AMBER:
                return GREEN;
            case GREEN:
                return AMBER;
            case AMBER:
                return RED;
            default:
                return FLASHING_AMBER;
        }
    }

    public boolean mayDrive() {
        return this == GREEN || this == FLASHING_AMBER;
    }

    /** The phase after {@code elapsed} seconds have passed from the start of this phase. */
    public TrafficLight after(int elapsed) {
        if (elapsed < 0) {
            throw new IllegalArgumentException("elapsed must not be negative");
        }
        if (this == FLASHING_AMBER) {
            return this;
        }
        int remaining = elapsed % cycleSeconds();
        TrafficLight phase = this;
        while (remaining >= phase.seconds) {
            remaining -= phase.seconds;
            phase = phase.next();
        }
        return phase;
    }

    public static int cycleSeconds() {
        return RED.seconds + RED_AMBER.seconds + GREEN.seconds + AMBER.seconds;
    }

    /** Decodes a one-letter signal code: R, Y (red and amber), G, A, F; case-insensitive. */
    public static TrafficLight fromCode(char code) {
        switch (Character.toUpperCase(code)) {
            case 'R':
                return RED;
            case 'Y':
                return RED_AMBER;
            case 'G':
                return GREEN;
            case 'A':
                return AMBER;
            case 'F':
                return FLASHING_AMBER;
            default:
                throw new IllegalArgumentException("unknown signal code: " + code);
        }
    }
}
