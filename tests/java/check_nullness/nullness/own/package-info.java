// Non-null by default through the library's own annotation.
@NonnullByDefault
package nullness.own;
