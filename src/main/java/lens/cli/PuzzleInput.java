package lens.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.board.Grid;
import lens.board.Puzzle;
import lens.board.PuzzleReader;
import lens.solve.BoardVerdict;

/**
 * Where commands get puzzles from: a puzzle typed as the argument, a file of puzzles, or
 * standard input ({@code -} or no argument).
 */
final class PuzzleInput {
    private PuzzleInput() {
    }

    /** The puzzles of {@code arg}; never empty. */
    static List<Puzzle> read(String arg) throws IOException {
        List<Puzzle> puzzles;
        if (arg == null || arg.equals("-")) {
            puzzles = PuzzleReader.read(new String(System.in.readAllBytes(), StandardCharsets.ISO_8859_1));
        } else if (Files.isRegularFile(Path.of(arg))) {
            puzzles = PuzzleReader.readFile(Path.of(arg));
        } else if (looksLikePath(arg)) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no such file: " + arg);
        } else {
            puzzles = PuzzleReader.read(arg);
        }
        if (puzzles.isEmpty()) {
            throw new UserError(ExitCodes.INVALID_INPUT, "no puzzle found in " + (arg == null ? "standard input" : arg));
        }
        return puzzles;
    }

    /**
     * The printed puzzle given as {@code option} (81 characters or a file) and its solution
     * (index 0 and 1); a UserError when it has none or several.
     */
    static Grid[] givensAndSolution(String arg, String option) throws IOException {
        Grid g = read(arg).get(0).grid();
        BoardVerdict v = BoardVerdict.of(g);
        if (!v.solved()) {
            throw new UserError(ExitCodes.INVALID_INPUT, option + " puzzle: " + v.reason());
        }
        return new Grid[] {g, v.solution()};
    }

    /** Text with a path separator or a file extension and no puzzle-like run of cells. */
    private static boolean looksLikePath(String arg) {
        return arg.length() < 81 && (arg.contains("/") || arg.matches(".*\\.[A-Za-z]{2,5}"));
    }
}
