package lens.solve.human.uniqueness;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Eliminations;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Unique rectangle type 3: the two roof cells (the corners holding more than the pair ab) share
 * a unit and hold two or more extra digits between them. One of them takes an extra digit (else
 * a deadly pattern), so together they act as one cell holding the extras, and with other cells
 * of the unit they can make a naked set; its digits leave the rest of the unit. Only valid for
 * puzzles known to have exactly one solution. Rated as Sudoku Explainer rates it
 * ({@code UniqueLoopType3NakedHint}: 4.5 plus 0.1 per digit of the set beyond one), smallest
 * set first over all rectangles; SE's sets go up to seven digits.
 * https://hodoku.sourceforge.net/en/tech_ur.php
 */
public final class UniqueRectangleType3 implements Technique {
    private static final int LARGEST_SET = 7;

    @Override
    public Optional<Step> find(CandidateBoard b) {
        List<Rectangles.Corners> roofs = new ArrayList<>();
        Rectangles.first(b, r -> {
            if (r.sharedUnits().length > 0 && Integer.bitCount(r.extras(b)) >= 2) {
                roofs.add(r);
            }
            return null;
        });
        for (int size = 2; size <= LARGEST_SET && !roofs.isEmpty(); size++) {
            for (Rectangles.Corners r : roofs) {
                int extras = r.extras(b);
                if (Integer.bitCount(extras) > size) {
                    continue;
                }
                int shared = extras & b.candidates(r.roof()[0]) & b.candidates(r.roof()[1]);
                for (int u : r.sharedUnits()) {
                    if (size * 2 > NakedSetWithVirtualCell.empties(b, u)) {
                        continue; // Sudoku Explainer's bound: the unit's other cells are fewer than the set
                    }
                    NakedSetWithVirtualCell.Found f = NakedSetWithVirtualCell.find(b, u, r.roof(), extras, shared, size);
                    if (f != null) {
                        return Optional.of(step(b, r, extras, u, f));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Step step(CandidateBoard b, Rectangles.Corners r, int extras, int unit, NakedSetWithVirtualCell.Found f) {
        Eliminations el = new Eliminations(b);
        for (int c : Units.cellsOf(unit)) {
            if (!NakedSetWithVirtualCell.contains(r.roof(), c) && !NakedSetWithVirtualCell.contains(f.others(), c)) {
                el.addMask(c, f.digits());
            }
        }
        return Step.eliminate(TechniqueType.UNIQUE_RECTANGLE_3, el.list(),
                new Evidence.RectangleSubset(r.cells(), r.digits(), r.roof(), extras, unit, f.others(), f.digits()));
    }

    @Override
    public double minDifficulty() {
        return TechniqueType.UNIQUE_RECTANGLE_3.difficulty();
    }
}
