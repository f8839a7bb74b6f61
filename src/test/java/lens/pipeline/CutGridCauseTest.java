package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import lens.SharedData;
import lens.io.ImageFiles;
import lens.ocr.ModelRecognizer;
import lens.samples.FrameCut;
import lens.vision.DebugSink;
import lens.vision.OpenCvLoader;
import lens.vision.PhotoProblem;
import org.junit.jupiter.api.Test;
import org.opencv.core.Mat;

/**
 * A grid the frame cuts is refused as cut, not blamed on a fold in the page, when what the
 * detector found inside the frame is not the whole grid: two box-rows under a box's thick line
 * (read as nine rows, {@code lens.vision.WholeGrid}), or columns inside an outline that runs off
 * the photo. Printed training photos of {@code ../shared} cut as {@code eval --cut} cuts them;
 * each was blamed on a fold in the page, or shown as a board breaking the rules, before.
 */
class CutGridCauseTest {
    private static final Map<String, String> CUTS = Map.of(
            "image21.jpg", "top:0.25", // the six rows under the third row's line found
            "image56.jpg", "top:0.25",
            "image16.jpg", "left:0.2", // the outline runs off the left edge, the corners refined inside
            "image37.jpg", "left:0.2",
            // read with no problem but a repeat: "two 6s in column 3" printed as the board read
            "image1.jpg", "bottom:0.2",
            "image11.jpg", "bottom:0.2"); // "the digits read break the rules ... retake square-on"

    @Test
    void aCutGridIsSaidToBeCut() throws Exception {
        OpenCvLoader.ensureLoaded();
        PhotoSet set = PhotoSet.load(SharedData.photos("printed"));
        try (ModelRecognizer model = ModelRecognizer.fromClasspath()) {
            PhotoSolver solver = PhotoSolver.withDefaults(model);
            for (Map.Entry<String, String> cut : CUTS.entrySet()) {
                PhotoSet.Entry e = set.cut(FrameCut.parse(cut.getValue())).entries().stream()
                        .filter(x -> x.image().getFileName().toString().equals(cut.getKey())).findFirst().orElseThrow();
                Mat photo = ((ImageFiles.Loaded.Image) e.load()).mat();
                PhotoSolution s = solver.solve(photo, DebugSink.NONE);
                photo.release();
                String what = cut.getKey() + " " + cut.getValue() + ": " + s;
                PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s, what);
                assertInstanceOf(PhotoProblem.CutOff.class, u.problem(), what);
                String side = cut.getValue().substring(0, cut.getValue().indexOf(':'));
                assertTrue(u.problem().advice().contains(side + " edge"), what + ": " + u.problem().advice());
            }
        }
    }
}
