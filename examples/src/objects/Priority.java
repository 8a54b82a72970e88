package objects;

/** Priority of a support ticket, with its service-level target. */
public enum Priority {
    LOW,
    MEDIUM,
    HIGH,
    CRITICAL;

    /** Hours within which a ticket of this priority should be resolved. */
    public int slaHours() {
        switch (this) {
            case LOW:
                return 72;
            case MEDIUM:
                return 24;
            case HIGH:
                return 8;
            default:
                return 2;
        }
    }

    /** One level up; CRITICAL stays CRITICAL. */
    public Priority escalate() {
        Priority[] all = values();
        int next = ordinal() + 1;
        return next < all.length ? all[next] : this;
    }

    public boolean isUrgent() {
        return this == HIGH || this == CRITICAL;
    }

    /** Parses a priority name ignoring case and surrounding spaces; "P1".."P4" are accepted too. */
    public static Priority parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("priority is null");
        }
        String t = text.trim().toUpperCase();
        if (t.length() == 2 && t.charAt(0) == 'P') {
            switch (t.charAt(1)) {
                case '1':
                    return CRITICAL;
                case '2':
                    return HIGH;
                case '3':
                    return MEDIUM;
                case '4':
                    return LOW;
                default:
                    throw new IllegalArgumentException("unknown priority: " + text);
            }
        }
        for (Priority p : values()) {
            if (p.name().equals(t)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown priority: " + text);
    }
}
