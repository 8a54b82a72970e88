package eng;

import java.time.DayOfWeek;
import java.time.LocalTime;
import java.util.Objects;
import java.util.Set;

// Records made of a set of constants, a time of day and a text, and one
// whose constructor gives a null component a default: examples of them
// hold those parts as a test writes them.
public class Meetings {
    public record Meeting(Set<DayOfWeek> days, LocalTime start, String room) {
        public Meeting {
            Objects.requireNonNull(room, "room");
            if (days.isEmpty()) throw new IllegalArgumentException("no day");
            if (start.getHour() < 8) throw new IllegalArgumentException("too early");
            days = Set.copyOf(days);
        }
    }

    public record Booking(String room, String owner) {
        public Booking {
            Objects.requireNonNull(room, "room");
            if (owner == null) owner = "nobody";
        }
    }

    public static int hour(Meeting meeting) {
        return meeting.start().getHour();
    }
}
