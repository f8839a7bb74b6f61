package lens.generate;

import java.util.Optional;
import lens.board.Grid;
import lens.solve.SearchBoard;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;
import lens.solve.human.StrategySolver;

/**
 * A cheap sign of a puzzle Sudoku Explainer rates high: how few of its candidates a trial one
 * assumption deep refutes. A trial assumes one candidate on the board left by singles, follows
 * naked and hidden singles, and refutes the candidate when that breaks the board. Puzzles SE
 * rates 7 to 8.5 have 50 to 110 candidates refuted so; the hardest published ones (SE 10 and
 * up) have almost none: singles in a trial go nowhere, and only chains that reason with more
 * than singles inside (SE's dynamic (+), nested) make progress. Fewer refutations is harder.
 *
 * <p>Not thread-safe (scratch boards): one per generator.
 */
final class TrialStall {
    private final SearchBoard board = new SearchBoard();
    private final SearchBoard probe = new SearchBoard();
    private final StrategySolver basic = StrategySolver.forUniquePuzzleUpTo(4.4);

    /**
     * How hard {@code puzzle} (unique) looks: twice the empty cells where the techniques up to
     * 4.4 (no uniqueness, no chains) stall, less the candidates a trial refutes there; 0 when
     * those techniques solve it.
     */
    int score(byte[] puzzle) {
        CandidateBoard b = CandidateBoard.of(Grid.of(puzzle));
        while (!b.isSolved()) {
            Optional<Step> s = basic.nextStep(b);
            if (s.isEmpty()) {
                return 2 * b.emptyCount() - refuted(b);
            }
            b.apply(s.get());
        }
        return 0;
    }

    /** Candidates of {@code b} that a trial with singles refutes. */
    private int refuted(CandidateBoard b) {
        byte[] digits = new byte[81];
        for (int c = 0; c < 81; c++) {
            digits[c] = (byte) b.digit(c);
        }
        board.load(digits);
        for (int c = 0; c < 81; c++) {
            for (int d = 1; d <= 9; d++) {
                if (b.digit(c) == 0 && !b.hasCandidate(c, d)) {
                    board.eliminate(c, d);
                }
            }
        }
        int refuted = 0;
        for (int c = 0; c < 81; c++) {
            if (board.value(c) != 0) {
                continue;
            }
            for (int m = board.mask(c); m != 0; m &= m - 1) {
                probe.copyFrom(board);
                if (!probe.assign(c, Integer.numberOfTrailingZeros(m) + 1) || !probe.hiddenSingles()) {
                    refuted++;
                }
            }
        }
        return refuted;
    }
}
