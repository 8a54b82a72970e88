// A tiny text adventure driven by a state machine: enums with fields, constructors and
// constant-specific abstract methods, EnumMap, switch on enums, and scripted commands.
import java.util.EnumMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

public class TextAdventureStateMachine {
    enum Direction {
        NORTH('n'), SOUTH('s'), EAST('e'), WEST('w');
        final char key;
        Direction(char key) { this.key = key; }
        Direction opposite() {
            switch (this) {
                case NORTH: return SOUTH;
                case SOUTH: return NORTH;
                case EAST: return WEST;
                default: return EAST;
            }
        }
        static Direction fromKey(char c) {
            for (Direction d : values()) if (d.key == c) return d;
            throw new IllegalArgumentException("bad direction '" + c + "'");
        }
    }

    enum Room {
        HALL("a dusty hall", false) {
            Room go(Direction d) { return d == Direction.NORTH ? LIBRARY : d == Direction.EAST ? KITCHEN : null; }
        },
        LIBRARY("shelves of old books", false) {
            Room go(Direction d) { return d == Direction.SOUTH ? HALL : d == Direction.WEST ? VAULT : null; }
        },
        KITCHEN("a cold kitchen", false) {
            Room go(Direction d) { return d == Direction.WEST ? HALL : null; }
        },
        VAULT("a locked vault", true) {
            Room go(Direction d) { return d == Direction.EAST ? LIBRARY : null; }
        };
        final String description;
        final boolean locked;
        Room(String description, boolean locked) { this.description = description; this.locked = locked; }
        abstract Room go(Direction d);
    }

    enum State { EXPLORING, WON, QUIT }

    static Room current = Room.HALL;
    static State state = State.EXPLORING;
    static final List<String> inventory = new ArrayList<>();
    static final Map<Room, Integer> visits = new EnumMap<>(Room.class);
    static final Map<Room, String> items = new EnumMap<>(Room.class);

    static void handle(String cmd) {
        String[] parts = cmd.trim().split("\\s+");
        switch (parts[0]) {
            case "go": {
                Direction d;
                try {
                    d = Direction.fromKey(parts[1].charAt(0));
                } catch (IllegalArgumentException e) {
                    System.out.println("  ? " + e.getMessage());
                    return;
                }
                Room next = current.go(d);
                if (next == null) {
                    System.out.println("  You can't go " + d.name().toLowerCase() + " from " + current + ".");
                } else if (next.locked && !inventory.contains("key")) {
                    System.out.println("  The " + next.name().toLowerCase() + " is locked.");
                } else {
                    current = next;
                    visits.merge(current, 1, Integer::sum);
                    System.out.println("  You walk " + d + " (back is " + d.opposite() + ") into " + current.description + ".");
                    if (current == Room.VAULT) state = State.WON;
                }
                break;
            }
            case "take": {
                String item = items.get(current);
                if (item != null && item.equals(parts[1])) {
                    items.remove(current);
                    inventory.add(item);
                    System.out.println("  Taken: " + item);
                } else {
                    System.out.println("  There is no " + parts[1] + " here.");
                }
                break;
            }
            case "look":
                System.out.println("  " + current + " [" + current.ordinal() + "]: " + current.description
                        + (items.containsKey(current) ? ", you see a " + items.get(current) : ""));
                break;
            case "inv":
                System.out.println("  Carrying " + inventory);
                break;
            case "quit":
                state = State.QUIT;
                break;
            default:
                System.out.println("  I don't understand '" + cmd + "'.");
        }
    }

    public static void main(String[] args) {
        items.put(Room.KITCHEN, "key");
        items.put(Room.LIBRARY, "scroll");
        visits.put(Room.HALL, 1);
        String[] script = {"look", "go n", "look", "go w", "take key", "take scroll", "go s", "go e",
                "look", "take key", "inv", "dance", "go x", "go w", "go n", "go w", "look", "quit"};
        for (String cmd : script) {
            if (state != State.EXPLORING) break;
            System.out.println("> " + cmd);
            handle(cmd);
        }
        System.out.println("state=" + state + " room=" + current + " visits=" + visits);
        System.out.println("remaining items=" + items + " rooms=" + java.util.Arrays.toString(Room.values()));
        System.out.println("class of HALL: " + Room.HALL.getClass().getSuperclass().getSimpleName()
                + " declaring=" + Room.HALL.getDeclaringClass().getSimpleName());
        System.out.println(Room.valueOf("VAULT").locked + " " + State.valueOf("WON").compareTo(State.QUIT));
    }
}
