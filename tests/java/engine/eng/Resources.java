package eng;

// Code that reads the JDK's resources (ICU data for Normalizer).
public class Resources {
    public static int nfdLength() {
        return java.text.Normalizer.normalize("\u00e9", java.text.Normalizer.Form.NFD).length();
    }
}
