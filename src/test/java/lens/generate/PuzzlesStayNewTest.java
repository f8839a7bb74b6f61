package lens.generate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import lens.board.Grid;
import org.junit.jupiter.api.Test;

/** No puzzle of a batch is another one relabelled, permuted or transposed. */
class PuzzlesStayNewTest {
    private static final Grid HARD = Grid.parse(
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");

    @Test
    void theCheckSeesThroughEverySymmetry() {
        SplittableRandom rnd = new SplittableRandom(2);
        int[] digits = PermutationFill.permutation(9, rnd);
        int[] cells = new int[81];
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            int k = c % 9;
            // swap bands 0 and 2, rows 1 and 2 of each band, stacks 0 and 1; then transpose
            int r2 = (2 - r / 3) * 3 + new int[] {0, 2, 1}[r % 3];
            int k2 = (k / 3 == 0 ? 1 : k / 3 == 1 ? 0 : 2) * 3 + k % 3;
            cells[k2 * 9 + r2] = HARD.get(c) == 0 ? 0 : digits[HARD.get(c) - 1] + 1;
        }
        Grid moved = Grid.of(cells);
        assertTrue(Equivalence.invariant(HARD).equals(Equivalence.invariant(moved)));
        assertTrue(Equivalence.equivalent(HARD, moved));
        assertFalse(Equivalence.equivalent(HARD, HARD.with(80, 0).with(79, 3)));
    }

    @Test
    void aBandBatchHoldsNoCopy() throws InterruptedException {
        assertAllNew(batch("6.6-7.5", 30));
        assertAllNew(batch("9.0-", 3));
    }

    private static List<Grid> batch(String range, int n) throws InterruptedException {
        GeneratorSettings s = GeneratorSettings.DEFAULT.withRange(RatingRange.parse(range))
                .withTimeout(Duration.ofSeconds(120));
        List<Grid> out = new ArrayList<>();
        assertTrue(new BatchGenerator(s, 1).run(n, 77, p -> out.add(p.puzzle()), () -> { }).complete());
        return out;
    }

    private static void assertAllNew(List<Grid> puzzles) {
        for (int i = 0; i < puzzles.size(); i++) {
            for (int j = i + 1; j < puzzles.size(); j++) {
                Grid a = puzzles.get(i);
                Grid b = puzzles.get(j);
                boolean maybe = Equivalence.invariant(a).equals(Equivalence.invariant(b));
                assertFalse(maybe && Equivalence.equivalent(a, b), a.toLine() + " is a copy of " + b.toLine());
            }
        }
    }
}
