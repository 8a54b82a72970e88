package org.jspecify.annotations;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

// A stand-in for JSpecify's annotation: a type annotation, so javac writes it
// in RuntimeVisibleTypeAnnotations, not among the parameter's annotations.
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE_USE)
public @interface Nullable {}
