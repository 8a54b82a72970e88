// Figure B.12 of seed 000: faulty ("structural matching 2"), additions are only
// handled when their operands are number literals up to depth 2; there is no
// general AddC case, so any other AddC falls through to the final
// `case _ => throw InterpretException()`.
// Extraction fix: the second case lost an `AddC(`; it is
// `case AddC(AddC(NumC(v1), NumC(v2)), NumC(v3))`.
package interp

object Interp {
  case class InterpretException(msg: String = null) extends Exception

  def find(nv: Environment, n: Int): Value = nv match {
    case EmptyEnvironment() => throw InterpretException()
    case EnvironmentNode(name, value, tail) => if (name == n) value else find(tail, n)
  }

  def interpEntry(e: ExprC): Value = interp(e, EmptyEnvironment())

  def interp(e: ExprC, nv: Environment): Value = {
    e match {
      case NumC(v) => NumV(v)
      case AddC(NumC(v1), NumC(v2)) => NumV(v1 + v2)
      case AddC(AddC(NumC(v1), NumC(v2)), NumC(v3)) => NumV(v1 + v2 + v3)
      case AddC(NumC(v1), AddC(NumC(v2), NumC(v3))) => NumV(v1 + v2 + v3)
      case AddC(AddC(NumC(v1), NumC(v2)), AddC(NumC(v3), NumC(v4))) => NumV(v1 + v2 + v3 + v4)
      case IdC(id) => find(nv, id)
      case FdC(n, b) => ClosV(nv, n, b)
      case AppC(f, a) => interp(f, nv) match {
        case ClosV(cnv, param, body) => interp(body, EnvironmentNode(param, interp(a, nv), cnv))
        case _ => throw InterpretException()
      }
      case _ => throw InterpretException()
    }
  }
}
