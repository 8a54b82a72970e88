// Equivalent rewrite of the reference (Figure B.2 of seed 000): every local name,
// pattern variable and parameter is renamed and the helper `find` is called
// `lookup`. The entry point Interp.interpEntry(e: ExprC): Value and the method name
// `interp` are kept. The self-call for the closure body stays in tail position, so
// scalac turns it into a loop exactly as in the reference.
package interp

object Interp {
  case class InterpretException(msg: String = null) extends Exception

  def lookup(env: Environment, wanted: Int): Value = env match {
    case EmptyEnvironment() => throw InterpretException()
    case EnvironmentNode(key, bound, rest) => if (key == wanted) bound else lookup(rest, wanted)
  }

  def interpEntry(e: ExprC): Value = interp(e, EmptyEnvironment())

  def interp(expr: ExprC, scope: Environment): Value = {
    expr match {
      case NumC(literal) => NumV(literal)
      case AddC(lhs, rhs) => interp(lhs, scope) match {
        case NumV(left) => interp(rhs, scope) match {
          case NumV(right) => NumV(left + right)
          case _ => throw InterpretException()
        }
        case _ => throw InterpretException()
      }
      case IdC(name) => lookup(scope, name)
      case FdC(formal, code) => ClosV(scope, formal, code)
      case AppC(callee, actual) => interp(callee, scope) match {
        case ClosV(captured, formal, code) => interp(code, EnvironmentNode(formal, interp(actual, scope), captured))
        case _ => throw InterpretException()
      }
      case _ => throw InterpretException()
    }
  }
}
