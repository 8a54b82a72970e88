package objects;

/** A support ticket that escalates when it stays open past its priority's service level. */
public class SupportTicket {
    private final String title;
    private Priority priority;
    private int hoursOpen;
    private int escalations;
    private boolean resolved;

    public SupportTicket(String title, Priority priority) {
        if (title == null || title.isBlank()) {
            throw new IllegalArgumentException("title required");
        }
        if (priority == null) {
            throw new IllegalArgumentException("priority required");
        }
        this.title = title.trim();
        this.priority = priority;
    }

    public String getTitle() {
        return title;
    }

    public Priority getPriority() {
        return priority;
    }

    public int getEscalations() {
        return escalations;
    }

    public boolean isResolved() {
        return resolved;
    }

    public boolean isOverdue() {
        return !resolved && hoursOpen > priority.slaHours();
    }

    /**
     * Lets {@code hours} pass. An overdue ticket escalates one level, and the clock restarts at zero for the new
     * level; a critical ticket cannot escalate further. Returns whether the ticket escalated.
     */
    public boolean elapse(int hours) {
        if (hours < 0) {
            throw new IllegalArgumentException("hours must not be negative");
        }
        if (resolved) {
            throw new IllegalStateException("ticket is resolved");
        }
        hoursOpen += hours;
        if (!isOverdue() || priority == Priority.CRITICAL) {
            return false;
        }
        priority = priority.escalate();
        hoursOpen = 0;
        escalations++;
        return true;
    }

    public void resolve() {
        if (resolved) {
            throw new IllegalStateException("already resolved");
        }
        resolved = true;
    }

    /** Sort key: unresolved before resolved, then higher priority first, then older first. */
    public int compareUrgency(SupportTicket other) {
        if (resolved != other.resolved) {
            return resolved ? 1 : -1;
        }
        if (priority != other.priority) {
            return other.priority.ordinal() - priority.ordinal();
        }
        return Integer.compare(other.hoursOpen, hoursOpen);
    }

    public String summary() {
        String state = resolved ? "resolved" : isOverdue() ? "OVERDUE" : "open";
        return "[" + priority + "] " + title + " (" + state + ", " + hoursOpen + "h)";
    }
}
