package lens.solve.human;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.SharedData;
import lens.board.Grid;
import lens.board.Puzzle;
import lens.generate.GeneratorSettings;
import lens.generate.Generation;
import lens.generate.PuzzleGenerator;
import lens.generate.RatingRange;
import lens.io.PuzzleSource;

/**
 * Boards on which the singles are stuck, taken from real solving paths, for tests that check a
 * faster search against a reference one: every board where the rater (techniques up to 7.5, as
 * the generator's band rater walks) had to look past naked and hidden singles.
 */
public final class StuckBoards {
    private static final StrategySolver UP_TO = StrategySolver.forUniquePuzzleUpTo(7.5);
    private static final int SINGLES = 4;

    private StuckBoards() {
    }

    /** The stuck boards of every {@code every}-th puzzle of a shared set (e.g. {@code top1465.txt}). */
    public static List<CandidateBoard> ofShared(String name, int every) throws IOException {
        List<Puzzle> all = PuzzleSource.readAll(SharedData.puzzles(name));
        List<CandidateBoard> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            walk(all.get(i).grid(), out);
        }
        return out;
    }

    /** The stuck boards of {@code count} generated puzzles rated in {@code range} (seeds 1..count). */
    public static List<CandidateBoard> ofGenerated(String range, int count) {
        PuzzleGenerator g = new PuzzleGenerator(GeneratorSettings.DEFAULT.withRange(RatingRange.parse(range)));
        List<CandidateBoard> out = new ArrayList<>();
        for (long seed = 1; seed <= count; seed++) {
            if (g.generate(seed) instanceof Generation.Found f) {
                walk(f.puzzle().puzzle(), out);
            }
        }
        return out;
    }

    private static void walk(Grid puzzle, List<CandidateBoard> out) {
        List<Technique> singles = SolvingOrder.forUniquePuzzle().subList(0, SINGLES);
        CandidateBoard b = CandidateBoard.of(puzzle);
        while (!b.isSolved()) {
            CandidateBoard here = b;
            if (singles.stream().allMatch(t -> t.find(here).isEmpty())) {
                out.add(b.copy());
            }
            Optional<Step> s = UP_TO.nextStep(b);
            if (s.isEmpty()) {
                return;
            }
            b.apply(s.get());
        }
    }

    /** The two searches found the same step (technique, changes, difficulty, evidence as text), or both none. */
    public static void assertSameStep(Optional<Step> expected, Optional<Step> actual, CandidateBoard board) {
        assertEquals(expected.isPresent(), actual.isPresent(), () -> "found or not differs on\n" + board);
        if (expected.isEmpty()) {
            return;
        }
        Step e = expected.get();
        Step a = actual.get();
        assertEquals(e.technique(), a.technique(), () -> "technique differs on\n" + board);
        assertEquals(e.placements(), a.placements(), () -> "placements differ on\n" + board);
        assertEquals(e.eliminations(), a.eliminations(), () -> "eliminations differ on\n" + board);
        assertEquals(e.difficulty(), a.difficulty(), () -> "difficulty differs on\n" + board);
        assertEquals(e.sentence(), a.sentence(), () -> "evidence differs on\n" + board);
        assertEquals(e.cells(), a.cells(), () -> "cells differ on\n" + board);
    }
}
