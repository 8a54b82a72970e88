package ask;

// Two beginner's bugs a test written from the code's own results cannot
// show, and the person's answers can: a case the list forgets (an
// upper-case 'U' is not counted) and an exception thrown for inputs the
// loop missed (the second loop starts at 1, so {1, 2} has "no second
// largest" value although 1 is it).
public final class Letters {
    private Letters() {
    }

    // How many of s's chars are vowels: a, e, i, o, u in either case.
    public static int vowels(String s) {
        int count = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'
                    || c == 'A' || c == 'E' || c == 'I' || c == 'O') {
                count++;
            }
        }
        return count;
    }

    // The largest value of a below its maximum; IllegalArgumentException
    // when there is none (a is empty or all its values are equal).
    public static int second(int[] a) {
        if (a.length == 0) {
            throw new IllegalArgumentException("empty");
        }
        int largest = a[0];
        for (int i = 1; i < a.length; i++) {
            if (a[i] > largest) {
                largest = a[i];
            }
        }
        boolean found = false;
        int second = 0;
        for (int i = 1; i < a.length; i++) {
            if (a[i] < largest && (!found || a[i] > second)) {
                second = a[i];
                found = true;
            }
        }
        if (!found) {
            throw new IllegalArgumentException("no second largest value");
        }
        return second;
    }
}
