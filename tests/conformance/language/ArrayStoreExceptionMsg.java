// Checks ArrayStoreException from covariant array stores, its message, and
// stores that are legal (subtype, null) in a covariantly typed array.
public class ArrayStoreExceptionMsg {
    static class Animal { }
    static class Dog extends Animal { }
    static class Cat extends Animal { }

    public static void main(String[] args) {
        Object[] o = new String[1];
        try {
            o[0] = 1;
        } catch (ArrayStoreException e) {
            System.out.println("1: " + e);
        }
        o[0] = "fine";
        o[0] = null;
        System.out.println("string and null stored ok: " + o[0]);
        Animal[] animals = new Dog[2];
        animals[0] = new Dog();
        try {
            animals[1] = new Cat();
        } catch (ArrayStoreException e) {
            System.out.println("2: " + e.getMessage());
        }
        Object[] nested = new int[2][];
        try {
            nested[0] = new long[1];
        } catch (ArrayStoreException e) {
            System.out.println("3: " + e.getMessage());
        }
        nested[1] = new int[3];
        Number[] nums = new Integer[1];
        try {
            nums[0] = Double.valueOf(1.5);
        } catch (ArrayStoreException e) {
            System.out.println("4: " + e.getMessage());
        }
        System.out.println("done " + ((int[]) nested[1]).length);
    }
}
