#!/usr/bin/env python3
"""First-order mutants of a Python file, for bench/issue32/linked_list.sh.

    mutants.py SOURCE.py OUTDIR

writes OUTDIR/m001/<SOURCE's file name>, OUTDIR/m002/..., each with exactly
one change to SOURCE, and OUTDIR/index.tsv (id, line, operator,
description; one header line). OUTDIR must be empty or not exist yet.

Operators, applied in a pre-order walk of the syntax tree (so the order, and
the ids, are deterministic for a given SOURCE):

  AOR  arithmetic operator: + <-> -, * -> //, // -> *, / -> *, % -> //,
       ** -> * (in binary expressions and augmented assignments)
  ROR  relational operator: each of < <= > >= == != to each of the other
       five; is <-> is not; in <-> not in
  CRP  constant: int c -> c+1, c-1, 0 (0 only when c != 0); True <-> False;
       None, strings and floats are left alone
  LCR  boolean operator: and <-> or
  NEG  if/while condition c -> not (c)
  SDL  statement deletion: a statement in a block -> pass; `return X` ->
       `return None`. Not applied to def/class/import statements, to
       docstrings, to `pass`, to a bare `return`/`return None`, nor to
       `raise` (that is RRM's job)
  RRM  raise removal: raise ... -> pass

A mutant is skipped when its unparsed source equals the unparsed original,
equals an earlier mutant's source, or does not compile. The mutants are
written with ast.unparse, so they lose comments and formatting. Equivalent
mutants (different code, same behaviour) are not detected.
"""
import ast
import copy
import os
import sys

AOR = {
    ast.Add: [ast.Sub],
    ast.Sub: [ast.Add],
    ast.Mult: [ast.FloorDiv],
    ast.FloorDiv: [ast.Mult],
    ast.Div: [ast.Mult],
    ast.Mod: [ast.FloorDiv],
    ast.Pow: [ast.Mult],
}
RELATIONAL = [ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq]
ROR = {op: [other for other in RELATIONAL if other is not op] for op in RELATIONAL}
ROR.update({ast.Is: [ast.IsNot], ast.IsNot: [ast.Is], ast.In: [ast.NotIn], ast.NotIn: [ast.In]})
SYMBOL = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Div: "/",
    ast.Mod: "%", ast.Pow: "**", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
    ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.Is: "is", ast.IsNot: "is not",
    ast.In: "in", ast.NotIn: "not in", ast.And: "and", ast.Or: "or",
}
NOT_DELETED = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import,
               ast.ImportFrom, ast.Pass, ast.Raise)


def snippet(node, limit=60):
    """One-line source text of a node, shortened for the index."""
    lines = ast.unparse(node).splitlines() or [""]
    text = lines[0] + (" ..." if len(lines) > 1 else "")
    text = text.replace("\t", " ")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def int_constant(value):
    """An expression node for an int; negatives as -(n) so unparse keeps precedence."""
    if value < 0:
        return ast.UnaryOp(op=ast.USub(), operand=ast.Constant(value=-value))
    return ast.Constant(value=value)


def candidates(node):
    """The changes that can be made at this node: (operator, description, apply).

    apply(node) changes the node in place or returns its replacement. It is
    called on the same node of a fresh parse of the source, never on the
    node that was used for the description.
    """
    found = []
    if isinstance(node, (ast.BinOp, ast.AugAssign)) and type(node.op) in AOR:
        for new in AOR[type(node.op)]:
            def apply(n, new=new):
                n.op = new()
                return n
            found.append(("AOR", "%s -> %s in %s" % (SYMBOL[type(node.op)], SYMBOL[new], snippet(node)), apply))
    elif isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            for new in ROR.get(type(op), []):
                def apply(n, i=i, new=new):
                    n.ops[i] = new()
                    return n
                found.append(("ROR", "%s -> %s in %s" % (SYMBOL[type(op)], SYMBOL[new], snippet(node)), apply))
    elif isinstance(node, ast.BoolOp):
        new = ast.Or if isinstance(node.op, ast.And) else ast.And

        def apply(n, new=new):
            n.op = new()
            return n
        found.append(("LCR", "%s -> %s in %s" % (SYMBOL[type(node.op)], SYMBOL[new], snippet(node)), apply))
    elif isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, bool):
            found.append(("CRP", "%s -> %s" % (value, not value),
                          lambda n, v=value: ast.Constant(value=not v)))
        elif isinstance(value, int):
            news = []
            for new in (value + 1, value - 1, 0):
                if new != value and new not in news:
                    news.append(new)
            for new in news:
                found.append(("CRP", "%d -> %d" % (value, new), lambda n, new=new: int_constant(new)))
    if isinstance(node, (ast.If, ast.While)):
        def apply(n):
            n.test = ast.UnaryOp(op=ast.Not(), operand=n.test)
            return n
        keyword = "if" if isinstance(node, ast.If) else "while"
        test = snippet(node.test, 40)
        found.append(("NEG", "%s %s -> %s not (%s)" % (keyword, test, keyword, test), apply))
    if isinstance(node, ast.Raise):
        found.append(("RRM", "%s -> pass" % snippet(node), lambda n: ast.Pass()))
    elif isinstance(node, ast.Return):
        if node.value is not None and not (isinstance(node.value, ast.Constant) and node.value.value is None):
            found.append(("SDL", "%s -> return None" % snippet(node),
                          lambda n: ast.Return(value=ast.Constant(value=None))))
    elif isinstance(node, ast.stmt) and not isinstance(node, NOT_DELETED):
        is_docstring = (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                        and isinstance(node.value.value, str))
        if not is_docstring:
            found.append(("SDL", "%s -> pass" % snippet(node), lambda n: ast.Pass()))
    return found


class Mutator(ast.NodeTransformer):
    """Walks the tree in pre-order, numbering the change sites.

    With target None it only records them (self.sites); with target k it
    applies the k-th change (0-based) and nothing else.
    """

    def __init__(self, target=None):
        self.target = target
        self.count = 0
        self.sites = []
        self.done = False

    def visit(self, node):
        if self.done:
            return node
        for operator, description, apply in candidates(node):
            if self.target is None:
                self.sites.append((getattr(node, "lineno", 0), operator, description))
            elif self.count == self.target:
                self.done = True
                new = apply(node)
                return ast.copy_location(new, node)
            self.count += 1
        return self.generic_visit(node)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: mutants.py SOURCE.py OUTDIR\n")
        return 2
    source_path, out = argv[1], argv[2]
    with open(source_path, encoding="utf-8") as f:
        source = f.read()
    name = os.path.basename(source_path)
    if os.path.exists(out) and os.listdir(out):
        sys.stderr.write("mutants.py: %s is not empty\n" % out)
        return 2
    os.makedirs(out, exist_ok=True)

    original = ast.unparse(ast.parse(source, source_path))
    finder = Mutator()
    finder.visit(ast.parse(source, source_path))

    seen = {original}
    kept = []
    skipped = {"same as the original or an earlier mutant": 0, "not valid Python": 0}
    for k, site in enumerate(finder.sites):
        tree = Mutator(target=k).visit(ast.parse(source, source_path))
        ast.fix_missing_locations(tree)
        try:
            text = ast.unparse(tree)
            compile(text, name, "exec")
        except (SyntaxError, ValueError, TypeError):
            skipped["not valid Python"] += 1
            continue
        if text in seen:
            skipped["same as the original or an earlier mutant"] += 1
            continue
        seen.add(text)
        kept.append((site, text))

    width = max(3, len(str(len(kept))))
    with open(os.path.join(out, "index.tsv"), "w", encoding="utf-8") as index:
        index.write("id\tline\toperator\tdescription\n")
        for number, ((line, operator, description), text) in enumerate(kept, 1):
            ident = "m%0*d" % (width, number)
            os.makedirs(os.path.join(out, ident))
            with open(os.path.join(out, ident, name), "w", encoding="utf-8") as f:
                f.write(text + "\n")
            index.write("%s\t%d\t%s\t%s\n" % (ident, line, operator, description))
    by_operator = {}
    for (line, operator, description), text in kept:
        by_operator[operator] = by_operator.get(operator, 0) + 1
    sys.stderr.write("mutants.py: %d mutants of %s (%s); skipped: %s\n" % (
        len(kept), name,
        ", ".join("%s %d" % item for item in sorted(by_operator.items())),
        ", ".join("%s %d" % (why, n) for why, n in skipped.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
