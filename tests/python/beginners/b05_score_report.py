def score_report(name, score):
    if score >= 50:
        message = name + " passed with " + str(score) + " points"
    else:
        message = name + " failed with " + score + " points"
    return message
