// Equivalent rewrite of the reference (Figure B.2 of seed 000): the helper `find`
// is inlined as a local tail-recursive def inside the IdC case of `interp` (it
// still throws InterpretException for an unbound identifier), and the "must be a
// number" check of the AddC case is factored out into `asNumber`. The left operand
// is still evaluated and checked before the right operand is evaluated, and the
// closure-body call stays in tail position.
package interp

object Interp {
  case class InterpretException(msg: String = null) extends Exception

  def interpEntry(e: ExprC): Value = interp(e, EmptyEnvironment())

  private def asNumber(v: Value): Int = v match {
    case NumV(x) => x
    case _ => throw InterpretException()
  }

  def interp(e: ExprC, nv: Environment): Value = {
    e match {
      case NumC(v) => NumV(v)
      case AddC(e1, e2) =>
        val v1 = asNumber(interp(e1, nv))
        val v2 = asNumber(interp(e2, nv))
        NumV(v1 + v2)
      case IdC(id) =>
        def search(env: Environment): Value = env match {
          case EmptyEnvironment() => throw InterpretException()
          case EnvironmentNode(name, value, tail) => if (name == id) value else search(tail)
        }
        search(nv)
      case FdC(n, b) => ClosV(nv, n, b)
      case AppC(f, a) => interp(f, nv) match {
        case ClosV(cnv, param, body) => interp(body, EnvironmentNode(param, interp(a, nv), cnv))
        case _ => throw InterpretException()
      }
      case _ => throw InterpretException()
    }
  }
}
