# Leap year rules
def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0

def is_leap_short(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)

for y in [1900, 2000, 2004, 2023, 2024, 2100, 2400, 1, 4, 0]:
    print(y, is_leap(y), is_leap_short(y))
leaps = [y for y in range(1890, 1920) if is_leap(y)]
print(leaps)
print(len([y for y in range(1, 2001) if is_leap(y)]))
def days_in_month(month, year):
    if month == 2:
        return 29 if is_leap(year) else 28
    if month in [4, 6, 9, 11]:
        return 30
    return 31

print([days_in_month(m, 2024) for m in range(1, 13)])
print(sum([days_in_month(m, 2023) for m in range(1, 13)]))
def day_of_year(day, month, year):
    total = day
    for m in range(1, month):
        total += days_in_month(m, year)
    return total

print(day_of_year(31, 12, 2024), day_of_year(1, 3, 2023), day_of_year(1, 3, 2024))
