package examples;

import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;

/** A PIN policy as a list of named lambda rules (IntPredicate), checked with streams and a loop. */
public class PinPolicy {
    record Rule(String name, IntPredicate accepts) { }

    private static final List<Rule> RULES = List.of(
            new Rule("four digits (leading zeros allowed)", pin -> pin >= 0 && pin <= 9999),
            new Rule("not one digit repeated", pin -> pin % 1111 != 0),
            new Rule("not an ascending run like 1234", pin -> !isRun(pin, 1)),
            new Rule("not a descending run like 4321", pin -> !isRun(pin, -1)),
            new Rule("not a recent year", pin -> pin < 1950 || pin > 2025));

    /** Whether the four decimal digits of pin each differ from the previous one by step. */
    private static boolean isRun(int pin, int step) {
        int next = pin % 10;
        for (int i = 0; i < 3; i++) {
            pin /= 10;
            int digit = pin % 10;
            if (digit + step != next) {
                return false;
            }
            next = digit;
        }
        return true;
    }

    /** Whether pin passes every rule. */
    public static boolean isAcceptable(int pin) {
        return RULES.stream().allMatch(rule -> rule.accepts().test(pin));
    }

    /** How many rules pin breaks. */
    public static int brokenRuleCount(int pin) {
        return (int) RULES.stream().filter(rule -> !rule.accepts().test(pin)).count();
    }

    /** Index in RULES of the first rule pin breaks, or -1 if it passes them all. */
    public static int firstBrokenRule(int pin) {
        for (int i = 0; i < RULES.size(); i++) {
            if (!RULES.get(i).accepts().test(pin)) {
                return i;
            }
        }
        return -1;
    }

    /** Strength 0..3: 0 if a rule is broken, else 1, plus a point for 3+ distinct digits and one for 4. */
    public static int strength(int pin) {
        if (firstBrokenRule(pin) >= 0) {
            return 0;
        }
        int[] digits = {pin / 1000, pin / 100 % 10, pin / 10 % 10, pin % 10};
        int seen = IntStream.of(digits).map(digit -> 1 << digit).reduce(0, (a, b) -> a | b);
        int distinct = Integer.bitCount(seen);
        int score = 1;
        if (distinct == 4) {
            score++;
        }
        if (distinct >= 3) {
            score++;
        }
        return score;
    }

    private PinPolicy() {
        // static methods only
    }
}
