package lens.cli;

import lens.board.Puzzle;
import lens.io.PuzzleSource;

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
}
