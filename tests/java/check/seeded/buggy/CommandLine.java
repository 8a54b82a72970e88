package seeded.buggy;

// Seeded bug in a program: it reads its first argument without checking
// there is one, and uses it as an index unchecked.
public class CommandLine {
    public static void main(String[] args) {
        int slot = Integer.parseInt(args[0]);
        int[] slots = new int[4];
        slots[slot] = 1;
        System.out.println("slot " + slot);
    }
}
