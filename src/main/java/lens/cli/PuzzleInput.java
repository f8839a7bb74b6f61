package lens.cli;

import lens.board.Grid;
import lens.board.Puzzle;
import lens.io.PuzzleSource;
import lens.solve.BoardVerdict;

/**
 * Where commands get puzzles from: a puzzle typed as the argument, a file of puzzles, or
 * standard input ({@code -} or no argument), read one at a time through {@link PuzzleSource}.
 */
final class PuzzleInput {
    private PuzzleInput() {
    }

    /** The puzzles of {@code arg}, streamed; at least one (the caller closes the source). */
    static PuzzleSource open(String arg) {
        return PuzzleSource.open(arg, System.in);
    }

    /** The first puzzle of {@code arg} (for options that name one puzzle). */
    static Puzzle first(String arg) {
        try (PuzzleSource s = open(arg)) {
            return s.next();
        }
    }

    /**
     * The printed puzzle given as {@code option} (81 characters or a file) and its solution
     * (index 0 and 1); a UserError when it has none or several.
     */
    static Grid[] givensAndSolution(String arg, String option) {
        Grid g = first(arg).grid();
        BoardVerdict v = BoardVerdict.of(g);
        if (!v.solved()) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " puzzle: " + v.reason());
        }
        return new Grid[] {g, v.solution()};
    }
}
