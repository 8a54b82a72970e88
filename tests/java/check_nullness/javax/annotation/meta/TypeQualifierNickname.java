package javax.annotation.meta;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

// A stand-in for JSR 305's meta-annotation (see ../Nonnull.java): the
// annotation it marks means the qualifier it carries, under its own name.
@Retention(RetentionPolicy.RUNTIME)
public @interface TypeQualifierNickname {}
