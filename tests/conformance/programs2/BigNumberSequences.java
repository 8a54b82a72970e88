// BigInteger number theory: factorials, Fibonacci, modPow/modInverse, gcd, primality,
// digit sums, radix conversion and bit operations on large values.
import java.math.BigInteger;

public class BigNumberSequences {
    static BigInteger factorial(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    static BigInteger fib(int n) {
        BigInteger a = BigInteger.ZERO, b = BigInteger.ONE;
        for (int i = 0; i < n; i++) { BigInteger t = a.add(b); a = b; b = t; }
        return a;
    }

    static int digitSum(BigInteger v) {
        int s = 0;
        for (char c : v.toString().toCharArray()) s += c - '0';
        return s;
    }

    public static void main(String[] args) {
        for (int n : new int[]{0, 1, 5, 20, 21, 30, 50}) {
            System.out.println(n + "! = " + factorial(n));
        }
        BigInteger f100 = factorial(100);
        System.out.println("100! has " + f100.toString().length() + " digits, digit sum " + digitSum(f100)
                + ", bitLength " + f100.bitLength() + ", trailing zero bits " + f100.getLowestSetBit());
        System.out.println("fib(100) = " + fib(100));
        System.out.println("fib(93) fits long? " + (fib(93).bitLength() < 64) + " fib(92) as long = " + fib(92).longValue());
        BigInteger p = new BigInteger("1000000007");
        System.out.println("2^1000 mod p = " + BigInteger.TWO.modPow(BigInteger.valueOf(1000), p));
        System.out.println("inverse of 12345 mod p = " + BigInteger.valueOf(12345).modInverse(p));
        System.out.println("gcd = " + factorial(20).gcd(fib(60)));
        System.out.println("p probable prime: " + p.isProbablePrime(30) + ", p+2: " + p.add(BigInteger.TWO).isProbablePrime(30));
        System.out.println("next prime after 10^12: " + BigInteger.TEN.pow(12).nextProbablePrime());
        BigInteger big = new BigInteger("-123456789012345678901234567890");
        BigInteger[] qr = big.divideAndRemainder(new BigInteger("987654321"));
        System.out.println("q=" + qr[0] + " r=" + qr[1] + " mod=" + big.mod(new BigInteger("987654321")));
        System.out.println("hex=" + big.toString(16) + " base36=" + big.toString(36));
        System.out.println("parse hex: " + new BigInteger("ffffffffffffffffffff", 16));
        System.out.println("abs/negate/signum: " + big.abs() + " " + big.negate().signum() + " " + big.signum());
        System.out.println("shift: " + BigInteger.ONE.shiftLeft(100) + " >> " + big.shiftRight(70));
        System.out.println("and/or/xor: " + f100.and(BigInteger.valueOf(0xFFFF_FFFFL).shiftLeft(97))
                + " " + BigInteger.valueOf(12).or(BigInteger.valueOf(3)) + " " + BigInteger.valueOf(-12).xor(BigInteger.valueOf(5)));
        System.out.println("sqrt(10^40+1) = " + BigInteger.TEN.pow(40).add(BigInteger.ONE).sqrt());
        System.out.println("compare: " + f100.compareTo(fib(500)) + " equals: " + factorial(5).equals(BigInteger.valueOf(120))
                + " hash: " + BigInteger.valueOf(120).hashCode() + " " + f100.hashCode());
        System.out.println("intValue overflow: " + factorial(25).intValue() + " longValue: " + factorial(25).longValue());
        try {
            factorial(25).longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        try {
            new BigInteger("12x4");
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
        BigInteger binom = factorial(40).divide(factorial(20).multiply(factorial(20)));
        System.out.println("C(40,20) = " + binom + " doubleValue=" + binom.doubleValue());
    }
}
