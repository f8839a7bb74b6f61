package lens.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.util.List;
import lens.board.Grid;
import lens.verify.Basis;
import lens.verify.CheckedGrid;
import lens.verify.GridVerdict;
import org.junit.jupiter.api.Test;

/**
 * The JSON of a checked grid: a finished grid with one digit the photo did not show names that
 * cell to look at; wrong cells and cells to check are each named once, in the grid's order.
 */
class CheckJsonTest {
    @Test
    void aWrongDigitInARuleConflictIsNamedOnceAndACellToCheckApart() {
        Grid board = Grid.parse(".".repeat(81));
        // r1c1 wrong beyond doubt and in a conflict with r1c5; r3c3 only unsure
        GridVerdict v = new GridVerdict.Mistakes(List.of(new lens.verify.CellIssue(0, 5, 3, 0.999, false)),
                List.of(new lens.verify.CellIssue(20, 7, 1, 0.6, false)),
                List.of(new lens.board.Conflict(0, 5, List.of(4, 0))), false);
        JsonObject o = CheckJson.of(new CheckedGrid(board, board, null, List.of(), v));
        assertEquals("[\"r1c1\",\"r1c5\"]", o.get("wrong_cells").toString());
        assertEquals("[\"r3c3\"]", o.get("check_cells").toString());
        assertEquals("[\"r1c1\",\"r1c5\",\"r3c3\"]", o.get("marked_cells").toString());
    }

    @Test
    void aGridWithOneCellLeftNamesItAsACellToLookAt() {
        Grid board = Grid.parse(".".repeat(81));
        CheckedGrid c = new CheckedGrid(board, board, null, List.of(), new GridVerdict.NoMistakesSoFar(53, 1, Basis.SOLUTION,
                List.of(60)));
        JsonObject o = CheckJson.of(c);
        assertEquals("no_mistakes_so_far", o.get("verdict").getAsString());
        assertEquals("no mistakes so far: 53 filled in, 1 to go (r7c7)", o.get("headline").getAsString());
        assertEquals("[\"r7c7\"]", o.get("left_cells").toString());
        assertEquals("[]", o.get("marked_cells").toString());
        // more than three left are not named: a grid being solved, not a finished one
        CheckedGrid many = new CheckedGrid(board, board, null, List.of(), new GridVerdict.NoMistakesSoFar(40, 14, Basis.SOLUTION,
                List.of(1, 2, 3, 4)));
        assertEquals("[]", CheckJson.of(many).get("left_cells").toString());
        assertEquals("[]", CheckJson.of(many).get("unseen_cells").toString());
    }

    @Test
    void cellsCutByThePhotosEdgeAreNamedUnseen() {
        Grid board = Grid.parse(".".repeat(81));
        CheckedGrid c = new CheckedGrid(board, board, null, List.of(), new GridVerdict.NoMistakesSoFar(52, 2, Basis.SOLUTION,
                List.of(8, 17), List.of(8, 17)));
        JsonObject o = CheckJson.of(c);
        assertEquals("[\"r1c9\",\"r2c9\"]", o.get("unseen_cells").toString());
        assertEquals("[\"not seen: r1c9, r2c9 (cut by the photo's edge: step back to check them)\"]", o.get("reasons").toString());
    }
}
