package javax.annotation;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// A stand-in for JSR 305's annotation (same name and retention), so the test
// needs no jar: check knows nullness annotations by their names.
@Retention(RetentionPolicy.CLASS)
public @interface Nonnull {}
