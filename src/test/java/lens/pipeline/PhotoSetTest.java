package lens.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import lens.board.DatFile;
import lens.board.Grid;
import lens.ocr.training.DataSplit;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Scalar;
import org.opencv.imgcodecs.Imgcodecs;

class PhotoSetTest {
    private static final String SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @Test
    void selectScoresEachPictureOnceAndKeepsOnlyTheSplitAsked(@TempDir Path dir) throws Exception {
        OpenCvLoader.ensureLoaded();
        Grid truth = Grid.parse(SOLUTION);
        String dat = new DatFile("phone", "640x480", truth).format();
        Mat a = new Mat(40, 60, CvType.CV_8UC3, new Scalar(200, 200, 200));
        Mat b = new Mat(40, 60, CvType.CV_8UC3, new Scalar(90, 200, 200));
        Imgcodecs.imwrite(dir.resolve("image1.png").toString(), a);
        Imgcodecs.imwrite(dir.resolve("image1.jpg").toString(), a);
        Files.copy(dir.resolve("image1.jpg"), dir.resolve("image7.jpg"));
        Imgcodecs.imwrite(dir.resolve("image3.jpg").toString(), b);
        a.release();
        b.release();
        for (String n : List.of("image1", "image7", "image3")) {
            Files.writeString(dir.resolve(n + ".dat"), dat);
        }
        PhotoSet all = PhotoSet.load(dir);
        assertEquals(3, all.entries().size());
        List<String> kept = all.select(null).entries().stream().map(e -> e.image().getFileName().toString()).toList();
        assertEquals(List.of("image1.jpg", "image3.jpg"), kept, "image7 is image1's pixels under another number");
        DataSplit own = DataSplit.of(truth);
        assertEquals(2, all.select(own).entries().size());
        for (DataSplit other : DataSplit.values()) {
            if (other != own) {
                assertEquals(0, all.select(other).entries().size());
            }
        }
    }
}
