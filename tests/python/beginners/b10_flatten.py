def flatten(items):
    result = []
    for x in items:
        if type(x) == list:
            inner = flatten(x)
            for y in inner:
                result.append(y)
        else:
            result.append(x)
    return result
