package objs;

/** A copy declared as Object, as clone() is: the object's getters need a cast. */
public class Settings implements Cloneable {
    private int level = 3;
    private String name = "default";

    public int getLevel() { return level; }
    public String getName() { return name; }

    public void setLevel(int level) {
        if (level < 0 || level > 9) throw new IllegalArgumentException("level " + level);
        this.level = level;
    }

    public Object copy() {
        Settings other = new Settings();
        other.level = level;
        other.name = name;
        return other;
    }
}
