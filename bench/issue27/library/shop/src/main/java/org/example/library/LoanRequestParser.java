package org.example.library;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Reads loan requests such as {@code member=M0001; isbn=978-0-13-468599-1; date=2024-03-01}.
 * Keys are case-insensitive; {@code date} may be left out, the parser's default date is used then.
 * In a batch, blank lines and lines starting with {@code #} are skipped.
 */
public final class LoanRequestParser {

    /**
     * A parsed request.
     *
     * @param memberId the member's id, upper case
     * @param isbn     the book wanted
     * @param date     the day of the loan
     */
    public record LoanRequest(String memberId, Isbn isbn, LocalDate date) {
        public LoanRequest {
            if (memberId == null || memberId.isBlank()) {
                throw new IllegalArgumentException("member id must not be blank");
            }
            Objects.requireNonNull(isbn, "isbn");
            Objects.requireNonNull(date, "date");
        }
    }

    private final LocalDate defaultDate;

    public LoanRequestParser(LocalDate defaultDate) {
        this.defaultDate = Objects.requireNonNull(defaultDate, "defaultDate");
    }

    /** Parses a single request. */
    public LoanRequest parse(String line) throws RequestFormatException {
        return parseLine(line, 0);
    }

    /** Parses one request per line. */
    public List<LoanRequest> parseAll(String text) throws RequestFormatException {
        Objects.requireNonNull(text, "text");
        List<LoanRequest> requests = new ArrayList<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            requests.add(parseLine(line, i + 1));
        }
        return requests;
    }

    private LoanRequest parseLine(String line, int lineNumber) throws RequestFormatException {
        if (line == null || line.isBlank()) {
            throw new RequestFormatException("empty request", lineNumber);
        }
        String member = null;
        Isbn isbn = null;
        LocalDate date = defaultDate;
        Set<String> seen = new HashSet<>();
        for (String part : line.split(";")) {
            String pair = part.strip();
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new RequestFormatException("expected key=value: '" + pair + "'", lineNumber);
            }
            String key = pair.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = pair.substring(eq + 1).strip();
            if (value.isEmpty()) {
                throw new RequestFormatException("no value for " + key, lineNumber);
            }
            if (!seen.add(key)) {
                throw new RequestFormatException("duplicate key: " + key, lineNumber);
            }
            switch (key) {
                case "member" -> member = value.toUpperCase(Locale.ROOT);
                case "isbn" -> {
                    try {
                        isbn = Isbn.of(value);
                    } catch (IllegalArgumentException e) {
                        throw new RequestFormatException("bad isbn: " + e.getMessage(), lineNumber);
                    }
                }
                case "date" -> {
                    try {
                        date = LocalDate.parse(value);
                    } catch (DateTimeParseException e) {
                        throw new RequestFormatException("bad date: " + value, lineNumber);
                    }
                }
                default -> throw new RequestFormatException("unknown key: " + key, lineNumber);
            }
        }
        if (member == null) {
            throw new RequestFormatException("missing member", lineNumber);
        }
        if (isbn == null) {
            throw new RequestFormatException("missing isbn", lineNumber);
        }
        return new LoanRequest(member, isbn, date);
    }
}
