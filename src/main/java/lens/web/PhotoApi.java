package lens.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;
import lens.board.Grid;
import lens.board.PuzzleFormatException;
import lens.board.PuzzleReader;
import lens.board.Units;
import lens.json.StepJson;
import lens.ocr.correct.BoardCorrector;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.solve.SolveStatus;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.StrategySolver;
import lens.vision.GridGeometry;
import org.opencv.core.Mat;

/**
 * The photo endpoints. {@code POST /api/photo} (the body is the image): the board read, its
 * solution, the human-style steps and rating, and where the grid and its lines lie in the photo.
 * {@code POST /api/verify[?givens=PUZZLE]}: a hand-filled grid checked: wrong cells and why. The
 * page already holds the photo and draws the answer on it in perspective from the corners and
 * lines, as it does over the camera's video; sending the photo back drawn would cost the server
 * more than reading it (JPEG encoding) and the phone a second download. The image is limited in
 * bytes and pixels before it is decoded; the work runs under the {@link WorkGate}.
 */
final class PhotoApi {
    private static final StrategySolver STRATEGY = StrategySolver.forUniquePuzzle();

    private final ServerOptions options;
    private final WorkGate gate;

    PhotoApi(ServerOptions options, WorkGate gate) {
        this.options = options;
        this.gate = gate;
    }

    void solve(Context ctx) throws IOException {
        byte[] body = UploadedImage.readBody(ctx.req().getInputStream(), ctx.req().getContentLengthLong(), options.maxBytes());
        JsonObject answer = gate.withReader(reader -> {
            Mat photo = UploadedImage.decode(body, options.maxSide(), "photo");
            try {
                PhotoStage.Judged j = PhotoStage.solve(photo, reader);
                if (j.solution() == null) {
                    throw new ApiError(ApiError.UNPROCESSABLE, unsolvedSentence(j), j.board().toLine());
                }
                return solved(j, photo);
            } finally {
                photo.release();
            }
        });
        JsonReply.ok(ctx, answer);
    }

    void verify(Context ctx) throws IOException {
        Grid givens = givens(ctx.queryParam("givens"));
        byte[] body = UploadedImage.readBody(ctx.req().getInputStream(), ctx.req().getContentLengthLong(), options.maxBytes());
        JsonObject answer = gate.withReader(reader -> {
            Mat photo = UploadedImage.decode(body, options.maxSide(), "photo");
            try {
                return checked(PhotoStage.verify(photo, reader, givens), givens != null, photo);
            } finally {
                photo.release();
            }
        });
        JsonReply.ok(ctx, answer);
    }

    private static JsonObject solved(PhotoStage.Judged j, Mat photo) {
        JsonObject o = new JsonObject();
        o.addProperty("read", j.board().toLine());
        o.addProperty("solution", j.solution().toLine());
        o.add("corrections", changes(j.corrections()));
        where(o, j.read().geometry(), photo);
        SolvePath path = STRATEGY.solve(j.board());
        JsonObject explained = StepJson.path(path, Rating.of(path));
        o.add("steps", explained.get("steps"));
        o.add("rating", explained.get("rating"));
        return o;
    }

    private static JsonObject checked(PhotoStage.Checked c, boolean withGivens, Mat photo) {
        JsonObject o = new JsonObject();
        o.addProperty("read", c.board().toLine());
        int count = 0;
        JsonArray cells = new JsonArray();
        for (int i = 0; i < 81; i++) {
            if (c.wrong()[i]) {
                cells.add(Units.cellName(i));
                count++;
            }
        }
        o.addProperty("correct", count == 0);
        o.addProperty("checked_against", withGivens ? "solution" : "rules");
        o.add("wrong_cells", cells);
        JsonArray why = new JsonArray();
        c.reasons().forEach(why::add);
        o.add("reasons", why);
        o.add("revised", changes(c.revisions()));
        StringBuilder filled = new StringBuilder();
        for (boolean f : c.read().filled()) {
            filled.append(f ? '1' : '0');
        }
        o.addProperty("filled", filled.toString());
        where(o, c.read().geometry(), photo);
        return o;
    }

    /** The printed puzzle typed beside a verify upload (it must have one solution); null when none was given. */
    private static Grid givens(String givens) {
        if (givens == null || givens.isBlank()) {
            return null;
        }
        Grid g;
        try {
            List<lens.board.Puzzle> ps = PuzzleReader.read(givens);
            if (ps.isEmpty()) {
                throw new ApiError(ApiError.BAD_REQUEST, "the givens hold no puzzle");
            }
            g = ps.get(0).grid();
        } catch (PuzzleFormatException e) {
            throw new ApiError(ApiError.BAD_REQUEST, "the givens are not a puzzle: " + e.getMessage());
        }
        SolveResult r = ExhaustiveSolver.solve(g);
        if (r.status() != SolveStatus.UNIQUE) {
            throw new ApiError(ApiError.UNPROCESSABLE, "the givens have "
                    + (r.status() == SolveStatus.NONE ? "no solution" : "several solutions") + ": check the puzzle typed");
        }
        return g;
    }

    /** Why there is no answer, and what to do: a sentence for the page. */
    private static String unsolvedSentence(PhotoStage.Judged j) {
        String reason = j.reason();
        if (reason.startsWith("only ")) {
            return reason.replace(" read", " were read") + ": photograph the whole grid closer, flat and sharp";
        }
        String what = reason.equals("no solution") || reason.equals("several solutions")
                ? "the board read has " + reason : "the board read breaks a rule: " + reason;
        return what + "; a digit may be misread or missing (compare the board read with the photo)";
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
