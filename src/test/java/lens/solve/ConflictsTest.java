package lens.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import lens.board.Grid;
import org.junit.jupiter.api.Test;

class ConflictsTest {
    @Test
    void nothingLearntWeighsNothing() {
        assertEquals(0, new Conflicts().weight(40, 0, 8));
    }

    @Test
    void aGuessThatFailedAtOnceWeighsOnItsCellAndItsDigit() {
        Conflicts conflicts = new Conflicts();
        conflicts.guessFailedAtOnce(40, 3);
        assertEquals(2, conflicts.weight(40, 3, 5));
        assertEquals(1, conflicts.weight(41, 3, 5), "another cell with that digit");
        assertEquals(1, conflicts.weight(40, 4, 5), "that cell with other digits");
    }

    @Test
    void aDigitOutOfPlacesWeighsOnEveryCellWithIt() {
        Conflicts conflicts = new Conflicts();
        conflicts.digitFailed(2);
        conflicts.digitFailed(2);
        assertEquals(2, conflicts.weight(0, 1, 2));
        assertEquals(2, conflicts.weight(80, 2, 7));
        assertEquals(0, conflicts.weight(80, 6, 7));
    }

    @Test
    void countsHalveEveryHalfLife() {
        Conflicts conflicts = new Conflicts();
        for (int i = 0; i < Conflicts.HALF_LIFE; i++) {
            conflicts.digitFailed(0);
        }
        assertEquals(Conflicts.HALF_LIFE / 2, conflicts.weight(10, 0, 1));
        conflicts.digitFailed(0);
        assertEquals(Conflicts.HALF_LIFE / 2 + 1, conflicts.weight(10, 0, 1));
    }

    @Test
    void clearForgetsEverything() {
        Conflicts conflicts = new Conflicts();
        conflicts.guessFailedAtOnce(7, 1);
        conflicts.digitFailed(4);
        conflicts.clear();
        assertEquals(0, conflicts.weight(7, 1, 4));
    }

    /**
     * A search long enough to halve the counts many times still counts every solution: a hardest
     * puzzle with its last given removed (3,820 solutions, about 4,200 guesses), counted by the
     * plain solver too.
     */
    @Test
    void aLongCountStaysExact() {
        String line = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5......";
        byte[] puzzle = Grid.parse(line).toBytes();
        int expected = new SimpleSolver().solve(puzzle, null, 1_000_000);
        assertEquals(3_820, expected);
        assertEquals(expected, new BitSolver().solve(puzzle, null, 1_000_000));
        assertEquals(20_000, ExhaustiveSolver.countSolutions(Grid.empty(), 20_000));
    }
}
