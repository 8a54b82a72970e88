// Checks StringBuilder growth past its initial capacity with many appends,
// ensureCapacity/trimToSize not affecting content, and building a long string.
public class StringBuilderGrowth {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder(2);
        for (int i = 0; i < 60; i++) {
            sb.append(i % 10);
        }
        System.out.println(sb.length());
        System.out.println(sb);
        sb.ensureCapacity(1000);
        sb.trimToSize();
        System.out.println(sb.length() + " " + sb.toString().hashCode());
        StringBuilder words = new StringBuilder(0);
        for (int i = 0; i < 20; i++) {
            words.append("w").append(i).append(' ');
        }
        System.out.println(words.toString().trim());
        System.out.println(words.length());
        StringBuilder big = new StringBuilder("seed");
        for (int i = 0; i < 6; i++) {
            big.append(big);
        }
        System.out.println(big.length() + " " + big.substring(250, 256));
        StringBuilder uni = new StringBuilder();
        uni.append("ascii").append('\u00e9').append("\u65e5\u672c");
        System.out.println(uni.length() + " " + (int) uni.charAt(5) + " " + (int) uni.charAt(7) + " " + uni.toString().hashCode());
    }
}
