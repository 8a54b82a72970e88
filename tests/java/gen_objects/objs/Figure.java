package objs;

// An abstract class's own method, tested on a subclass: only on one that
// inherits it. Arrow overrides it, so on the JVM a call on an Arrow runs
// Arrow's code, not the method under test.
public abstract class Figure {
    int corners;

    public String describe() {
        return corners > 3 ? "many corners" : "few corners";
    }

    abstract int kind();
}

class Arrow extends Figure {
    @Override
    int kind() {
        return 1;
    }

    @Override
    public String describe() {
        return "arrow";
    }
}

class Block extends Figure {
    @Override
    int kind() {
        return 2;
    }
}
