// Checks execution order of try/catch/finally for normal completion, caught
// exceptions, exceptions escaping through finally, and catch-clause selection.
public class TryCatchFinallyOrder {
    static StringBuilder log = new StringBuilder();

    static void run(int mode) {
        try {
            log.append("try ");
            if (mode == 1) throw new IllegalArgumentException("iae");
            if (mode == 2) throw new UnsupportedOperationException("uoe");
            if (mode == 3) throw new Error("err");
            log.append("try-end ");
        } catch (IllegalArgumentException e) {
            log.append("catch-IAE(" + e.getMessage() + ") ");
        } catch (RuntimeException e) {
            log.append("catch-RE(" + e.getMessage() + ") ");
        } finally {
            log.append("finally ");
        }
        log.append("after");
    }

    public static void main(String[] args) {
        for (int mode = 0; mode < 4; mode++) {
            log.setLength(0);
            try {
                run(mode);
            } catch (Error e) {
                log.append("| main caught ").append(e.getClass().getName()).append(": ").append(e.getMessage());
            }
            System.out.println(mode + ": " + log);
        }
    }
}
