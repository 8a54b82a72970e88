// Checks recursion through a functional-interface field (static and instance),
// and a lambda calling itself via the field for factorial and fibonacci.
import java.util.function.IntUnaryOperator;
import java.util.function.LongUnaryOperator;

public class LambdaRecursionField {
    static IntUnaryOperator fact;
    static { fact = n -> n <= 1 ? 1 : n * fact.applyAsInt(n - 1); }

    LongUnaryOperator fib = n -> n < 2 ? n : this.fib.applyAsLong(n - 1) + this.fib.applyAsLong(n - 2);

    interface StrRec { String apply(StrRec self, int n); }

    public static void main(String[] args) {
        System.out.println("fact(10)=" + fact.applyAsInt(10));
        System.out.println("fact(13) overflow=" + fact.applyAsInt(13));
        LambdaRecursionField o = new LambdaRecursionField();
        System.out.println("fib(15)=" + o.fib.applyAsLong(15));
        StrRec countdown = (self, n) -> n == 0 ? "liftoff" : n + " " + self.apply(self, n - 1);
        System.out.println(countdown.apply(countdown, 5));
        IntUnaryOperator deep = new IntUnaryOperator() {
            public int applyAsInt(int n) { return n == 0 ? 0 : 1 + this.applyAsInt(n - 1); }
        };
        System.out.println("deep=" + deep.applyAsInt(500));
    }
}
