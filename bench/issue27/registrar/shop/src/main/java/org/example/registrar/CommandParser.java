package org.example.registrar;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Runs one-line registrar commands such as {@code enrol student=S1234561 course=CS101 section=2}.
 * Verbs: enrol (or enroll), drop, grade, undo. A missing date= means today.
 */
public final class CommandParser {

    public record Command(String verb, Map<String, String> arguments) {
        public Command {
            Objects.requireNonNull(verb, "verb");
            arguments = Map.copyOf(arguments);
        }

        public String require(String key) throws RegistrarException {
            String value = arguments.get(key);
            if (value == null) {
                throw new RegistrarException("'" + verb + "' needs " + key + "=...");
            }
            return value;
        }
    }

    private final Registrar registrar;
    private final Supplier<LocalDate> today;

    public CommandParser(Registrar registrar, Supplier<LocalDate> today) {
        this.registrar = Objects.requireNonNull(registrar, "registrar");
        this.today = Objects.requireNonNull(today, "today");
    }

    public static Command parse(String line) throws RegistrarException {
        if (line == null || line.isBlank()) {
            throw new RegistrarException("empty command");
        }
        String[] tokens = line.trim().split("\\s+");
        Map<String, String> arguments = new LinkedHashMap<>();
        for (int i = 1; i < tokens.length; i++) {
            String token = tokens[i];
            int eq = token.indexOf('=');
            if (eq <= 0 || eq == token.length() - 1) {
                throw new RegistrarException("expected key=value, got '" + token + "'");
            }
            String key = token.substring(0, eq).toLowerCase(Locale.ROOT);
            switch (key) {
                case "student", "course", "section", "date", "grade" -> { }
                default -> throw new RegistrarException("unknown key '" + key + "'");
            }
            if (arguments.putIfAbsent(key, token.substring(eq + 1)) != null) {
                throw new RegistrarException("key '" + key + "' given twice");
            }
        }
        return new Command(tokens[0].toLowerCase(Locale.ROOT), arguments);
    }

    /** Executes the command and returns a one-line confirmation. */
    public String execute(String line) throws RegistrarException {
        Command command = parse(line);
        return switch (command.verb()) {
            case "enrol", "enroll" -> {
                StudentId id = studentId(command);
                Enrolment e = registrar.enrol(id, courseCode(command), sectionNumber(command), date(command));
                yield e.status() == Enrolment.Status.ENROLLED
                        ? "enrolled " + id + " in " + e.section().key()
                        : "waitlisted " + id + " for " + e.section().key()
                                + " at position " + e.section().waitlistPosition(id);
            }
            case "drop" -> {
                StudentId id = studentId(command);
                CourseCode code = courseCode(command);
                Optional<StudentId> promoted = registrar.drop(id, code, date(command));
                yield "dropped " + id + " from " + code + promoted.map(p -> "; " + p + " gets the seat").orElse("");
            }
            case "grade" -> {
                StudentId id = studentId(command);
                CourseCode code = courseCode(command);
                String symbol = command.require("grade");
                LetterGrade grade = LetterGrade.fromSymbol(symbol)
                        .orElseThrow(() -> new RegistrarException("unknown grade '" + symbol + "'"));
                registrar.recordGrade(id, code, grade);
                yield "graded " + id + " " + grade.symbol() + " in " + code;
            }
            case "undo" -> registrar.undoLast() ? "undone" : "nothing to undo";
            default -> throw new RegistrarException("unknown command '" + command.verb() + "'");
        };
    }

    /** Reads a required argument and converts it, reporting a value that does not convert. */
    private static <T> T argument(Command command, String key, Function<String, T> converter)
            throws RegistrarException {
        String raw = command.require(key);
        try {
            return converter.apply(raw);
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new RegistrarException("bad " + key + " '" + raw + "'", e);
        }
    }

    private static StudentId studentId(Command command) throws RegistrarException {
        return argument(command, "student", raw -> new StudentId(raw.toUpperCase(Locale.ROOT)));
    }

    private static CourseCode courseCode(Command command) throws RegistrarException {
        return argument(command, "course", CourseCode::parse);
    }

    private static int sectionNumber(Command command) throws RegistrarException {
        return argument(command, "section", Integer::valueOf);
    }

    private LocalDate date(Command command) throws RegistrarException {
        return command.arguments().containsKey("date") ? argument(command, "date", LocalDate::parse) : today.get();
    }
}
