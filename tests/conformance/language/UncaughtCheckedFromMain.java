// Checks an uncaught checked exception declared by main (throws Exception),
// with a cause given explicitly; stderr's first line is the exception line.
public class UncaughtCheckedFromMain {
    static class ConfigException extends Exception {
        ConfigException(String m, Throwable c) { super(m, c); }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("loading config");
        System.out.println("defaults in use");
        throw new ConfigException("missing key 'port'", new java.util.NoSuchElementException("port"));
    }
}
