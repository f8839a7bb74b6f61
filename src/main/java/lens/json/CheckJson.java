package lens.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import lens.board.Units;
import lens.verify.CheckedGrid;
import lens.verify.CheckedPageGrid;
import lens.verify.GridVerdict;

/**
 * The JSON form of a checked hand-filled grid: what {@code verify --json} prints and what the web
 * page's verify answers, so both speak the same fields. {@code verdict} is the verdict's name
 * ({@code correct}, {@code no_mistakes_so_far}, {@code check_cells}, {@code mistakes}, ...),
 * {@code headline} and {@code reasons} its lines as {@code verify} prints them,
 * {@code wrong_cells} the digits that are wrong (or in a rule conflict), {@code check_cells} the
 * ones to check by eye, {@code marked_cells} both together (circled in red and amber on the picture),
 * {@code left_cells} the empty cells a "no mistakes so far" names (3 or fewer, circled in blue:
 * on a finished grid, digits the photo did not show), {@code unseen_cells} the cells to go that the
 * photo's edge cuts (they may hold digits).
 */
public final class CheckJson {
    private CheckJson() {
    }

    public static JsonObject of(CheckedGrid c) {
        GridVerdict v = c.verdict();
        JsonObject o = new JsonObject();
        o.addProperty("read", c.board().toLine());
        if (c.givens() != null) {
            o.addProperty("givens", c.givens().toLine());
        }
        o.addProperty("verdict", name(v));
        o.addProperty("correct", v instanceof GridVerdict.Correct);
        o.addProperty("no_mistakes", v instanceof GridVerdict.Correct || v instanceof GridVerdict.NoMistakesSoFar);
        o.addProperty("checked_against", c.solution() != null ? "solution" : "rules");
        List<String> lines = v.lines();
        o.addProperty("headline", lines.get(0));
        JsonArray reasons = new JsonArray();
        lines.subList(1, lines.size()).forEach(l -> reasons.add(l.strip()));
        o.add("reasons", reasons);
        // each cell once, in the grid's order, as the picture circles them
        o.add("wrong_cells", names(c.wrong()));
        o.add("check_cells", names(c.toCheck()));
        // revised readings: circled in amber as the cells to check are
        o.add("revised_cells", names(c.revisedCells()));
        o.add("marked_cells", names(c.marked()));
        o.add("left_cells", names(c.left()));
        o.add("unseen_cells", names(c.unseen()));
        JsonArray revised = new JsonArray();
        c.revised().forEach(r -> revised.add(r.toString()));
        o.add("revised", revised);
        return o;
    }

    /**
     * The checks of a page's grids ({@link CheckedPageGrid#onPage}, the one of most concern first)
     * as {@code verify --json} and {@code /api/verify} give them: the first grid's object
     * ({@code each} makes one), and, when there are more, {@code others}, each with {@code where}
     * it lies from the first.
     */
    public static JsonObject page(List<CheckedPageGrid> grids, Function<CheckedPageGrid, JsonObject> each) {
        CheckedPageGrid first = grids.get(0);
        JsonObject o = each.apply(first);
        if (grids.size() > 1) {
            JsonArray more = new JsonArray();
            for (CheckedPageGrid other : grids.subList(1, grids.size())) {
                JsonObject g = each.apply(other);
                g.addProperty("where", first.where(other));
                more.add(g);
            }
            o.add("others", more);
        }
        return o;
    }

    /** {@code NoMistakesSoFar} -> {@code no_mistakes_so_far}. */
    static String name(GridVerdict v) {
        return v.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    /** The names of the cells set in {@code cells} ("r1c3"), in order: how every answer names cells to circle. */
    public static JsonArray names(boolean[] cells) {
        JsonArray out = new JsonArray();
        for (int i = 0; i < cells.length; i++) {
            if (cells[i]) {
                out.add(Units.cellName(i));
            }
        }
        return out;
    }
}
