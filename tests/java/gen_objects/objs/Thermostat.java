package objs;

// A singleton: callers only ever see INSTANCE, so tests read it too. A
// second object made by reflection, with a floor no caller can see, would
// test a state that never occurs.
public final class Thermostat {
    public static final Thermostat INSTANCE = new Thermostat(18);

    private final int floor;

    private Thermostat(int floor) {
        this.floor = floor;
    }

    public String mode(int celsius) {
        if (celsius < floor) return "heat";
        if (celsius > floor + 6) return "cool";
        return "idle";
    }
}
