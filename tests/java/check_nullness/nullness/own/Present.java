package nullness.own;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import javax.annotation.Nonnull;
import javax.annotation.meta.TypeQualifierNickname;

// Another name for @Nonnull.
@Nonnull
@TypeQualifierNickname
@Retention(RetentionPolicy.CLASS)
public @interface Present {}
