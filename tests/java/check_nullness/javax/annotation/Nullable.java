package javax.annotation;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// A stand-in for JSR 305's annotation (see Nonnull).
@Retention(RetentionPolicy.CLASS)
public @interface Nullable {}
