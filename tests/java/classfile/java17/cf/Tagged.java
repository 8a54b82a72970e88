package cf;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// An annotated record component (its RuntimeVisibleAnnotations stays raw).
public record Tagged(@Tagged.Tag("v") int value, String name) {
    @Retention(RetentionPolicy.RUNTIME)
    public @interface Tag {
        String value();
    }
}
