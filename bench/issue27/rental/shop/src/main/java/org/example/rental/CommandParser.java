package org.example.rental;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Parses the shop's little batch language, one command per line:
 * <pre>
 *   # comment
 *   REGISTER Ann ann@example.org GOLD
 *   ADD city-bike red-bike
 *   RENT ann@example.org red-bike 2024-06-01 2024-06-03
 *   RETURN red-bike 2024-06-04
 *   UNDO
 * </pre>
 * Names and labels are single words.
 */
public class CommandParser {

    public Optional<Command> parseLine(String line, int lineNumber) throws CommandParseException {
        if (line == null) {
            throw new CommandParseException(lineNumber, "no input");
        }
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#")) {
            return Optional.empty();
        }
        String[] parts = trimmed.split("\\s+");
        List<String> args = Arrays.asList(parts).subList(1, parts.length);
        String keyword = parts[0].toUpperCase(Locale.ROOT);
        Command.Verb verb;
        switch (keyword) {
            case "REGISTER":
                expectArgs(keyword, args, 2, 3, lineNumber);
                if (!args.get(1).contains("@")) {
                    throw new CommandParseException(lineNumber, "not an email address: " + args.get(1));
                }
                if (args.size() == 3) {
                    try {
                        MemberTier.parse(args.get(2));
                    } catch (IllegalArgumentException e) {
                        throw new CommandParseException(lineNumber, e.getMessage(), e);
                    }
                }
                verb = Command.Verb.REGISTER;
                break;
            case "ADD":
                expectArgs(keyword, args, 2, 2, lineNumber);
                if (EquipmentType.fromCode(args.get(0)).isEmpty()) {
                    throw new CommandParseException(lineNumber, "unknown equipment type: " + args.get(0));
                }
                verb = Command.Verb.ADD;
                break;
            case "RENT":
                expectArgs(keyword, args, 4, 4, lineNumber);
                LocalDate start = parseDate(args.get(2), lineNumber);
                LocalDate end = parseDate(args.get(3), lineNumber);
                if (end.isBefore(start)) {
                    throw new CommandParseException(lineNumber, "end date " + end + " is before " + start);
                }
                verb = Command.Verb.RENT;
                break;
            case "RETURN":
                expectArgs(keyword, args, 2, 2, lineNumber);
                parseDate(args.get(1), lineNumber);
                verb = Command.Verb.RETURN;
                break;
            case "UNDO":
                expectArgs(keyword, args, 0, 0, lineNumber);
                verb = Command.Verb.UNDO;
                break;
            default:
                throw new CommandParseException(lineNumber, "unknown command: " + parts[0]);
        }
        return Optional.of(new Command(verb, args, lineNumber));
    }

    public List<Command> parseAll(String script) throws CommandParseException {
        List<Command> commands = new ArrayList<>();
        String[] lines = script.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            parseLine(lines[i], i + 1).ifPresent(commands::add);
        }
        return commands;
    }

    private static void expectArgs(String keyword, List<String> args, int min, int max, int lineNumber)
            throws CommandParseException {
        if (args.size() < min || args.size() > max) {
            String expected = min == max ? String.valueOf(min) : min + " to " + max;
            throw new CommandParseException(lineNumber,
                    keyword + " expects " + expected + " argument(s) but got " + args.size());
        }
    }

    private static LocalDate parseDate(String text, int lineNumber) throws CommandParseException {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw new CommandParseException(lineNumber, "bad date: " + text, e);
        }
    }
}
