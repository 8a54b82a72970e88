import java.util.Locale;

// String.toLowerCase(Locale) and toUpperCase(Locale) for the root locale and
// English (ASCII and Latin-1 text; ß upper-cases to two letters), and a null
// locale, which throws. (Turkish casing needs the JDK's ICU data, which the
// engine does not model yet.)
public class StringCaseLocales {
    public static void main(String[] args) {
        String[] texts = {"Key: Value", "TITLE", "title", "I and i", "ÄÖü ß", ""};
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.forLanguageTag("en-GB")};
        for (String text : texts) {
            for (Locale locale : locales) {
                String lower = text.toLowerCase(locale);
                String upper = text.toUpperCase(locale);
                System.out.println("[" + locale + "] " + text + " -> " + lower + " / " + upper + " "
                        + lower.length() + " " + upper.length());
            }
        }
        try {
            System.out.println("Abc".toLowerCase((Locale) null));
        } catch (NullPointerException e) {
            System.out.println("lower, null locale: NullPointerException");
        }
        try {
            System.out.println("Abc".toUpperCase((Locale) null));
        } catch (NullPointerException e) {
            System.out.println("upper, null locale: NullPointerException");
        }
    }
}
