package cf;

// Nested, inner, anonymous and local classes: InnerClasses, EnclosingMethod,
// and (from release 11) NestHost/NestMembers.
public class Outer {
    private int secret = 42;

    private final Runnable fieldInitializer = new Runnable() {
        @Override
        public void run() {
            secret--;
        }
    };

    public static class StaticNested {
        public int value() {
            return 1;
        }
    }

    public class Inner {
        public int peek() {
            return secret;
        }
    }

    protected interface Callback {
        void call();
    }

    private enum Mode { ON, OFF }

    public Runnable anonymous() {
        return new Runnable() {
            @Override
            public void run() {
                secret++;
            }
        };
    }

    public Object local() {
        class Local {
            int copy = secret;
        }
        return new Local();
    }

    public Mode mode() {
        return secret > 0 ? Mode.ON : Mode.OFF;
    }

    public Runnable field() {
        return fieldInitializer;
    }
}
