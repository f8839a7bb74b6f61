package lens.solve.human;

import java.util.List;
import lens.board.Grid;

/** The strategy solver's work on one puzzle: the steps in order and the grid they lead to. */
public record SolvePath(Grid puzzle, List<Step> steps, Grid result) {
    public SolvePath {
        steps = List.copyOf(steps);
    }

    public boolean solved() {
        return result.isComplete();
    }
}
