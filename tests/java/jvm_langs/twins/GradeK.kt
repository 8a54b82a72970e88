// GradeJ.java in Kotlin: an object with @JvmStatic methods, require(...)
// with a lazy message, when, minOf (GenJvmLangs).
package twins

object GradeK {
    @JvmStatic
    fun grade(score: Int): String {
        require(score >= 0 && score <= 100) { "score" }
        return when {
            score >= 90 -> "A"
            score >= 75 -> "B"
            score >= 50 -> "C"
            else -> "F"
        }
    }

    @JvmStatic
    fun clampPercent(x: Int): Int = if (x < 0) 0 else minOf(x, 100)
}

// A companion object (without @JvmStatic: its methods are on
// Limits.Companion) and a non-null String parameter (Kotlin checks it on
// entry and throws for null).
class Limits {
    companion object {
        fun clamp(x: Int, low: Int, high: Int): Int = if (x < low) low else if (x > high) high else x
    }

    fun initial(name: String): Char = if (name.isEmpty()) '?' else name[0]
}
