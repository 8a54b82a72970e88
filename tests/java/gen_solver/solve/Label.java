package solve;

// A record hashes its String component char by char: a path condition of
// products that makes every solver query hard, readable-value wishes too.
public record Label(String name, int rank) {
}
