package lens.generate;

import lens.board.Grid;
import lens.solve.human.Rating;

/**
 * A generated puzzle with its (unique) solution, its rating (null when none was asked for) and
 * how many candidate puzzles were made before this one fitted.
 */
public record GeneratedPuzzle(Grid puzzle, Grid solution, Rating rating, int attempts) {
    public int clues() {
        return puzzle.filledCount();
    }
}
