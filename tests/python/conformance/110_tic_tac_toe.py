# Tic-tac-toe board and winner detection
def new_board():
    return [[" "] * 3 for _ in range(3)]

def show(board):
    for i in range(3):
        print(" " + " | ".join(board[i]))
        if i < 2:
            print("---+---+---")

def winner(b):
    lines = []
    for i in range(3):
        lines.append(b[i])
        lines.append([b[0][i], b[1][i], b[2][i]])
    lines.append([b[0][0], b[1][1], b[2][2]])
    lines.append([b[0][2], b[1][1], b[2][0]])
    for line in lines:
        if line[0] != " " and line[0] == line[1] == line[2]:
            return line[0]
    return None

board = new_board()
moves = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
player = "X"
for r, c in moves:
    board[r][c] = player
    w = winner(board)
    if w:
        print("winner:", w)
        break
    player = "O" if player == "X" else "X"
show(board)
print(winner(board))
full = all([" " not in row for row in board])
print("full:", full)
b2 = new_board()
for i in range(3):
    b2[i][2 - i] = "O"
show(b2)
print("winner:", winner(b2))
