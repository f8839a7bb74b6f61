package lens.overlay;

import lens.solve.human.CandidateBoard;
import lens.solve.human.Step;

/**
 * One step to show, numbered from 1 in the order it is taken, with the board it was found on
 * (the candidates it names and removes are those of that board).
 */
public record Hint(int number, Step step, CandidateBoard before) {
    public Hint {
        before = before.copy();
    }

    @Override
    public CandidateBoard before() {
        return before.copy();
    }

    /** {@code 1. Hidden single: 7 in box 3 only fits r2c8}. */
    public String line() {
        return number + ". " + step.sentence();
    }
}
