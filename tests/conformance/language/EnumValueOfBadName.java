// Checks Enum.valueOf with an unknown name (IllegalArgumentException message),
// wrong case, and null (NullPointerException message).
public class EnumValueOfBadName {
    enum Suit { HEARTS, SPADES }

    public static void main(String[] args) {
        try {
            Suit s = Suit.valueOf("CLUBS");
            System.out.println("unexpected " + s);
        } catch (IllegalArgumentException e) {
            System.out.println("1: " + e.getMessage());
        }
        try {
            Suit.valueOf("hearts");
        } catch (IllegalArgumentException e) {
            System.out.println("2: " + e);
        }
        try {
            Suit.valueOf("");
        } catch (IllegalArgumentException e) {
            System.out.println("3: " + e.getMessage());
        }
        try {
            Suit.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("4: " + e.getMessage());
        }
        System.out.println("ok: " + Suit.valueOf("SPADES").ordinal());
    }
}
