package lens.cli;

import lens.board.Grid;
import lens.board.Puzzle;
import lens.board.PuzzleFormatException;
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
        return open(arg, System.console() != null);
    }

    /**
     * As {@link #open(String)}; {@code keyboard}: standard input is a terminal, where reading it
     * would otherwise look like a hang, so a line on standard error says what is awaited first.
     */
    static PuzzleSource open(String arg, boolean keyboard) {
        if (keyboard && (arg == null || arg.equals("-"))) {
            ErrorHandler.warn("reading puzzles typed here, one a line; end with Ctrl-D (or give a puzzle or a file:"
                    + " see --help)");
        }
        return PuzzleSource.open(arg, System.in);
    }

    /**
     * The one puzzle of {@code arg}, for an option that names one ({@code --givens}): a file
     * holding a second puzzle is refused rather than read up to its first, since which of them
     * was meant cannot be told (a format error after the first is reported as such).
     */
    static Puzzle only(String arg, String option) {
        try (PuzzleSource s = open(arg)) {
            Puzzle p = s.next();
            if (s.hasNext()) {
                Puzzle second = s.next();
                throw new UserError(ExitCodes.INVALID_INPUT, option + " takes one puzzle, but it holds more"
                        + " (another on line " + second.line() + "); give the printed puzzle alone");
            }
            return p;
        } catch (PuzzleFormatException e) {
            // said with the option, as a photo's own problems are said with its name
            throw new UserError(ExitCodes.INVALID_INPUT, option + ": " + e.getMessage());
        }
    }

    /**
     * The printed puzzle given as {@code option} (81 characters or a file) and its solution
     * (index 0 and 1); a UserError when it has none or several.
     */
    static Grid[] givensAndSolution(String arg, String option) {
        Grid g = only(arg, option).grid();
        BoardVerdict v = BoardVerdict.of(g);
        if (!v.solved()) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " puzzle: " + v.reason());
        }
        return new Grid[] {g, v.solution()};
    }
}
