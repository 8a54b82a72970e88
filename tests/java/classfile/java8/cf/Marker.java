package cf;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

// An annotation interface (AnnotationDefault stays raw) and its uses
// (RuntimeVisibleAnnotations stays raw).
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD})
public @interface Marker {
    String value();

    int priority() default 1;
}
