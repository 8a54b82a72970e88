// Figure B.6 of seed 000: faulty, interprets the closure body in the empty
// environment (only the parameter is bound).
// Extraction loss: the printed figure keeps only line numbers for the IdC, FdC
// and AppC cases (including the changed `case ClosV` line); they are restored
// as in B.2, with the environment changed as the figure caption describes.
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
      case AddC(e1, e2) => interp(e1, nv) match {
        case NumV(v1) => interp(e2, nv) match {
          case NumV(v2) => NumV(v1 + v2)
          case _ => throw InterpretException()
        }
        case _ => throw InterpretException()
      }
      case IdC(id) => find(nv, id)
      case FdC(n, b) => ClosV(nv, n, b)
      case AppC(f, a) => interp(f, nv) match {
        case ClosV(cnv, param, body) => interp(body, EnvironmentNode(param, interp(a, nv), EmptyEnvironment()))
        case _ => throw InterpretException()
      }
      case _ => throw InterpretException()
    }
  }
}
