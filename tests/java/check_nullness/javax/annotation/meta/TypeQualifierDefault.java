package javax.annotation.meta;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// A stand-in for JSR 305's meta-annotation (see ../Nonnull.java): the
// annotation it marks applies its qualifier to every element of these kinds
// in its scope.
@Retention(RetentionPolicy.RUNTIME)
public @interface TypeQualifierDefault {
    ElementType[] value() default {};
}
