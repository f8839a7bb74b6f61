package lens.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Base64;
import java.util.List;
import lens.board.Grid;
import lens.board.PuzzleFormatException;
import lens.board.PuzzleReader;
import lens.board.Units;
import lens.json.StepJson;
import lens.ocr.BoardCorrector;
import lens.overlay.OverlayStyle;
import lens.overlay.SolutionOverlay;
import lens.overlay.VerifyOverlay;
import lens.solve.ExhaustiveSolver;
import lens.solve.SolveResult;
import lens.solve.SolveStatus;
import lens.solve.human.Rating;
import lens.solve.human.SolvePath;
import lens.solve.human.StrategySolver;
import org.opencv.core.Mat;
import org.opencv.core.MatOfByte;
import org.opencv.core.MatOfInt;
import org.opencv.imgcodecs.Imgcodecs;

/**
 * The photo endpoints. {@code POST /api/photo} (the body is the image): the board read, its
 * solution, the human-style steps and rating, and the photo with the answer drawn in perspective.
 * {@code POST /api/verify[?givens=PUZZLE]}: a hand-filled grid checked, wrong cells circled on
 * the photo. The image is limited in bytes and pixels before it is decoded; the work runs under
 * the {@link WorkGate}.
 */
final class PhotoApi {
    private static final StrategySolver STRATEGY = StrategySolver.forUniquePuzzle();
    /** JPEG quality of the drawn photo sent back: sharp digits, a fifth of a PNG's size. */
    private static final int JPEG_QUALITY = 88;

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
                new SolutionOverlay(OverlayStyle.defaults()).draw(photo, j.read().geometry(), j.board(), j.solution());
                return solved(j, photo);
            } finally {
                photo.release();
            }
        });
        JsonReply.ok(ctx, answer);
    }

    void verify(Context ctx) throws IOException {
        Grid solution = givensSolution(ctx.queryParam("givens"));
        byte[] body = UploadedImage.readBody(ctx.req().getInputStream(), ctx.req().getContentLengthLong(), options.maxBytes());
        JsonObject answer = gate.withReader(reader -> {
            Mat photo = UploadedImage.decode(body, options.maxSide(), "photo");
            try {
                PhotoStage.Checked c = PhotoStage.verify(photo, reader, solution);
                new VerifyOverlay(OverlayStyle.defaults()).draw(photo, c.read().geometry(), c.read().filled(), c.wrong());
                return checked(c, solution != null, photo);
            } finally {
                photo.release();
            }
        });
        JsonReply.ok(ctx, answer);
    }

    private static JsonObject solved(PhotoStage.Judged j, Mat drawn) {
        JsonObject o = new JsonObject();
        o.addProperty("read", j.board().toLine());
        o.addProperty("solution", j.solution().toLine());
        o.add("corrections", changes(j.corrections()));
        o.add("corners", JsonReply.corners(j.read().corners()));
        o.addProperty("image", dataUrl(drawn));
        SolvePath path = STRATEGY.solve(j.board());
        JsonObject explained = StepJson.path(path, Rating.of(path));
        o.add("steps", explained.get("steps"));
        o.add("rating", explained.get("rating"));
        return o;
    }

    private static JsonObject checked(PhotoStage.Checked c, boolean withGivens, Mat drawn) {
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
        o.add("corners", JsonReply.corners(c.read().corners()));
        o.addProperty("image", dataUrl(drawn));
        return o;
    }

    /** The unique solution of the printed puzzle typed beside a verify upload; null when none was given. */
    private static Grid givensSolution(String givens) {
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
        return r.solution();
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

    private static String dataUrl(Mat image) {
        MatOfByte buf = new MatOfByte();
        MatOfInt params = new MatOfInt(Imgcodecs.IMWRITE_JPEG_QUALITY, JPEG_QUALITY);
        try {
            Imgcodecs.imencode(".jpg", image, buf, params);
            return "data:image/jpeg;base64," + Base64.getEncoder().encodeToString(buf.toArray());
        } finally {
            buf.release();
            params.release();
        }
    }
}
