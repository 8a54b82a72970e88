// GradeJ.java in Scala: an object (a module class GradeS$ with static
// forwarders in GradeS), require with a by-name message, math.min (GenJvmLangs).
package twins

object GradeS {
  def grade(score: Int): String = {
    require(score >= 0 && score <= 100, "score")
    if (score >= 90) "A" else if (score >= 75) "B" else if (score >= 50) "C" else "F"
  }

  def clampPercent(x: Int): Int = if (x < 0) 0 else math.min(x, 100)
}
