package cf;

@Marker("class")
public class Annotated {
    @Marker(value = "field", priority = 2)
    public int field;

    @Marker("method")
    @Deprecated
    public void method() {
    }
}
