def word_frequency(text):
    counts = {}
    words = text.lower().split()
    for w in words:
        w = w.strip(".,!?")
        if w == "":
            continue
        if w in counts:
            counts[w] = counts[w] + 1
        else:
            counts[w] = 1
    return counts


def most_common(text):
    counts = word_frequency(text)
    best = None
    best_count = 0
    for w in counts:
        if counts[w] > best_count:
            best = w
            best_count = counts[w]
    return best
