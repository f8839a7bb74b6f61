// Reads the train and validation photos of ../shared/photos/printed and handfilled under a shadow
// across the page (as PhotoSolverTest.aShadowAcrossThePageIsReadAsIfEvenlyLit makes it: the light
// falls to LIGHT below a diagonal edge EDGE px wide) and prints, for each set, the cells and grids
// read right by PhotoReader.read: how a change to detection or reading holds up under shadows.
//
//   java -cp target/sudoku-lens.jar scripts/ShadowProbe.java [LIGHT:EDGE ...]   # default 0.55:6 0.55:25 0.4:6 0.4:25
//
// Run from the repository's folder (the shared data beside it); about 2 minutes a set on 2 cores.
import java.nio.file.Path;
import java.util.List;
import lens.io.ImageFiles;
import lens.ocr.ModelRecognizer;
import lens.ocr.training.DataSplit;
import lens.pipeline.PhotoReader;
import lens.pipeline.PhotoReading;
import lens.pipeline.PhotoSet;
import lens.vision.DebugSink;
import lens.vision.OpenCvLoader;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;

public class ShadowProbe {
    public static void main(String[] args) throws Exception {
        OpenCvLoader.ensureLoaded();
        PhotoReader reader = PhotoReader.withDefaults(ModelRecognizer.load());
        List<String> sets = args.length > 0 ? List.of(args) : List.of("0.55:6", "0.55:25", "0.4:6", "0.4:25");
        for (String kind : List.of("printed", "handfilled")) {
            PhotoSet all = PhotoSet.load(Path.of("../shared/photos", kind));
            for (String set : sets) {
                double light = Double.parseDouble(set.split(":")[0]);
                double edge = Double.parseDouble(set.split(":")[1]);
                int photos = 0;
                int cells = 0;
                int grids = 0;
                for (DataSplit split : List.of(DataSplit.TRAIN, DataSplit.VALIDATION)) {
                    for (PhotoSet.Entry e : all.select(split).entries()) {
                        if (!(ImageFiles.load(e.image()) instanceof ImageFiles.Loaded.Image img)) {
                            continue;
                        }
                        Mat shaded = shaded(img.mat(), light, edge);
                        photos++;
                        if (reader.read(shaded, DebugSink.NONE) instanceof PhotoReading.Read r) {
                            int right = 0;
                            for (int i = 0; i < 81; i++) {
                                right += r.board().get(i) == e.truth().grid().get(i) ? 1 : 0;
                            }
                            cells += right;
                            grids += right == 81 ? 1 : 0;
                        }
                        shaded.release();
                        img.mat().release();
                    }
                }
                System.out.printf("shadow: set=%s light=%.2f edge=%.0f photos=%d cells_correct=%d/%d grids_correct=%d%n",
                        kind, light, edge, photos, cells, 81 * photos, grids);
            }
        }
    }

    /** {@code photo} with the light falling to {@code light} below a diagonal edge {@code edge} px wide. */
    static Mat shaded(Mat photo, double light, double edge) {
        int w = photo.cols();
        int h = photo.rows();
        Mat level = new Mat(photo.size(), CvType.CV_32FC3);
        float[] row = new float[3 * w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double d = (y - h * 0.35) - (x - w * 0.5) * 0.6;
                float v = (float) (d < 0 ? 1 : d > edge ? light : 1 - (1 - light) * d / edge);
                row[3 * x] = v;
                row[3 * x + 1] = v;
                row[3 * x + 2] = v;
            }
            level.put(y, 0, row);
        }
        Mat out = new Mat();
        photo.convertTo(out, CvType.CV_32FC3);
        Core.multiply(out, level, out);
        out.convertTo(out, CvType.CV_8UC3);
        level.release();
        return out;
    }
}
