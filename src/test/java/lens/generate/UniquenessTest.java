package lens.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import lens.solve.BitSolver;
import org.junit.jupiter.api.Test;

/**
 * {@link Uniqueness} with a grid's unavoidable sets answers as the plain solver does: on the
 * removal passes of several grids (the generator's own sequence of questions, where the sets pay)
 * and on puzzles of other grids than the one it was told (where they must not speak).
 */
class UniquenessTest {
    private final BitSolver plain = new BitSolver();

    private boolean plainUnique(byte[] puzzle) {
        return plain.solve(puzzle, null, 2) == 1;
    }

    @Test
    void sameAnswersAsTheSolverOnRemovalPasses() {
        SplittableRandom rnd = new SplittableRandom(5);
        UniformFill fill = new UniformFill();
        ClueRemoval removal = new ClueRemoval();
        Uniqueness uniqueness = new Uniqueness();
        int asked = 0;
        int notUnique = 0;
        for (int g = 0; g < 30; g++) {
            byte[] full = fill.fill(rnd).toBytes();
            uniqueness.useGrid(full);
            for (int k = 0; k < 10; k++) {
                List<Boolean> answers = new ArrayList<>();
                removal.startSparse(full, Symmetry.ROTATIONAL, rnd, p -> {
                    boolean fast = uniqueness.isUnique(p);
                    assertEquals(plainUnique(p), fast, () -> "differs on " + new String(toText(p)));
                    answers.add(fast);
                    return fast;
                }, new ArrayList<>());
                asked += answers.size();
                notUnique += (int) answers.stream().filter(a -> !a).count();
            }
        }
        assertTrue(asked > 5000 && notUnique > 2000, asked + " asked, " + notUnique + " not unique");
    }

    @Test
    void setsOfAnotherGridDoNotSpeak() {
        SplittableRandom rnd = new SplittableRandom(6);
        UniformFill fill = new UniformFill();
        ClueRemoval removal = new ClueRemoval();
        Uniqueness uniqueness = new Uniqueness();
        byte[] told = fill.fill(rnd).toBytes();
        uniqueness.useGrid(told);
        removal.startSparse(told, Symmetry.NONE, rnd, uniqueness::isUnique, new ArrayList<>());
        byte[] other = fill.fill(rnd).toBytes();
        byte[] puzzle = removal.startSparse(other, Symmetry.NONE, rnd, plain -> plainUnique(plain), new ArrayList<>());
        assertTrue(uniqueness.isUnique(puzzle));
        puzzle[java.util.stream.IntStream.range(0, 81).filter(c -> puzzle[c] != 0).findFirst().getAsInt()] = 0;
        assertFalse(uniqueness.isUnique(puzzle), "a minimal puzzle less a clue");
    }

    private static char[] toText(byte[] p) {
        char[] t = new char[81];
        for (int c = 0; c < 81; c++) {
            t[c] = p[c] == 0 ? '.' : (char) ('0' + p[c]);
        }
        return t;
    }
}
