package lens.board;

/** The text forms a grid is written in. Every form is read back by {@link PuzzleReader}. */
public enum GridFormat {
    /** One line of 81 characters, {@code .} for an empty cell. */
    LINE {
        @Override
        public String format(Grid g) {
            StringBuilder sb = new StringBuilder(Units.CELLS);
            for (int c = 0; c < Units.CELLS; c++) {
                sb.append(g.isEmpty(c) ? '.' : (char) ('0' + g.get(c)));
            }
            return sb.toString();
        }
    },
    /** The usual pretty print: nine rows with {@code |} between stacks and rule lines between bands. */
    GRID {
        @Override
        public String format(Grid g) {
            StringBuilder sb = new StringBuilder(240);
            for (int r = 0; r < 9; r++) {
                if (r == 3 || r == 6) {
                    sb.append("------+-------+------\n");
                }
                for (int c = 0; c < 9; c++) {
                    if (c == 3 || c == 6) {
                        sb.append("| ");
                    }
                    int d = g.get(r, c);
                    sb.append(d == 0 ? '.' : (char) ('0' + d));
                    if (c < 8) {
                        sb.append(' ');
                    }
                }
                sb.append('\n');
            }
            return sb.toString();
        }
    },
    /** Nine lines of nine characters, {@code -} for an empty cell, as in {@code 1-----2--}. */
    ROWS {
        @Override
        public String format(Grid g) {
            StringBuilder sb = new StringBuilder(90);
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    int d = g.get(r, c);
                    sb.append(d == 0 ? '-' : (char) ('0' + d));
                }
                sb.append('\n');
            }
            return sb.toString();
        }
    };

    /** The grid as text; multi-line forms end with a newline, {@link #LINE} does not. */
    public abstract String format(Grid g);
}
