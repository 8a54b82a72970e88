package objects;

/** An immutable rectangular matrix of ints. */
public final class Matrix {
    private final int[][] cells;
    private final int rows;
    private final int cols;

    /** Copies {@code data}, which must be non-empty and rectangular. */
    public Matrix(int[][] data) {
        if (data == null || data.length == 0 || data[0] == null || data[0].length == 0) {
            throw new IllegalArgumentException("matrix must have at least one row and column");
        }
        rows = data.length;
        cols = data[0].length;
        cells = new int[rows][];
        for (int r = 0; r < rows; r++) {
            if (data[r] == null || data[r].length != cols) {
                throw new IllegalArgumentException("row " + r + " has the wrong length");
            }
            cells[r] = data[r].clone();
        }
    }

    public static Matrix identity(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("size must be positive");
        }
        int[][] d = new int[n][n];
        for (int i = 0; i < n; i++) {
            d[i][i] = 1;
        }
        return new Matrix(d);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int get(int r, int c) {
        if (r < 0 || r >= rows || c < 0 || c >= cols) {
            throw new IndexOutOfBoundsException("(" + r + ", " + c + ") outside " + rows + "x" + cols);
        }
        return cells[r][c];
    }

    public boolean isSquare() {
        return rows == cols;
    }

    public Matrix transpose() {
        int[][] t = new int[cols][rows];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                t[c][r] = cells[r][c];
            }
        }
        return new Matrix(t);
    }

    public Matrix multiply(Matrix other) {
        if (cols != other.rows) {
            throw new IllegalArgumentException("cannot multiply " + rows + "x" + cols + " by " + other.rows + "x" + other.cols);
        }
        int[][] p = new int[rows][other.cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < other.cols; c++) {
                int sum = 0;
                for (int k = 0; k < cols; k++) {
                    sum += cells[r][k] * other.cells[k][c];
                }
                p[r][c] = sum;
            }
        }
        return new Matrix(p);
    }

    public Matrix add(Matrix other) {
        if (rows != other.rows || cols != other.cols) {
            throw new IllegalArgumentException("dimensions differ");
        }
        int[][] s = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                s[r][c] = cells[r][c] + other.cells[r][c];
            }
        }
        return new Matrix(s);
    }

    public boolean isSymmetric() {
        if (!isSquare()) {
            return false;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = r + 1; c < cols; c++) {
                if (cells[r][c] != cells[c][r]) {
                    return false;
                }
            }
        }
        return true;
    }

    public long trace() {
        if (!isSquare()) {
            throw new IllegalStateException("trace of a non-square matrix");
        }
        long sum = 0;
        for (int i = 0; i < rows; i++) {
            sum += cells[i][i];
        }
        return sum;
    }
}
