package lifting;

// An enum with fields, a constructor, constant-specific bodies and an
// interface it implements.
public enum Enums implements Comparable<Enums>, Runnable {
    SMALL(1) {
        @Override
        int weight() {
            return size;
        }
    },
    LARGE(100) {
        @Override
        int weight() {
            return size * 2;
        }
    };

    final int size;

    Enums(int size) {
        this.size = size;
    }

    abstract int weight();

    @Override
    public void run() {
        switch (this) {
            case SMALL: System.out.println("small"); break;
            case LARGE: System.out.println("large"); break;
        }
    }

    static Enums pick(String name) {
        return valueOf(name);
    }
}
