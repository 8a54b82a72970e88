// Checks switch on strings whose hashCodes collide ("Aa"/"BB", "AaAa"/"BBBB"/
// "AaBB"/"BBAa"), the empty string, default, and fall-through between cases.
public class SwitchStringCollisions {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "case Aa";
            case "BB": return "case BB";
            case "AaAa": return "case AaAa";
            case "BBBB": return "case BBBB";
            case "AaBB": return "case AaBB";
            case "": return "case empty";
            default: return "default";
        }
    }

    static int fallThrough(String s) {
        int r = 0;
        switch (s) {
            case "one": r += 1;
            case "two": r += 10;
                break;
            case "three": r += 100;
            default: r += 1000;
        }
        return r;
    }

    public static void main(String[] args) {
        String[] inputs = { "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "aa", "C#" };
        for (String s : inputs) {
            System.out.println("'" + s + "' hash=" + s.hashCode() + " -> " + classify(s));
        }
        String built = new StringBuilder("B").append('B').toString();
        System.out.println("built BB -> " + classify(built));
        for (String s : new String[] { "one", "two", "three", "four" }) System.out.println(s + " -> " + fallThrough(s));
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("null switch: NPE");
        }
    }
}
