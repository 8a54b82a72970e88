// Java 17 port of Figure B.1 of seed 000 (Appendix B, "Interpreter Data Set").
package interp;

public record EnvironmentNode(int name, Value value, Environment tail) implements Environment {
}
