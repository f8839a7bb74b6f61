package lens.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;
import lens.board.Grid;
import lens.board.Units;
import lens.hint.HintPosition;
import lens.hint.PhotoAnswer;
import lens.board.PuzzleFormatException;
import lens.board.PuzzleReader;
import lens.json.CheckJson;
import lens.json.StepJson;
import lens.ocr.correct.BoardCorrector;
import lens.ocr.DigitRecognizer;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSolution;
import lens.pipeline.PhotoSolver;
import lens.pipeline.UnsolvedBoard;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.StrategySolver;
import lens.verify.CheckParams;
import lens.verify.CheckedGrid;
import lens.verify.CheckedPageGrid;
import lens.verify.GridCheck;
import lens.verify.GridVerdict;
import lens.vision.DebugSink;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;

/**
 * The photo endpoints. {@code POST /api/photo} (the body is the image): the board read, its
 * solution, the human-style steps and rating, and where the grid and its lines lie in the photo.
 * {@code POST /api/verify[?givens=PUZZLE]}: a hand-filled grid checked by the verify stage
 * ({@link GridCheck}, as {@code verify PHOTO} does): the verdict, the cells to circle and why. The
 * page already holds the photo and draws the answer on it in perspective from the corners and
 * lines, as it does over the camera's video; sending the photo back drawn would cost the server
 * more than reading it (JPEG encoding) and the phone a second download. The image is limited in
 * bytes and pixels before it is decoded; the work runs under the {@link WorkGate}.
 */
final class PhotoApi {
    private static final StrategySolver STRATEGY = StrategySolver.forUniquePuzzle();

    private final ServerOptions options;
    private final WorkGate gate;
    private final AddressShare uploads;

    /** {@code uploads}: the uploads arriving per address, shared with {@link PuzzleApi}. */
    PhotoApi(ServerOptions options, WorkGate gate, AddressShare uploads) {
        this.options = options;
        this.gate = gate;
        this.uploads = uploads;
    }

    void solve(Context ctx) {
        try (WorkGate.Admission place = gate.admit()) {
            byte[] body = body(ctx);
            JsonReply.ok(ctx, place.withReader(reader -> solve(body, reader)));
        }
    }

    void verify(Context ctx) {
        Grid givens = givens(ctx.queryParam("givens"));
        try (WorkGate.Admission place = gate.admit()) {
            byte[] body = body(ctx);
            JsonReply.ok(ctx, place.withReader(reader -> verify(body, reader, givens)));
        }
    }

    private JsonObject solve(byte[] body, DigitRecognizer reader) {
        Mat photo = UploadedImage.decode(body, options.maxSide(), "photo");
        try {
            PhotoSolver solver = PhotoSolver.withDefaults(reader);
            PhotoSolution s = solver.solve(photo, DebugSink.NONE);
            if (s instanceof PhotoSolution.NoGrid ng) {
                throw noGrid(ng.reason());
            }
            // A grid being solved whose written digits break the rules is answered from its print, as solve PHOTO does.
            PhotoAnswer answer = PhotoAnswer.of(s, null);
            if (answer != null) {
                // a book's page may hold more puzzles, each answered the same way ({@code others})
                List<PhotoAnswer> others = PhotoAnswer.others(photo, answer.read().read().corners(), solver);
                JsonObject o = solved(answer, photo);
                if (!others.isEmpty()) {
                    JsonArray more = new JsonArray();
                    others.forEach(other -> more.add(solved(other, photo)));
                    o.add("others", more);
                    markFilledIn(answer, others, o);
                }
                return o;
            }
            if (s instanceof PhotoSolution.Unusable u) {
                throw new ApiError(ApiError.UNPROCESSABLE, u.problem().advice(), u.verdict().board().toLine());
            }
            PhotoSolution.Judged j = (PhotoSolution.Judged) s;
            throw new ApiError(ApiError.UNPROCESSABLE, UnsolvedBoard.sentence(j, null), j.board().toLine());
        } finally {
            photo.release();
        }
    }

    private JsonObject verify(byte[] body, DigitRecognizer reader, Grid givens) {
        Mat photo = UploadedImage.decode(body, options.maxSide(), "photo");
        try {
            PhotoReading r = PhotoReader.withDefaults(reader).read(photo, DebugSink.NONE);
            if (r instanceof PhotoReading.NoGrid ng) {
                throw noGrid(ng.reason());
            }
            PhotoReading.Read read = (PhotoReading.Read) r;
            GridCheck check = new GridCheck(CheckParams.defaults());
            CheckedGrid checked = check.check(read, givens);
            GridVerdict v = checked.verdict();
            if (!CheckedPageGrid.checkable(v)) {
                throw new ApiError(ApiError.UNPROCESSABLE, v.lines().get(0), checked.board().toLine());
            }
            // a book's page may hold more puzzles, each checked the same way ({@code others}), the
            // one of most concern first
            CheckedPageGrid found = new CheckedPageGrid(read, checked);
            List<CheckedPageGrid> grids = CheckedPageGrid.onPage(photo, found, givens, PhotoReader.withDefaults(reader), check);
            return CheckJson.page(grids, g -> checked(g.read(), g.checked(), photo));
        } finally {
            photo.release();
        }
    }

    /**
     * The upload, read only once it has a place in line (so a flood never holds more than the line
     * in memory), against the clock (so a stalled upload does not hold the place for long), and
     * counted by address (so one client's stalled uploads cannot hold the whole line).
     */
    private byte[] body(Context ctx) {
        String type = ctx.contentType();
        if (type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/")) {
            // a form upload (curl -F) wraps the photo in parts: refused at once, saying what is read
            throw new ApiError(ApiError.UNSUPPORTED, "a form upload is not read: send the photo itself as the request"
                    + " body (curl --data-binary @photo.jpg " + ctx.path() + ")");
        }
        return uploads.run(ctx, () -> UploadClock.read(ctx, options,
                in -> UploadedImage.readBody(in, ctx.req().getContentLengthLong(), options.maxBytes())));
    }

    /**
     * 422 with the reader's own sentence, as the command line says it: it already names the cause
     * ("no grid found", the photo too small or blurred) and what to do.
     */
    private static ApiError noGrid(String reason) {
        return new ApiError(ApiError.UNPROCESSABLE, reason);
    }

    /**
     * The answer: the board read, the cells that keep their digit ({@code placed}: the board
     * without the written digits that differ from the solution, which {@code mistakes} lists and
     * {@code mistake_cells} names), the solution, the reading's revisions ({@code corrections},
     * their cells {@code corrected_cells}: circled in amber on the page, to check by eye), and the
     * steps from {@code placed}.
     */
    private static JsonObject solved(PhotoAnswer answer, Mat photo) {
        PhotoSolution.Judged j = answer.read();
        HintPosition position = answer.position();
        Grid solution = answer.solution();
        JsonObject o = new JsonObject();
        o.addProperty("read", j.board().toLine());
        o.addProperty("placed", position.board().toLine());
        JsonArray mistakes = new JsonArray();
        JsonArray cells = new JsonArray();
        for (HintPosition.Mistake m : position.mistakes()) {
            mistakes.add(m.describe());
            cells.add(Units.cellName(m.cell()));
        }
        o.add("mistakes", mistakes);
        o.add("mistake_cells", cells);
        o.addProperty("solution", solution.toLine());
        o.add("corrections", changes(j.corrections()));
        JsonArray corrected = new JsonArray();
        j.corrections().forEach(c -> corrected.add(Units.cellName(c.cell())));
        o.add("corrected_cells", corrected);
        where(o, j.read().geometry(), photo);
        SolvePath path = STRATEGY.solve(position.board());
        JsonObject explained = StepJson.path(path, Rating.of(path));
        o.add("steps", explained.get("steps"));
        o.add("rating", explained.get("rating"));
        return o;
    }

    /**
     * On a page of several puzzles, {@code "filling_in": true} on the grid the person is filling in
     * ({@link CheckedPageGrid#beingFilledIn}): the page's next hint is that grid's, as
     * {@code solve PHOTO --hint} gives it, not the largest's.
     */
    private static void markFilledIn(PhotoAnswer first, List<PhotoAnswer> others, JsonObject o) {
        GridCheck check = new GridCheck(CheckParams.defaults());
        List<PhotoAnswer> all = new java.util.ArrayList<>(List.of(first));
        all.addAll(others);
        int i = CheckedPageGrid.beingFilledIn(all.stream().map(a -> CheckedPageGrid.of(a.read().read(), check)).toList());
        if (i >= 0) {
            (i == 0 ? o : o.getAsJsonArray("others").get(i - 1).getAsJsonObject()).addProperty("filling_in", true);
        }
    }

    /**
     * The check as {@code verify --json} gives it, with which cells hold a digit the check kept
     * ({@code filled}: ticked unless circled) and where the grid is.
     */
    private static JsonObject checked(PhotoReading.Read read, CheckedGrid c, Mat photo) {
        JsonObject o = CheckJson.of(c);
        StringBuilder filled = new StringBuilder();
        for (boolean f : c.ticked(read.filled())) {
            filled.append(f ? '1' : '0');
        }
        o.addProperty("filled", filled.toString());
        where(o, read.geometry(), photo);
        return o;
    }

    /** The printed puzzle typed beside a verify upload (the check solves it); null when none was given. */
    private static Grid givens(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            List<lens.board.Puzzle> ps = PuzzleReader.read(text);
            if (ps.isEmpty()) {
                throw new ApiError(ApiError.BAD_REQUEST, "the printed puzzle typed holds no digits");
            }
            if (ps.size() > 1) {
                // which one was meant cannot be told: checking against the first could convict the wrong digits
                throw new ApiError(ApiError.BAD_REQUEST, "the printed puzzle typed holds " + ps.size()
                        + " puzzles: type the one in the photo");
            }
            return ps.get(0).grid();
        } catch (PuzzleFormatException e) {
            throw new ApiError(ApiError.BAD_REQUEST, "the printed puzzle typed is not a puzzle: " + e.getMessage());
        }
    }

    private static JsonArray changes(List<BoardCorrector.Change> changes) {
        JsonArray a = new JsonArray();
        changes.forEach(c -> a.add(c.toString()));
        return a;
    }

    /**
     * Where the grid is: the photo's size as decoded, the four corners in it, and the grid lines
     * found, as fractions of the grid's side ({@code lines.rows}, {@code lines.cols}, 10 each).
     */
    private static void where(JsonObject o, GridGeometry g, Mat photo) {
        o.addProperty("width", photo.cols());
        o.addProperty("height", photo.rows());
        o.add("corners", JsonReply.corners(g.corners()));
        JsonObject lines = new JsonObject();
        lines.add("rows", fractions(g.rowLines(), g.size()));
        lines.add("cols", fractions(g.colLines(), g.size()));
        o.add("lines", lines);
    }

    private static JsonArray fractions(int[] at, int size) {
        JsonArray a = new JsonArray();
        for (int v : at) {
            a.add(Math.round(v * 10000.0 / size) / 10000.0);
        }
        return a;
    }
}
