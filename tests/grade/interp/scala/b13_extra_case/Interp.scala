// Figure B.13 of seed 000: faulty, a "malicious" extra case for additions whose
// right operand is a negative literal (subtracts instead of adds).
// Extraction fixes: the guarded case was printed twice (kept once); the lost
// `case AddC(e1, e2) => interp(e1, nv) match {` and `case FdC(n, b) => ...`
// lines restored as in B.2 (the figure printed `case AppC` twice).
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
      case AddC(NumC(i1), NumC(i2)) if (i2 < 0) => NumV(i1 - i2)
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
        case ClosV(cnv, param, body) => interp(body, EnvironmentNode(param, interp(a, nv), cnv))
        case _ => throw InterpretException()
      }
      case _ => throw InterpretException()
    }
  }
}
