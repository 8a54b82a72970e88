import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;

// Reflection over declared members, answered from the class model: the
// members themselves (sorted: their order is unspecified), calls through
// Method.invoke and Constructor.newInstance with Java's conversions and
// checks, and instance fields read and written through Field.
public class ReflectionDeclaredMembers {
    public static class Account {
        public static final int LIMIT = 1000;
        private long balance;
        public String owner;

        public Account() { this("nobody", 0); }
        public Account(String owner, long balance) {
            if (balance < 0) throw new IllegalArgumentException("negative balance " + balance);
            this.owner = owner;
            this.balance = balance;
        }
        public long deposit(long amount) { balance += amount; return balance; }
        public static int twice(int x) { return 2 * x; }
        protected String describe() { return owner + ":" + balance; }
        public void fail() throws java.io.IOException { throw new java.io.IOException("disk full"); }
    }

    static class Savings extends Account {
        Savings() { super("saver", 10); }
        @Override protected String describe() { return "savings " + super.describe(); }
    }

    public static void main(String[] args) throws Exception {
        Class<Account> type = Account.class;
        Field[] fields = type.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields)
            System.out.println(Modifier.toString(f.getModifiers()) + " " + f.getType().getSimpleName() + " " + f.getName());
        Method[] methods = type.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods)
            System.out.println(m.getName() + " " + Arrays.toString(m.getParameterTypes()) + " -> " + m.getReturnType()
                               + " throws " + Arrays.toString(m.getExceptionTypes()) + " " + Modifier.toString(m.getModifiers()));
        System.out.println(type.getDeclaredConstructors().length + " constructors, " + type.getMethods().length + " public methods");

        Constructor<Account> make = type.getConstructor(String.class, long.class);
        Account account = make.newInstance("ada", 5L);
        System.out.println(type.getMethod("deposit", long.class).invoke(account, 7));  // int widened to long
        System.out.println(type.getMethod("twice", int.class).invoke(null, 21));
        System.out.println(type.getDeclaredMethod("describe").invoke(new Savings()));  // selected by the receiver
        try {
            make.newInstance("bob", -1L);
        } catch (InvocationTargetException e) {
            System.out.println("constructor threw " + e.getCause());
        }
        try {
            type.getMethod("fail").invoke(account);
        } catch (InvocationTargetException e) {
            System.out.println("method threw " + e.getCause());
        }
        try {
            type.getMethod("twice", int.class).invoke(null, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }
        try {
            type.getMethod("twice", int.class).invoke(null, 1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }
        try {
            type.getMethod("deposit", long.class).invoke(null, 1L);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        Field owner = type.getField("owner");
        System.out.println(owner.get(account));
        owner.set(account, "grace");
        System.out.println(account.describe());
        System.out.println(type.getField("LIMIT").getModifiers() == (Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL));
    }
}
