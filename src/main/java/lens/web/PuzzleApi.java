package lens.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import lens.board.Grid;
import lens.board.Puzzle;
import lens.board.PuzzleFormatException;
import lens.board.PuzzleReader;
import lens.generate.GeneratedPuzzle;
import lens.generate.Generation;
import lens.generate.GeneratorSettings;
import lens.generate.PuzzleGenerator;
import lens.json.StepJson;
import lens.overlay.Hint;
import lens.pipeline.Hints;
import lens.solve.BoardVerdict;
import lens.solve.human.Level;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.StrategySolver;

/**
 * The puzzle-text endpoints. {@code POST /api/puzzle} with {@code {"puzzle": text, "action":
 * "solve"|"hint"|"explain"|"rate"}} (text in any form the command line reads); {@code GET
 * /api/generate?difficulty=easy|medium|hard|expert|extreme}. The answers carry the same fields as
 * {@code solve --json}; a puzzle without exactly one solution is a 422 saying which it is. Puzzle
 * text is an upload, counted with the photos arriving from its address; generations are counted
 * per address on their own ({@link AddressShare}).
 */
final class PuzzleApi {
    /** A pasted puzzle is a few hundred bytes; 64 KB leaves room for comments and spacing. */
    static final int MAX_TEXT_BYTES = 64 * 1024;
    /** A generation that finds no puzzle of the level in this time gives up (extreme ones are rare). */
    static final int GENERATE_SECONDS = 20;

    private static final StrategySolver STRATEGY = StrategySolver.forUniquePuzzle();

    private final ServerOptions options;
    private final WorkGate gate;
    private final AddressShare uploads;
    private final AddressShare generations;

    /** {@code uploads}: the uploads arriving per address, shared with {@link PhotoApi}. */
    PuzzleApi(ServerOptions options, WorkGate gate, AddressShare uploads) {
        this.options = options;
        this.gate = gate;
        this.uploads = uploads;
        int share = options.generationsPerAddress();
        this.generations = new AddressShare(share, "this address is already waiting for "
                + (share == 1 ? "a new puzzle: wait for it" : share + " new puzzles: wait for them") + ", then ask again");
    }

    /** 413 for puzzle text over {@link #MAX_TEXT_BYTES}, declared or sent. */
    private static ApiError tooLong() {
        return new ApiError(ApiError.TOO_LARGE, "the puzzle text is longer than 64 KB: paste one puzzle");
    }

    void puzzle(Context ctx) {
        if (ctx.req().getContentLengthLong() > MAX_TEXT_BYTES) {
            // said up front, before waiting for a body that large (it was a 408 after the idle limit)
            throw tooLong();
        }
        byte[] body = uploads.run(ctx, () -> UploadClock.read(ctx, options, in -> in.readNBytes(MAX_TEXT_BYTES + 1)));
        if (body.length > MAX_TEXT_BYTES) {
            throw tooLong();
        }
        JsonObject request = parse(new String(body, StandardCharsets.UTF_8));
        String action = string(request, "action", "solve");
        Grid puzzle = puzzle(string(request, "puzzle", ""));
        JsonObject answer = switch (action) {
            case "solve" -> gate.run(() -> solve(puzzle));
            case "hint" -> gate.run(() -> hint(puzzle));
            case "explain", "rate" -> gate.run(() -> explain(puzzle, action.equals("rate")));
            default -> throw new ApiError(ApiError.BAD_REQUEST,
                    "unknown action '" + action + "' (use solve, hint, explain or rate)");
        };
        JsonReply.ok(ctx, answer);
    }

    void generate(Context ctx) {
        String name = Optional.ofNullable(ctx.queryParam("difficulty")).orElse("easy").toLowerCase(Locale.ROOT);
        Level level = null;
        for (Level l : Level.values()) {
            if (l.label().equals(name)) {
                level = l;
            }
        }
        if (level == null) {
            throw new ApiError(ApiError.BAD_REQUEST,
                    "unknown difficulty '" + name + "' (use easy, medium, hard, expert or extreme)");
        }
        GeneratorSettings settings = GeneratorSettings.DEFAULT.withLevel(level).withRate(true);
        Level wanted = level;
        JsonObject answer = generations.run(ctx, () -> gate.run(() -> {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(GENERATE_SECONDS);
            Generation g = new PuzzleGenerator(settings).generate(new SplittableRandom().nextLong(), deadline);
            if (!(g instanceof Generation.Found found)) {
                throw new ApiError(ApiError.BUSY, "no " + wanted.label() + " puzzle was found within "
                        + GENERATE_SECONDS + " s; try again");
            }
            GeneratedPuzzle p = found.puzzle();
            JsonObject o = new JsonObject();
            o.addProperty("puzzle", p.puzzle().toLine());
            o.addProperty("solution", p.solution().toLine());
            o.addProperty("clues", p.clues());
            if (p.rating() != null) {
                o.add("rating", StepJson.rating(p.rating()));
            }
            return o;
        }));
        JsonReply.ok(ctx, answer);
    }

    private static JsonObject solve(Grid puzzle) {
        Grid solution = uniqueSolution(puzzle);
        JsonObject o = new JsonObject();
        o.addProperty("puzzle", puzzle.toLine());
        o.addProperty("solution", solution.toLine());
        return o;
    }

    private static JsonObject hint(Grid puzzle) {
        uniqueSolution(puzzle);
        List<Hint> next = Hints.next(puzzle, 1);
        JsonObject o = new JsonObject();
        o.addProperty("puzzle", puzzle.toLine());
        if (!next.isEmpty()) {
            o.add("hint", StepJson.step(next.get(0).step()));
        } else {
            o.addProperty("message", "the puzzle is already solved");
        }
        return o;
    }

    private static JsonObject explain(Grid puzzle, boolean ratingOnly) {
        uniqueSolution(puzzle);
        SolvePath path = STRATEGY.solve(puzzle);
        Rating rating = Rating.of(path);
        if (!ratingOnly) {
            return StepJson.path(path, rating);
        }
        JsonObject o = new JsonObject();
        o.addProperty("puzzle", puzzle.toLine());
        o.add("rating", StepJson.rating(rating));
        return o;
    }

    /** @throws ApiError 422 for a puzzle without exactly one solution, saying which it has */
    private static Grid uniqueSolution(Grid puzzle) {
        BoardVerdict v = BoardVerdict.of(puzzle);
        if (v.solved()) {
            return v.solution();
        }
        String sentence = v instanceof BoardVerdict.Conflicts ? "the puzzle breaks a rule: " + v.reason()
                : v instanceof BoardVerdict.Several ? "the puzzle has several solutions: a proper Sudoku has exactly one"
                : "the puzzle has " + v.reason();
        throw new ApiError(ApiError.UNPROCESSABLE, sentence, puzzle.toLine());
    }

    /** The one puzzle in {@code text}; 400 naming the line and column when it cannot be read. */
    private static Grid puzzle(String text) {
        List<Puzzle> puzzles;
        try {
            puzzles = PuzzleReader.read(text);
        } catch (PuzzleFormatException e) {
            throw new ApiError(ApiError.BAD_REQUEST, "that is not a puzzle: " + e.getMessage());
        }
        if (puzzles.isEmpty()) {
            throw new ApiError(ApiError.BAD_REQUEST,
                    "no puzzle given: paste 81 digits (0 or . for blanks) or nine rows of nine");
        }
        if (puzzles.size() > 1) {
            throw new ApiError(ApiError.BAD_REQUEST, "the text holds " + puzzles.size() + " puzzles: paste one");
        }
        return puzzles.get(0).grid();
    }

    private static JsonObject parse(String text) {
        try {
            JsonElement e = JsonParser.parseString(text);
            if (e.isJsonObject()) {
                return e.getAsJsonObject();
            }
        } catch (JsonParseException e) {
            // answered below
        }
        throw new ApiError(ApiError.BAD_REQUEST, "send JSON like {\"puzzle\": \"...\", \"action\": \"solve\"}");
    }

    /** The text of {@code key}, {@code fallback} when absent; 400 for a list or an object (never taken for absent). */
    private static String string(JsonObject o, String key, String fallback) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            return fallback;
        }
        if (!e.isJsonPrimitive()) {
            throw new ApiError(ApiError.BAD_REQUEST, "\"" + key + "\" must be text, not " + (e.isJsonArray() ? "a list"
                    : "an object") + ": send JSON like {\"puzzle\": \"...\", \"action\": \"solve\"}");
        }
        return e.getAsString().strip();
    }
}
