// Checks that `throw null` and throwing a null Throwable variable raise a
// NullPointerException with the helpful message.
public class NpeThrowNull {
    static RuntimeException pending;

    static void throwNullLiteral() { throw null; }

    public static void main(String[] args) {
        try {
            throwNullLiteral();
        } catch (NullPointerException e) {
            System.out.println("literal: " + e.getMessage());
        }
        RuntimeException r = null;
        try {
            throw r;
        } catch (NullPointerException e) {
            System.out.println("local: " + e.getMessage());
        }
        try {
            throw pending;
        } catch (NullPointerException e) {
            System.out.println("static: " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println("wrong");
        }
        try {
            Exception ex = null;
            try {
                throw ex;
            } finally {
                System.out.println("finally ran");
            }
        } catch (Exception e) {
            System.out.println("outer caught " + e.getClass().getName());
        }
    }
}
