package objects;

/** A simplified e-mail address check, character by character, in the spirit of RFC 5321's common subset. */
public final class EmailValidator {
    private static final int MAX_LOCAL_LENGTH = 64;

    private EmailValidator() {
    }

    public static boolean isValid(String address) {
        if (address == null) {
            return false;
        }
        int at = address.indexOf('@');
        if (at <= 0 || at != address.lastIndexOf('@')) {
            return false;
        }
        return isValidLocalPart(address.substring(0, at)) && isValidDomain(address.substring(at + 1));
    }

    static boolean isValidLocalPart(String local) {
        if (local.length() > MAX_LOCAL_LENGTH) {
            return false;
        }
        char prev = '.';
        for (int i = 0; i < local.length(); i++) {
            char c = local.charAt(i);
            if (c == '.') {
                if (prev == '.') {
                    return false; // leading dot or two dots in a row
                }
            } else if (!isAsciiLetterOrDigit(c) && c != '_' && c != '-' && c != '+') {
                return false;
            }
            prev = c;
        }
        return prev != '.';
    }

    static boolean isValidDomain(String domain) {
        String[] labels = domain.split("\\.", -1);
        if (labels.length < 2) {
            return false;
        }
        for (String label : labels) {
            if (label.isEmpty() || label.charAt(0) == '-' || label.charAt(label.length() - 1) == '-') {
                return false;
            }
            for (int i = 0; i < label.length(); i++) {
                char c = label.charAt(i);
                if (!isAsciiLetterOrDigit(c) && c != '-') {
                    return false;
                }
            }
        }
        String tld = labels[labels.length - 1];
        if (tld.length() < 2) {
            return false;
        }
        for (int i = 0; i < tld.length(); i++) {
            if (Character.isDigit(tld.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The domain in lower case, or null if the address is not valid. */
    public static String domainOf(String address) {
        if (!isValid(address)) {
            return null;
        }
        return address.substring(address.indexOf('@') + 1).toLowerCase();
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
}
