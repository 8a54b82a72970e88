// Java 17 port of Figure B.1 of seed 000 (Appendix B, "Interpreter Data Set").
package interp;

public sealed interface ExprC permits NumC, AddC, FdC, IdC, AppC {
}
