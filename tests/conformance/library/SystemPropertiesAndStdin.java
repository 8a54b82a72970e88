// Checks the system properties programs commonly read and that System.in is an empty
// stream when stdin is empty (the conformance harness runs java with stdin from /dev/null).
public class SystemPropertiesAndStdin {
    public static void main(String[] args) throws Exception {
        System.out.println("[" + System.getProperty("line.separator") + "] " + System.lineSeparator().length());
        System.out.println(System.getProperty("file.separator") + " " + System.getProperty("path.separator"));
        System.out.println(System.getProperty("file.encoding") + " " + System.getProperty("user.language"));
        System.out.println(System.getProperty("no.such.property") + " " + System.getProperty("no.such", "fallback"));
        System.out.println(System.getProperty("java.specification.version"));
        try {
            System.getProperty("");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(System.in.read() + " " + System.in.available());
    }
}
