package org.example.registrar;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Final grades with their grade points. P (pass) and W (withdrawn) are left out of the GPA. */
public enum LetterGrade {
    A("A", 4.0),
    A_MINUS("A-", 3.7),
    B_PLUS("B+", 3.3),
    B("B", 3.0),
    B_MINUS("B-", 2.7),
    C_PLUS("C+", 2.3),
    C("C", 2.0),
    D("D", 1.0),
    F("F", 0.0),
    P("P", 0.0) {
        @Override
        public boolean isPassing() {
            return true;
        }

        @Override
        public boolean countsTowardGpa() {
            return false;
        }

        /** A pass stands in for any minimum up to C. */
        @Override
        public boolean atLeast(LetterGrade minimum) {
            return minimum.points() <= C.points();
        }
    },
    W("W", 0.0) {
        @Override
        public boolean countsTowardGpa() {
            return false;
        }
    };

    private final String symbol;
    private final double points;

    LetterGrade(String symbol, double points) {
        this.symbol = symbol;
        this.points = points;
    }

    public String symbol() {
        return symbol;
    }

    public double points() {
        return points;
    }

    public boolean isPassing() {
        return points >= 1.0;
    }

    public boolean earnsCredit() {
        return isPassing();
    }

    public boolean countsTowardGpa() {
        return true;
    }

    /** Whether this grade meets a minimum grade requirement such as "C or better". */
    public boolean atLeast(LetterGrade minimum) {
        return isPassing() && points >= minimum.points;
    }

    public static Optional<LetterGrade> fromSymbol(String symbol) {
        String wanted = symbol.trim().toUpperCase(Locale.ROOT);
        return Arrays.stream(values()).filter(g -> g.symbol.equals(wanted)).findFirst();
    }
}
