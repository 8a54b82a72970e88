package org.example.clinic;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Parses booking requests typed at the front desk, in the form
 * {@code pet=rex; date=2026-03-04; time=09:30; service=checkup; note=limps on left leg}.
 *
 * <p>Keys are case-insensitive and may come in any order; blanks around keys and values are
 * ignored, and so is an empty part (e.g. a trailing {@code ;}). The keys {@code pet},
 * {@code date}, {@code time} and {@code service} are required, {@code note} is optional.
 * Values may not contain {@code ;}.
 */
public final class BookingCommandParser {

    /**
     * A parsed booking request.
     *
     * @param petId   the pet to book
     * @param service the service wanted
     * @param start   requested start of the appointment
     * @param note    free text for the vet, empty if none was given
     */
    public record BookingCommand(PetId petId, ServiceType service, LocalDateTime start, String note) {
    }

    /** Thrown when a booking request cannot be understood. */
    public static final class MalformedCommandException extends Exception {

        private static final long serialVersionUID = 1L;

        /** @param message what is wrong with the request */
        public MalformedCommandException(String message) {
            super(message);
        }
    }

    /**
     * Parses one booking request.
     *
     * @param text the request
     * @return the parsed command
     * @throws MalformedCommandException if the text is blank, a part is not {@code key=value},
     *                                   a key is unknown, repeated or missing, or a value is invalid
     */
    public BookingCommand parse(String text) throws MalformedCommandException {
        if (text == null || text.isBlank()) {
            throw new MalformedCommandException("empty booking request");
        }
        PetId petId = null;
        ServiceType service = null;
        LocalDate date = null;
        LocalTime time = null;
        String note = "";
        Set<String> seen = new HashSet<>();
        for (String part : text.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new MalformedCommandException("expected key=value but got '" + part.strip() + "'");
            }
            String key = part.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = part.substring(eq + 1).strip();
            if (key.isEmpty()) {
                throw new MalformedCommandException("missing key before '=' in '" + part.strip() + "'");
            }
            if (!seen.add(key)) {
                throw new MalformedCommandException("key '" + key + "' given twice");
            }
            if (value.isEmpty()) {
                throw new MalformedCommandException("no value for '" + key + "'");
            }
            try {
                switch (key) {
                    case "pet" -> petId = new PetId(value);
                    case "service" -> service = ServiceType.parse(value);
                    case "date" -> date = LocalDate.parse(value);
                    case "time" -> time = LocalTime.parse(value);
                    case "note" -> note = value;
                    default -> throw new MalformedCommandException("unknown key '" + key + "'");
                }
            } catch (IllegalArgumentException | DateTimeParseException e) {
                throw new MalformedCommandException("invalid " + key + " '" + value + "': " + e.getMessage());
            }
        }
        requirePresent(petId, "pet");
        requirePresent(date, "date");
        requirePresent(time, "time");
        requirePresent(service, "service");
        return new BookingCommand(petId, service, date.atTime(time), note);
    }

    private static void requirePresent(Object value, String key) throws MalformedCommandException {
        if (value == null) {
            throw new MalformedCommandException("missing '" + key + "'");
        }
    }
}
