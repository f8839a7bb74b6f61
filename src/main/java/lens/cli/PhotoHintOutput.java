package lens.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import lens.io.PictureWriter;
import lens.overlay.Hint;
import lens.pipeline.HintPosition;
import lens.pipeline.PhotoHint;
import lens.pipeline.PhotoReading;
import lens.json.StepJson;
import org.opencv.core.Mat;

/** {@code solve PHOTO --hint N}: the mistakes and the next steps, printed and drawn on the photo. */
final class PhotoHintOutput {
    private PhotoHintOutput() {
    }

    /** Prints the mistakes and the next steps, and writes them drawn on the photo ({@code PHOTO.hint.png}). */
    static int write(Path file, Path out, Mat photo, PhotoReading.Read read, PhotoHint.Plan plan, boolean json) {
        HintPosition position = plan.position();
        List<Hint> hints = plan.hints();
        Path target = out != null ? out : PhotoInput.beside(file, "hint");
        Mat picture = PhotoHint.picture(photo, read.geometry(), position, hints);
        PictureWriter.Result written;
        try {
            written = PictureWriter.write(picture, target, file);
        } finally {
            picture.release();
        }
        PrintStream o = System.out;
        if (json) {
            JsonObject j = new JsonObject();
            j.addProperty("photo", file.toString());
            j.add("corners", PhotoSolve.corners(read));
            j.addProperty("position", position.board().toLine());
            JsonArray mistakes = new JsonArray();
            position.mistakes().forEach(m -> mistakes.add(m.describe()));
            j.add("mistakes", mistakes);
            JsonArray steps = new JsonArray();
            hints.forEach(h -> steps.add(StepJson.step(h.step())));
            j.add("hints", steps);
            if (written instanceof PictureWriter.Result.Written w) {
                j.addProperty("output", w.file().toString());
            } else {
                j.addProperty("output_error", ((PictureWriter.Result.Failed) written).reason());
            }
            o.println(new GsonBuilder().setPrettyPrinting().create().toJson(j));
        } else {
            PhotoHint.legend(position, hints).forEach(o::println);
        }
        o.flush();
        // the hints are printed even when the picture could not be written
        Path wrote = Pictures.orFail(written);
        if (!json) {
            o.println("wrote " + wrote);
        }
        return ExitCodes.OK;
    }
}
