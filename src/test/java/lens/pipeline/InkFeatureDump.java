package lens.pipeline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import lens.board.DatFile;
import lens.vision.CellImage;
import lens.vision.CellImages;
import lens.vision.CellParams;
import lens.vision.CellSplitter;
import lens.vision.DebugSink;
import lens.vision.DetectionParams;
import lens.vision.GridDetection;
import lens.vision.GridDetector;
import lens.vision.GridWarper;
import lens.vision.InkMeasure;
import lens.vision.InkStats;
import lens.vision.RefineParams;
import lens.vision.WarpedGrid;
import org.opencv.core.Mat;

/** Throwaway: dumps ink measurements of every filled cell of the shared photos with printed/written labels. */
public final class InkFeatureDump {
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        GridDetector det = new GridDetector(DetectionParams.defaults(), RefineParams.defaults());
        CellSplitter split = new CellSplitter(CellParams.defaults());
        System.out.println("set,photo,cell,written,contrast,stroke,spread,sharp,height,width,ox,oy");
        for (String set : new String[] {"printed", "handfilled"}) {
            for (PhotoSet.Entry e : PhotoSet.load(root.resolve(set)).entries()) {
                String name = e.image().getFileName().toString();
                Path twin = root.resolve("printed").resolve(name.replace(".jpg", ".dat"));
                if (!Files.isRegularFile(twin)) {
                    continue;
                }
                DatFile printed = DatFile.parse(Files.readString(twin));
                Mat img = ((ImageFiles.Loaded.Image) ImageFiles.load(e.image())).mat();
                if (!(det.detect(img, DebugSink.NONE) instanceof GridDetection.Found f)) {
                    img.release();
                    continue;
                }
                try (WarpedGrid w = GridWarper.warp(img, f.corners(), 450); CellImages cells = split.split(w, DebugSink.NONE)) {
                    for (CellImage c : cells.cells()) {
                        if (!c.filled()) {
                            continue;
                        }
                        InkStats s = InkMeasure.measure(w.square(), c);
                        boolean written = set.equals("handfilled") && printed.grid().get(c.index()) == 0;
                        System.out.println(String.format(Locale.ROOT, "%s,%s,%d,%d,%.2f,%.4f,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f",
                                set, name, c.index(), written ? 1 : 0, s.contrast(), s.strokeWidth(), s.strokeSpread(),
                                s.sharpness(), s.height(), s.width(), s.offsetX(), s.offsetY()));
                    }
                }
                img.release();
            }
        }
    }
}
