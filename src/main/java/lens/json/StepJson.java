package lens.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Map;
import lens.board.Units;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.Step;

/**
 * The JSON form of strategy steps, solve paths and ratings: what {@code solve --json} prints and
 * what the web server answers, so both speak the same fields.
 */
public final class StepJson {
    private StepJson() {
    }

    public static JsonObject step(Step s) {
        JsonObject o = new JsonObject();
        o.addProperty("technique", s.technique().label());
        o.addProperty("id", s.technique().name());
        o.addProperty("difficulty", s.difficulty());
        o.addProperty("sentence", s.sentence());
        JsonArray placements = new JsonArray();
        for (Step.Placement p : s.placements()) {
            placements.add(candidate(p.cell(), p.digit()));
        }
        o.add("placements", placements);
        JsonArray eliminations = new JsonArray();
        for (Step.Elimination e : s.eliminations()) {
            eliminations.add(candidate(e.cell(), e.digit()));
        }
        o.add("eliminations", eliminations);
        JsonArray cells = new JsonArray();
        s.cells().forEach(c -> cells.add(Units.cellName(c)));
        o.add("cells", cells);
        return o;
    }

    public static JsonObject path(SolvePath path, Rating rating) {
        JsonObject o = new JsonObject();
        o.addProperty("puzzle", path.puzzle().toLine());
        JsonArray steps = new JsonArray();
        path.steps().forEach(s -> steps.add(step(s)));
        o.add("steps", steps);
        o.addProperty("solution", path.result().toLine());
        o.add("rating", rating(rating));
        return o;
    }

    public static JsonObject rating(Rating r) {
        JsonObject o = new JsonObject();
        o.addProperty("score", r.score());
        o.addProperty("level", r.level().label());
        o.addProperty("solvedByLogic", r.solvedByLogic());
        JsonObject counts = new JsonObject();
        for (Map.Entry<String, Integer> e : r.techniqueCounts().entrySet()) {
            counts.addProperty(e.getKey(), e.getValue());
        }
        o.add("techniqueCounts", counts);
        return o;
    }

    private static JsonObject candidate(int cell, int digit) {
        JsonObject o = new JsonObject();
        o.addProperty("cell", Units.cellName(cell));
        o.addProperty("digit", digit);
        return o;
    }
}
