// Checks exceptions propagating through several frames, caught, wrapped and
// rethrown, with finally blocks in intermediate frames running on the way out.
public class RethrowAcrossFrames {
    static int level3(int x) {
        if (x < 0) throw new IllegalArgumentException("negative: " + x);
        return x * 2;
    }
    static int level2(int x) {
        try {
            return level3(x) + 1;
        } finally {
            System.out.println("  level2 finally for " + x);
        }
    }
    static int level1(int x) {
        try {
            return level2(x);
        } catch (IllegalArgumentException e) {
            System.out.println("  level1 caught, rethrowing");
            throw e;
        }
    }
    static int wrapper(int x) throws Exception {
        try {
            return level1(x);
        } catch (RuntimeException e) {
            throw new Exception("wrapped", e);
        }
    }

    public static void main(String[] args) {
        try {
            System.out.println("ok " + wrapper(5));
            System.out.println("ok " + wrapper(-3));
        } catch (Exception e) {
            System.out.println("main caught " + e.getMessage() + " cause=" + e.getCause());
            System.out.println("same object rethrown: " + (e.getCause() instanceof IllegalArgumentException));
        }
        RuntimeException saved = null;
        for (int i = 0; i < 2; i++) {
            try {
                if (saved != null) throw saved;
                saved = new RuntimeException("saved-" + i);
            } catch (RuntimeException e) {
                System.out.println("rethrown saved: " + e.getMessage() + " identical=" + (e == saved));
            }
        }
    }
}
