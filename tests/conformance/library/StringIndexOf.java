// Checks indexOf/lastIndexOf with char and String arguments, fromIndex values
// that are negative or past the end, and the empty-string needle.
public class StringIndexOf {
    public static void main(String[] args) {
        String s = "abracadabra";
        System.out.println(s.indexOf('a') + " " + s.indexOf('z') + " " + s.indexOf('c'));
        System.out.println(s.lastIndexOf('a') + " " + s.lastIndexOf('z') + " " + s.lastIndexOf('r'));
        System.out.println(s.indexOf('a', 1) + " " + s.indexOf('a', 8) + " " + s.indexOf('a', 11));
        System.out.println(s.indexOf('a', -5) + " " + s.indexOf('a', 100));
        System.out.println(s.lastIndexOf('a', 9) + " " + s.lastIndexOf('a', -1) + " " + s.lastIndexOf('a', 100));
        System.out.println(s.indexOf("abra") + " " + s.indexOf("abra", 1) + " " + s.indexOf("abra", 8));
        System.out.println(s.lastIndexOf("abra") + " " + s.lastIndexOf("abra", 6) + " " + s.lastIndexOf("cad"));
        System.out.println(s.indexOf("") + " " + s.indexOf("", 5) + " " + s.indexOf("", 50));
        System.out.println(s.lastIndexOf("") + " " + s.lastIndexOf("", 3));
        System.out.println(s.indexOf("abracadabraX") + " " + "".indexOf("a") + " " + "".indexOf(""));
        System.out.println(s.indexOf(98) + " " + s.indexOf(0x1F600));
        String u = "x\u00e9y\u65e5z\u65e5";
        System.out.println(u.indexOf('\u65e5') + " " + u.lastIndexOf('\u65e5') + " " + u.indexOf("y\u65e5"));
        String t = "aaaa";
        System.out.println(t.indexOf("aa", 1) + " " + t.lastIndexOf("aa") + " " + t.lastIndexOf("aa", 1));
    }
}
