// Checks String.chars(): sum, count, filter, map and collecting back to a string.
public class StringCharsStream {
    public static void main(String[] args) {
        String s = "Hello, World 2024";
        System.out.println(s.chars().sum());
        System.out.println(s.chars().count());
        System.out.println(s.chars().filter(Character::isDigit).count());
        System.out.println(s.chars().filter(Character::isUpperCase).count());
        System.out.println(s.chars().filter(c -> c == 'l').count());
        System.out.println(s.chars().max().getAsInt() + " " + s.chars().min().getAsInt());
        StringBuilder sb = new StringBuilder();
        s.chars().filter(Character::isLetter).map(Character::toLowerCase).forEach(c -> sb.append((char) c));
        System.out.println(sb);
        System.out.println("".chars().count() + " " + "".chars().sum());
        System.out.println("\u00e9\u65e5".chars().sum());
        System.out.println(s.chars().anyMatch(c -> c == ',') + " " + s.chars().allMatch(Character::isLetter));
        int[] arr = "abc".chars().map(c -> c - 'a').toArray();
        System.out.println(arr.length + " " + arr[0] + arr[1] + arr[2]);
        System.out.println(s.chars().distinct().count());
    }
}
