// Figure B.8 of seed 000: faulty, interprets the argument in the closure
// environment followed by the local environment.
// Extraction fix: the lost `object Interp {` header line restored.
package interp

object Interp {
  case class InterpretException(msg: String = null) extends Exception

  def find(nv: Environment, n: Int): Value = nv match {
    case EmptyEnvironment() => throw InterpretException()
    case EnvironmentNode(name, value, tail) => if (name == n) value else find(tail, n)
  }

  def concat(front: Environment, back: Environment): Environment = front match {
    case EmptyEnvironment() => back
    case EnvironmentNode(name, value, tail) => EnvironmentNode(name, value, concat(tail, back))
  }

  def interpEntry(e: ExprC): Value = interp(e, EmptyEnvironment())

  def interp(e: ExprC, nv: Environment): Value = e match {
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
      case ClosV(cnv, param, body) => interp(body, EnvironmentNode(param, interp(a, concat(cnv, nv)), cnv))
      case _ => throw InterpretException()
    }
    case _ => throw InterpretException()
  }
}
