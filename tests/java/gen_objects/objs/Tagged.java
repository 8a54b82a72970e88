package objs;

// A record over an enum: its hashCode takes the enum constant's identity
// hash, which the JVM chooses anew on every run, so no test can assert it.
public record Tagged(String name, Tagged.Level level) {
    public enum Level { LOW, HIGH }

    public Tagged {
        java.util.Objects.requireNonNull(level, "level");
    }

    public boolean urgent() {
        return level == Level.HIGH && !name.isEmpty();
    }
}
