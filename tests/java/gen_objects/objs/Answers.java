package objs;

// Methods that return a condition without branching on it: a test of each
// answer, true and false, not only the one the solver's first model gives.
public record Answers(String department, int limit) {
    public boolean isIn(String dept) {
        return department.equals(dept);
    }

    public boolean allows(int count) {
        return count <= limit;
    }

    public static boolean isCode(String text) {
        return "CS".equals(text);
    }
}
