// Checks String.format %s %10s %-10s %.3s %c %b %B %n %% and %h-free conversions,
// with null arguments, booleans, and chars given as ints.
public class StringFormatMisc {
    public static void main(String[] args) {
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.3s]", "hello", "hi", "hi", "truncate"));
        System.out.println(String.format("[%s] [%S]", null, "upper"));
        System.out.println(String.format("[%c] [%c] [%C]", 'a', 66, 'z'));
        System.out.println(String.format("[%b] [%b] [%b] [%B]", true, null, "non-null", false));
        System.out.print(String.format("line1%nline2%n"));
        System.out.println(String.format("100%% done"));
        System.out.println(String.format("%s=%d", "x", 5));
        System.out.println(String.format("%s %s", 1.5, 'q'));
        System.out.println(String.format("[%5s] [%-5s]", true, false));
        System.out.println(String.format("%s", new int[0].length));
        System.out.println(String.format("no args"));
        System.out.println("%d items".formatted(3));
        try {
            String.format("%d", "text");
        } catch (java.util.IllegalFormatConversionException e) {
            System.out.println("IFCE: " + e.getMessage());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("MFAE: " + e.getMessage());
        }
        try {
            String.format("%q", 1);
        } catch (java.util.UnknownFormatConversionException e) {
            System.out.println("UFCE: " + e.getMessage());
        }
    }
}
