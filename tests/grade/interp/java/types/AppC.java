// Java 17 port of Figure B.1 of seed 000 (Appendix B, "Interpreter Data Set").
package interp;

public record AppC(ExprC f, ExprC arg) implements ExprC {
}
