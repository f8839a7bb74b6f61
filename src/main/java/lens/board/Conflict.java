package lens.board;

import java.util.List;
import java.util.stream.Collectors;

/** Two or more cells of one unit holding the same digit: a broken rule. */
public record Conflict(int unit, int digit, List<Integer> cells) {
    public Conflict {
        cells = List.copyOf(cells);
    }

    /** e.g. {@code two 7s in row 3 (r3c2, r3c8)}. */
    public String describe() {
        String count = cells.size() == 2 ? "two" : String.valueOf(cells.size());
        return count + " " + digit + "s in " + Units.unitName(unit) + " ("
                + cells.stream().map(Units::cellName).collect(Collectors.joining(", ")) + ")";
    }
}
