// Figure B.1 of seed 000 (Appendix B, "Interpreter Data Set"): type definitions
// shared by all interpreters. Verbatim except for the package clause.
package interp

abstract class ExprC
case class NumC(value: Int) extends ExprC
case class AddC(e1: ExprC, e2: ExprC) extends ExprC
case class FdC(param: Int, body: ExprC) extends ExprC
case class IdC(id: Int) extends ExprC
case class AppC(f: ExprC, arg: ExprC) extends ExprC

abstract class Environment
case class EmptyEnvironment() extends Environment
case class EnvironmentNode(name: Int, value: Value, tail: Environment) extends Environment
abstract class Value
case class NumV(value: Int) extends Value
case class ClosV(env: Environment, param: Int, body: ExprC) extends Value
