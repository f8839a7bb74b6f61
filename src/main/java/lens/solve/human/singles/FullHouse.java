package lens.solve.human.singles;

import java.util.Optional;
import lens.board.Digits;
import lens.board.Units;
import lens.solve.human.CandidateBoard;
import lens.solve.human.Evidence;
import lens.solve.human.Step;
import lens.solve.human.Technique;
import lens.solve.human.TechniqueType;

/**
 * Full house: a unit with one empty cell left; that cell takes the one digit the unit lacks.
 * https://hodoku.sourceforge.net/en/tech_singles.php
 */
public final class FullHouse implements Technique {
    @Override
    public Optional<Step> find(CandidateBoard b) {
        for (int u = 0; u < Units.UNITS; u++) {
            int emptyCell = -1;
            int placed = 0;
            int empties = 0;
            for (int c : Units.cellsOf(u)) {
                if (b.isEmpty(c)) {
                    emptyCell = c;
                    empties++;
                } else {
                    placed |= Digits.bit(b.digit(c));
                }
            }
            int missing = Digits.ALL & ~placed;
            if (empties == 1 && Digits.isSingle(missing) && (b.candidates(emptyCell) & missing) != 0) {
                int d = Digits.first(missing);
                return Optional.of(Step.place(TechniqueType.FULL_HOUSE, emptyCell, d,
                        new Evidence.LastCell(u, d, emptyCell)));
            }
        }
        return Optional.empty();
    }
}
