package many;

public @interface Marker {}
