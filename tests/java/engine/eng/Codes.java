package eng;

// A record whose constructor checks a checksum, and a method taking one:
// an example of the record accepted once is offered to the method ready-made.
public class Codes {
    public record Code(String digits) {
        public Code {
            if (digits == null || digits.length() != 4) throw new IllegalArgumentException("four digits");
            int sum = 0;
            for (int i = 0; i < 4; i++) {
                char c = digits.charAt(i);
                if (c < '0' || c > '9') throw new IllegalArgumentException("not a digit");
                sum += (i % 2 == 0 ? 3 : 1) * (c - '0');
            }
            if (sum % 10 != 0) throw new IllegalArgumentException("bad checksum");
        }
    }

    public static int first(Code code) {
        return code.digits().charAt(0) - '0';
    }
}
