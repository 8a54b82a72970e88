package nullness.own;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import javax.annotation.Nonnull;
import javax.annotation.meta.TypeQualifierDefault;

// A library's own default, made of JSR 305's parts as jsoup's is: its name
// says nothing to check, its meta-annotations say everything.
@Nonnull
@TypeQualifierDefault({ElementType.PARAMETER, ElementType.METHOD})
@Retention(RetentionPolicy.CLASS)
public @interface NonnullByDefault {}
