// Equivalent rewrite of the reference (Figure B.2 of seed 000): the cases of
// `find` and `interp` are listed in a different order (they test disjoint case
// classes, and the catch-all stays last), and the nested matches use type patterns
// and an explicit "not a NumV" guard instead of constructor patterns. Evaluation
// order (function, then argument; left operand fully checked before the right one
// is evaluated) and the tail call for the closure body are unchanged.
package interp

object Interp {
  case class InterpretException(msg: String = null) extends Exception

  def find(nv: Environment, n: Int): Value = nv match {
    case node: EnvironmentNode => if (node.name == n) node.value else find(node.tail, n)
    case _: EmptyEnvironment => throw InterpretException()
  }

  def interpEntry(e: ExprC): Value = interp(e, EmptyEnvironment())

  def interp(e: ExprC, nv: Environment): Value = {
    e match {
      case AppC(f, a) => interp(f, nv) match {
        case clos: ClosV => interp(clos.body, EnvironmentNode(clos.param, interp(a, nv), clos.env))
        case _ => throw InterpretException()
      }
      case FdC(n, b) => ClosV(nv, n, b)
      case IdC(id) => find(nv, id)
      case AddC(e1, e2) => interp(e1, nv) match {
        case other if !other.isInstanceOf[NumV] => throw InterpretException()
        case left: NumV => interp(e2, nv) match {
          case other if !other.isInstanceOf[NumV] => throw InterpretException()
          case right: NumV => NumV(left.value + right.value)
        }
      }
      case NumC(v) => NumV(v)
      case _ => throw InterpretException()
    }
  }
}
