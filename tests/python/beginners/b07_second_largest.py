def second_largest(nums):
    if len(nums) < 2:
        print("list is too short")
        return None
    largest = nums[0]
    second = nums[1]
    if second > largest:
        temp = largest
        largest = second
        second = temp
    i = 2
    while i < len(nums):
        n = nums[i]
        if n > largest:
            second = largest
            largest = n
        elif n > second:
            second = n
        i = i + 1
    return second
