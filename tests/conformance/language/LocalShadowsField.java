// Checks that locals and parameters shadow fields, and that this.x and
// Class.x still reach the shadowed instance and static fields.
public class LocalShadowsField {
    int x = 1;
    static int y = 100;

    void set(int x) {
        System.out.println("param x=" + x + " field x=" + this.x);
        this.x = x * 2;
    }

    int sum() {
        int y = 5;
        int x = 7;
        return x + y + this.x + LocalShadowsField.y;
    }

    public static void main(String[] args) {
        LocalShadowsField o = new LocalShadowsField();
        o.set(21);
        System.out.println("field x now=" + o.x);
        System.out.println("sum=" + o.sum());
        int y = -1;
        System.out.println("local y=" + y + " static y=" + LocalShadowsField.y);
        {
            int z = 3;
            System.out.println("block z=" + z);
        }
        int z = 4;
        System.out.println("outer z=" + z);
    }
}
