// Checks that a return in finally overrides the try's return value and swallows
// a pending exception, and that the try's return value is captured before finally.
public class ReturnInFinallyOverrides {
    @SuppressWarnings("finally")
    static int overrideValue() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int captured() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            System.out.println("  finally set x=" + x);
        }
    }

    static StringBuilder sbCaptured() {
        StringBuilder sb = new StringBuilder("a");
        try {
            return sb;
        } finally {
            sb.append("b");
        }
    }

    @SuppressWarnings("finally")
    static int loopBreak() {
        int i = 0;
        while (true) {
            try {
                i++;
                if (i == 3) throw new IllegalStateException();
            } finally {
                if (i == 3) break;
            }
        }
        return i;
    }

    public static void main(String[] args) {
        System.out.println("overrideValue=" + overrideValue());
        System.out.println("swallow=" + swallow());
        System.out.println("captured=" + captured());
        System.out.println("sbCaptured=" + sbCaptured());
        System.out.println("loopBreak=" + loopBreak());
    }
}
