package lens.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import lens.board.Conflict;
import lens.board.Puzzle;
import lens.board.Rules;
import lens.io.Limits;
import lens.io.PuzzleSource;
import lens.solve.BoardVerdict;

/**
 * The puzzles {@code bench} times, as 81-byte givens, read line by line. Every puzzle must be
 * valid: givens that already break a rule are refused before timing (a solver's "no solution"
 * for them would be counted as work done). At most {@link Limits#MAX_BENCH_PUZZLES}.
 */
final class BenchPuzzles {
    private BenchPuzzles() {
    }

    static byte[][] read(Path file) {
        List<byte[]> givens = new ArrayList<>();
        try (PuzzleSource puzzles = PuzzleSource.openFile(file)) {
            for (Puzzle p : puzzles.puzzles()) {
                List<Conflict> conflicts = Rules.conflicts(p.grid());
                if (!conflicts.isEmpty()) {
                    throw new UserError(ExitCodes.INVALID_INPUT, file + ": "
                            + Verdicts.ofPuzzle(p, new BoardVerdict.Conflicts(p.grid(), conflicts), true));
                }
                if (givens.size() == Limits.MAX_BENCH_PUZZLES) {
                    throw new UserError(ExitCodes.INPUT_LIMIT, String.format(Locale.ROOT,
                            "%s has more than %,d puzzles, the most bench holds; split the file", file,
                            Limits.MAX_BENCH_PUZZLES));
                }
                givens.add(p.grid().toBytes());
            }
        }
        return givens.toArray(new byte[0][]);
    }
}
