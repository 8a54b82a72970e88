# Walking nested lists and dicts
data = {
    "name": "root",
    "children": [
        {"name": "a", "children": []},
        {"name": "b", "children": [{"name": "b1", "children": []}, {"name": "b2", "children": []}]},
    ],
}
def show(node, depth):
    print("  " * depth + node["name"])
    for child in node["children"]:
        show(child, depth + 1)

show(data, 0)
def count_nodes(node):
    total = 1
    for child in node["children"]:
        total += count_nodes(child)
    return total

def depth(node):
    if not node["children"]:
        return 1
    return 1 + max([depth(c) for c in node["children"]])

print(count_nodes(data), depth(data))
def names(node):
    result = [node["name"]]
    for c in node["children"]:
        result += names(c)
    return result

print(names(data))
matrix = {"rows": [[1, 2], [3, 4]], "meta": {"ok": True, "tags": ("x", "y")}}
print(matrix["rows"][1][0], matrix["meta"]["tags"][-1], matrix["meta"]["ok"])
matrix["rows"][0].append(9)
matrix["meta"]["count"] = 2
print(matrix)
try:
    print(data["children"][5])
except IndexError as e:
    print(type(e).__name__, e)
try:
    print(data["size"])
except KeyError as e:
    print(type(e).__name__, e)
