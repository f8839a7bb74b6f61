package lens.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import lens.board.Grid;
import lens.board.GridFormat;
import lens.json.StepJson;
import lens.overlay.Hint;
import lens.pipeline.Hints;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.Step;
import lens.solve.human.StrategySolver;

/** What {@code solve --explain} and {@code --hint} print: the strategy solver's steps as text or JSON. */
final class Explanations {
    private Explanations() {
    }

    /** The next {@code count} steps a player could take, numbered when there are several, as sentences or JSON. */
    static void printHint(PrintStream o, StrategySolver strategy, Grid puzzle, int count, boolean json, boolean many) {
        if (count == 1) {
            printHint(o, strategy, puzzle, json, many);
            return;
        }
        List<Hint> next = Hints.next(puzzle, count);
        if (json) {
            JsonObject j = new JsonObject();
            j.addProperty("puzzle", puzzle.toLine());
            JsonArray steps = new JsonArray();
            next.forEach(h -> steps.add(StepJson.step(h.step())));
            j.add("hints", steps);
            o.println(gson(many).toJson(j));
        } else if (next.isEmpty()) {
            o.println("the puzzle is already solved");
        } else {
            next.forEach(h -> o.println(h.line()));
        }
    }

    /** The next step a player could take, as a sentence or JSON. */
    static void printHint(PrintStream o, StrategySolver strategy, Grid puzzle, boolean json, boolean many) {
        Optional<Step> next = strategy.nextStep(puzzle);
        if (json) {
            JsonObject j = new JsonObject();
            j.addProperty("puzzle", puzzle.toLine());
            next.ifPresent(s -> j.add("hint", StepJson.step(s)));
            o.println(gson(many).toJson(j));
        } else {
            o.println(next.map(Step::sentence).orElse("the puzzle is already solved"));
        }
    }

    /** Every step, numbered, then the solution and the rating; or all of it as JSON. */
    static void printExplanation(PrintStream o, StrategySolver strategy, GridFormat out, Grid puzzle, boolean json,
                                 boolean many) {
        SolvePath path = strategy.solve(puzzle);
        Rating rating = Rating.of(path);
        if (json) {
            o.println(gson(many).toJson(StepJson.path(path, rating)));
            return;
        }
        int n = 1;
        boolean trialNoted = false;
        for (Step s : path.steps()) {
            o.println(n++ + ". " + s.sentence());
            if (s.technique().isTrial() && !trialNoted) {
                // the order is the solver's: the easiest technique that applies, every time
                o.println("   (no logical technique, up to nested forcing chains, applies here;"
                        + " the steps after a trial build on its result)");
                trialNoted = true;
            }
        }
        OutputFormats.print(o, out, path.result());
        o.println(String.format(Locale.ROOT, "rating: %.1f %s%s", rating.score(), rating.level().label(),
                rating.solvedByLogic() ? "" : " (trial needed)"));
    }

    /**
     * The solutions of a puzzle that has several (the first two), in the grid format asked, or
     * with {@code json} as one object {@code {"puzzle", "solutions": [...]}}, so that a stream
     * of JSON answers stays JSON.
     */
    static void printSolutions(PrintStream o, GridFormat out, Grid puzzle, List<Grid> solutions, boolean json,
                               boolean many) {
        if (json) {
            JsonObject j = new JsonObject();
            j.addProperty("puzzle", puzzle.toLine());
            JsonArray all = new JsonArray();
            solutions.forEach(s -> all.add(s.toLine()));
            j.add("solutions", all);
            o.println(gson(many).toJson(j));
            return;
        }
        for (Grid s : solutions) {
            OutputFormats.print(o, out, s);
        }
    }

    /** Pretty JSON for one puzzle, one compact line per puzzle for many. */
    private static Gson gson(boolean compact) {
        return compact ? new Gson() : new GsonBuilder().setPrettyPrinting().create();
    }
}
