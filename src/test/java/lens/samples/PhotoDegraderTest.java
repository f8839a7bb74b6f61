package lens.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import lens.vision.OpenCvLoader;
import org.junit.jupiter.api.Test;
import org.opencv.core.Core;
import org.opencv.core.CvType;
import org.opencv.core.Mat;
import org.opencv.core.Point;
import org.opencv.core.Scalar;
import org.opencv.imgproc.Imgproc;

class PhotoDegraderTest {
    /** A white 640 x 480 page with a black square on it. */
    private static Mat page() {
        OpenCvLoader.ensureLoaded();
        Mat m = new Mat(480, 640, CvType.CV_8UC3, new Scalar(255, 255, 255));
        Imgproc.rectangle(m, new Point(200, 150), new Point(440, 330), new Scalar(0, 0, 0), -1);
        return m;
    }

    @Test
    void sameSeedSamePictureAndTheOriginalUntouched() {
        Mat photo = page();
        Mat before = photo.clone();
        try (PhotoDegrader.Degraded a = PhotoDegrader.degrade(photo, new Random(3));
             PhotoDegrader.Degraded b = PhotoDegrader.degrade(photo, new Random(3))) {
            assertEquals(a.kinds(), b.kinds());
            assertEquals(a.image().size(), b.image().size());
            Mat diff = new Mat();
            Core.absdiff(a.image(), b.image(), diff);
            assertEquals(0, Core.countNonZero(diff.reshape(1)));
            Core.absdiff(photo, before, diff);
            assertEquals(0, Core.countNonZero(diff.reshape(1)), "the photo given is not changed");
        }
    }

    @Test
    void everyKindHappensAndEachChangesThePicture() {
        Mat photo = page();
        Set<PhotoDegrader.Kind> seen = EnumSet.noneOf(PhotoDegrader.Kind.class);
        for (int seed = 0; seed < 40; seed++) {
            try (PhotoDegrader.Degraded d = PhotoDegrader.degrade(photo, new Random(seed))) {
                assertTrue(d.kinds().size() >= 1 && d.kinds().size() <= 3, d.kinds().toString());
                seen.addAll(d.kinds());
                boolean smaller = d.kinds().contains(PhotoDegrader.Kind.SMALL);
                assertEquals(smaller, d.image().cols() < photo.cols(), d.kinds().toString());
                assertEquals(photo.type(), d.image().type());
                if (!smaller) {
                    Mat diff = new Mat();
                    Core.absdiff(photo, d.image(), diff);
                    assertTrue(Core.countNonZero(diff.reshape(1)) > 1000, d.kinds() + " changed the picture");
                }
            }
        }
        assertEquals(EnumSet.allOf(PhotoDegrader.Kind.class), seen);
    }
}
