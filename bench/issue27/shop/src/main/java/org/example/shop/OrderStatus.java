package org.example.shop;

public enum OrderStatus {
    NEW {
        @Override public OrderStatus next() { return PAID; }
    },
    PAID {
        @Override public OrderStatus next() { return SHIPPED; }
    },
    SHIPPED {
        @Override public OrderStatus next() { return DELIVERED; }
    },
    DELIVERED {
        @Override public OrderStatus next() { throw new IllegalStateException("order already delivered"); }
    },
    CANCELLED {
        @Override public OrderStatus next() { throw new IllegalStateException("order was cancelled"); }
    };

    /** The status that follows this one in a normal order's life. */
    public abstract OrderStatus next();

    public boolean isFinal() {
        return this == DELIVERED || this == CANCELLED;
    }

    public boolean canCancel() {
        return this == NEW || this == PAID;
    }
}
