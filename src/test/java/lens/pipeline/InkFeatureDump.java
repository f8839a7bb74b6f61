package lens.pipeline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import lens.board.DatFile;
import lens.io.ImageFiles;
import lens.ocr.training.DataSplit;
import lens.vision.DebugSink;
import lens.vision.GridDetection;
import lens.vision.InkStats;
import org.opencv.core.Mat;

/**
 * Prints the ink measurements of every filled cell of the shared photos, labelled printed (0)
 * or written (1), for {@code scripts/fit-ink-kinds.py}: every digit of {@code printed/} is
 * printed; a digit of {@code handfilled/} is written when its cell is empty in the printed twin
 * (photos with both versions only). Each line names the photo's part of the split by puzzle
 * ({@link DataSplit}): the model is fitted on train.
 * The cells are cut by the reading path itself ({@link PhotoReader#cut}). Run with the test
 * classpath: {@code java lens.pipeline.InkFeatureDump ../shared/photos > ink.csv}.
 */
public final class InkFeatureDump {
    private InkFeatureDump() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        PhotoReader reader = PhotoReader.withDefaults(null);
        System.out.println("set,photo,split,cell,written,contrast,stroke,spread,sharp,height,width,ox,oy");
        for (String set : new String[] {"printed", "handfilled"}) {
            for (PhotoSet.Entry e : PhotoSet.load(root.resolve(set)).entries()) {
                String name = e.image().getFileName().toString();
                Path twin = root.resolve("printed").resolve(name.replace(".jpg", ".dat"));
                Path solved = root.resolve("handfilled").resolve(name.replace(".jpg", ".dat"));
                if (!Files.isRegularFile(twin) || !Files.isRegularFile(solved)
                        || !(ImageFiles.load(e.image()) instanceof ImageFiles.Loaded.Image img)) {
                    continue;
                }
                DatFile printed = DatFile.parse(Files.readString(twin));
                String split = DataSplit.of(DatFile.parse(Files.readString(solved)).grid()).label();
                Mat m = img.mat();
                if (reader.detect(m, DebugSink.NONE) instanceof GridDetection.Found f) {
                    try (UprightCells cells = reader.cut(m, f.corners(), DebugSink.NONE)) {
                        for (int cell = 0; cell < 81; cell++) {
                            InkStats s = cells.inkStats(cell);
                            if (s != null) {
                                boolean written = set.equals("handfilled") && printed.grid().get(cell) == 0;
                                System.out.println(String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%.2f,%.4f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f",
                                        set, name, split, cell, written ? 1 : 0, s.contrast(), s.strokeWidth(), s.strokeSpread(),
                                        s.sharpness(), s.height(), s.width(), s.offsetX(), s.offsetY()));
                            }
                        }
                    }
                }
                m.release();
            }
        }
    }
}
