package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import lens.SharedData;
import lens.io.ImageFiles;
import lens.ocr.ModelRecognizer;
import lens.samples.FrameCut;
import lens.vision.DebugSink;
import lens.vision.OpenCvLoader;
import lens.vision.PhotoProblem;
import lens.vision.Quad;
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

    /**
     * A grid the frame cuts at two sides, the top row and the left column half gone, is cut, not
     * "not a 9x9 sudoku: the grid has 8 cells a side" (or 4, its box lines), as these four
     * printed training photos were named: the lines left inside the frame were counted as a
     * grid of another size.
     */
    @Test
    void aGridCutAtTwoSidesIsNotAGridOfAnotherSize() throws Exception {
        OpenCvLoader.ensureLoaded();
        PhotoSet set = PhotoSet.load(SharedData.photos("printed"));
        List<FrameCut> cuts = List.of(FrameCut.parse("top:0.05"), FrameCut.parse("left:0.05"));
        try (ModelRecognizer model = ModelRecognizer.fromClasspath()) {
            PhotoSolver solver = PhotoSolver.withDefaults(model);
            for (String name : List.of("image165.jpg", "image189.jpg", "image1003.jpg", "image1040.jpg")) {
                PhotoSet.Entry e = set.entries().stream()
                        .filter(x -> x.image().getFileName().toString().equals(name)).findFirst().orElseThrow();
                Mat photo = ((ImageFiles.Loaded.Image) e.load()).mat();
                Quad corners = e.corners();
                for (FrameCut cut : cuts) {
                    Mat kept = FrameCut.crop(photo, cut.kept(corners));
                    photo.release();
                    photo = kept;
                    corners = cut.corners(corners);
                }
                PhotoSolution s = solver.solve(photo, DebugSink.NONE);
                photo.release();
                String what = name + " cut at the top and left: " + s;
                PhotoSolution.Unusable u = assertInstanceOf(PhotoSolution.Unusable.class, s, what);
                assertInstanceOf(PhotoProblem.CutOff.class, u.problem(), what);
                assertTrue(u.problem().advice().contains("top and left edges"), what + ": " + u.problem().advice());
            }
        }
    }
}
