package org.example.rental;

import java.util.Objects;

/** A single physical piece of equipment. */
public class Item {

    private static int nextNumber = 1001;

    private final String id;
    private final EquipmentType type;
    private final String label;
    private boolean available = true;
    private int timesRented;

    public Item(EquipmentType type, String label) {
        this.type = Objects.requireNonNull(type, "type");
        if (label == null || label.isBlank()) {
            throw new IllegalArgumentException("label must not be blank");
        }
        this.label = label.strip();
        this.id = "EQ-" + nextId();
    }

    private static synchronized int nextId() {
        return nextNumber++;
    }

    public String getId() {
        return id;
    }

    public EquipmentType getType() {
        return type;
    }

    public String getLabel() {
        return label;
    }

    public boolean isAvailable() {
        return available;
    }

    public int getTimesRented() {
        return timesRented;
    }

    public void checkOut() {
        if (!available) {
            throw new IllegalStateException(id + " is already rented out");
        }
        available = false;
        timesRented++;
    }

    public void checkIn() {
        if (available) {
            throw new IllegalStateException(id + " is not rented out");
        }
        available = true;
    }

    /** Reverts a {@link #checkOut()} that should not have happened. */
    public void cancelCheckOut() {
        checkIn();
        timesRented--;
    }

    /** Reverts a {@link #checkIn()}, e.g. when a return is undone. */
    public void cancelCheckIn() {
        if (!available) {
            throw new IllegalStateException(id + " is rented out again, cannot undo its return");
        }
        available = false;
    }

    @Override
    public String toString() {
        return id + " " + type.displayName() + " '" + label + "'" + (available ? "" : " (out)");
    }
}
