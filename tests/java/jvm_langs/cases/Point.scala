package cases

// A Scala case class: scalac writes its equals, hashCode, copy, apply,
// unapply and product methods, and a companion object (Point$).
case class Point(x: Int, y: Int) {
  def quadrant: Int =
    if (x >= 0 && y >= 0) 1
    else if (x < 0 && y >= 0) 2
    else if (x < 0) 3
    else 4

  def manhattan(other: Point): Int = math.abs(x - other.x) + math.abs(y - other.y)
}
