// Checks Runtime.getRuntime().halt(4) after output: exit status 4, nothing after it runs.
public class RuntimeHaltFour {
    public static void main(String[] args) {
        System.out.println("about to halt");
        System.out.flush();
        System.err.println("halt stderr");
        System.err.flush();
        if (args.length == 0) {
            Runtime.getRuntime().halt(4);
        }
        System.out.println("after halt (must not appear)");
    }
}
