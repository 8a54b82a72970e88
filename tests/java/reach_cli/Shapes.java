// For reach_test.cpp: a target named by its file's class whose line lies in
// another class compiled from the same file (a second top-level class).
public class Shapes {
    public static int area(int side) {
        return new Square().of(side);
    }
}

class Square {
    int of(int side) {
        if (side > 7) {
            return side * side; // the target
        }
        return 0;
    }
}
