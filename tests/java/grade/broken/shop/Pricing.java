package shop;

// A submission of `symcrete grade`'s tests that javac rejects (a missing
// semicolon): it is not graded, and says why.
public class Pricing {
    public static int discounted(int cents, int percent) {
        return cents - cents * percent / 100
    }
}
