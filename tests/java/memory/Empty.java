public class Empty { public static void main(String[] args) {} }
